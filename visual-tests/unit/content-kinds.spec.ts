import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect, test } from '@playwright/test';
import { contentKinds, kindNames } from '../../src/content/kinds';
import { loadContent } from '../../tooling/content/loadContent';
import { agentPointer, agentPointerFiles, agentsGuide } from '../../tooling/content/docs/agentsGuide';
import { contentTable, jsonSchemaOf } from '../../tooling/content/docs/kindDocs';
import { formatIssue, validateContent } from '../../tooling/content/checks/validateContent';
import { repoRoot } from '../support/buildOutput';
import { validModules } from '../fixtures/validContent';

/*
 * Everything that lists the content kinds follows their declarations (src/content/kinds.ts): the
 * docs table and the JSON Schemas are committed as `npm run content-docs` writes them, one per kind.
 */

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const stale = 'is out of date: run `npm run content-docs` and commit the result';

test.describe('Content kinds, declared once', () => {
  test('the kinds the site has, by file', () => {
    expect(kindNames.map((kind) => contentKinds[kind].file)).toEqual([
      'profile.ts',
      'publications.ts',
      'projects.ts',
      'timeline.ts',
      'skills.ts',
      'news.ts',
      'talks.ts',
      'teaching.ts',
      'people.ts',
      'cv.ts',
      'strings.ts',
    ]);
  });

  test('docs/content.md has a row for every declared kind, as generated', () => {
    const table = read('docs/content.md');
    for (const kind of kindNames) {
      // A row names the file among its forms (`news/*.md` or `news.ts`).
      const row = table
        .split('\n')
        .find((line) => line.startsWith('| ') && line.includes(`\`${contentKinds[kind].file}\``));
      expect(row, `docs/content.md has no row for ${kind}`).toBeTruthy();
      expect(table).toContain(`(schemas/${kind}.schema.json)`);
    }
    expect(table, `docs/content.md ${stale}`).toBe(contentTable());
  });

  test('every declared kind has its JSON Schema in docs/schemas, as generated', () => {
    for (const kind of kindNames) {
      const committed = JSON.parse(read(`docs/schemas/${kind}.schema.json`)) as unknown;
      expect(committed, `docs/schemas/${kind}.schema.json ${stale}`).toEqual(jsonSchemaOf(kind));
    }
  });

  test('AGENTS.md and the agents’ own file names pointing to it are committed as generated', () => {
    expect(read('AGENTS.md'), `AGENTS.md ${stale}`).toBe(agentsGuide());
    expect(agentPointerFiles).toEqual(['CLAUDE.md', 'GEMINI.md', '.github/copilot-instructions.md']);
    for (const file of agentPointerFiles) expect(read(file), `${file} ${stale}`).toBe(agentPointer(file));
    expect(read('.github/copilot-instructions.md')).toContain('[AGENTS.md](../AGENTS.md)');
  });

  test('AGENTS.md names every declared kind, its file and its schema, and only commands that exist', () => {
    const guide = read('AGENTS.md');
    for (const kind of kindNames) {
      expect(guide, `AGENTS.md has no task for ${kind}`).toContain(`| \`site/content/${contentKinds[kind].file}\` › `);
      expect(guide).toContain(`(docs/schemas/${kind}.schema.json)`);
    }
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!);
    expect([...new Set(named)].sort()).toEqual(['build', 'check', 'content-docs', 'import', 'new-site']);
    for (const script of named) expect(scripts, `npm run ${script}`).toHaveProperty(script);
    for (const [, file] of guide.matchAll(/\]\(([^)]+)\)/g))
      expect(existsSync(path.join(repoRoot, file!)), file).toBe(true);
  });

  test('the JSON Schemas accept the sample and the valid fixture, and reject a field they do not know', async () => {
    const ajv = new Ajv2020({ allErrors: true });
    const validators = Object.fromEntries(
      kindNames.map((kind) => [contentKinds[kind].file, ajv.compile(jsonSchemaOf(kind))]),
    );
    const { modules } = await loadContent({
      root: repoRoot,
      contentDir: path.join(repoRoot, 'sample/content'),
      publicDir: path.join(repoRoot, 'sample/public'),
    });
    for (const source of [modules, validModules()]) {
      for (const [file, exports] of Object.entries(source)) {
        // The schema describes the exports the site reads; publications.ts also exports settings (hiddenKinds).
        const { hiddenKinds: _h, privateFields: _p, ...shown } = exports ?? {};
        const validate = validators[file]!;
        expect(validate(shown), `${file}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    }
    const validate = validators['timeline.ts']!;
    const entry = { id: 'a', date: '2024', title: 'T', text: 'x', slideLink: 'https://example.org/s' };
    expect(validate({ education: [entry] })).toBe(false);
    expect(ajv.errorsText(validate.errors)).toContain('must NOT have additional properties');
  });

  test('the build names a field the declaration does not know, with the fields it does know', () => {
    const modules = validModules();
    const timeline = modules['timeline.ts'] as { education: Array<Record<string, unknown>> };
    timeline.education[0]!.slideLink = 'https://example.org/slides';
    const messages = validateContent(modules, {
      publicDir: path.join(repoRoot, 'visual-tests/fixtures/public'),
      contentLabel: 'site/content',
    }).map(formatIssue);
    expect(messages).toEqual([
      `site/content/timeline.ts › education[0] (id "${String(timeline.education[0]!.id)}") › slideLink: unknown field (the fields here: id, date, endDate, current, logo, logoAlt, title, subtitle, text, posterLink)`,
    ]);
  });
});
