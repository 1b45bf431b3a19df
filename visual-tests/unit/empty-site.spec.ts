import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { outDir, repoRoot } from '../support/buildOutput';
import { buildAndCheck, ownerCopy, run } from '../support/ownerCopy';
import { viteCli } from '../support/viteCli';

/*
 * `npm run new-site -- --empty --name …` in a copy of the project: a site with the one required file,
 * nothing of the sample, a first build that lists what is missing, and a check that passes once the
 * owner fills in the required fields.
 */

const missing = [
  'site/content/profile.ts › profile › role: field is empty',
  'site/content/profile.ts › profile › affiliation.name: field is empty',
  'site/content/profile.ts › profile › affiliation.href: field is empty',
  'site/content/profile.ts › profile › intro[0]: expected non-empty text',
  'site/content/profile.ts › profile › photo.src: field is empty',
  'site/content/profile.ts › profile › photo.alt: alt text is empty',
  'site/content/profile.ts › profile › email: field is empty',
  'site/content/profile.ts › profile › collaboration: field is empty',
  'site/content/profile.ts › profile › site.description: field is empty',
  'site/content/profile.ts › profile › site.url: field is empty',
];

const filled: Array<[string, string]> = [
  ["role: ''", "role: 'Postdoctoral researcher in shared control'"],
  [
    "affiliation: { name: '', href: '' }",
    "affiliation: { name: 'Teleoperation Lab', href: 'https://example.com/lab' }",
  ],
  ["intro: ['']", "intro: ['I study how people and remote robot arms share control.']"],
  ["photo: { src: '', alt: '' }", "photo: { src: 'images/photo.png', alt: 'Ada Okafor at a control desk' }"],
  ["email: ''", "email: 'ada.okafor@example.com'"],
  ["collaboration: ''", "collaboration: 'Write to me about a study we could run together.'"],
  ["description: ''", "description: 'Ada Okafor studies shared control of robot arms.'"],
  ["url: ''", "url: 'https://example.com/ada/'"],
];

test.describe('A site started empty', () => {
  test.describe.configure({ mode: 'default' });
  let copy: string;
  let site: string;

  test.beforeAll(async () => {
    copy = ownerCopy('empty-site-');
    site = path.join(copy, 'site');
  });

  test.afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('new-site --empty needs a name; asked for at a terminal, else given with --name', async () => {
    const refused = await run(copy, process.execPath, ['tooling/scripts/new-site.mjs', '--empty']);
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      'new-site: --empty needs your name: npm run new-site -- --empty --name "Your Name"',
    );
    const made = await run(copy, process.execPath, ['tooling/scripts/new-site.mjs', '--empty', '--name', 'Ada Okafor']);
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain(
      'news/*.md or news.ts, talks/*.md or talks.ts, teaching/*.md or teaching.ts, people/*.md or people.ts, cv.yaml or cv.ts, strings.ts or strings.yaml, publications.bib (docs/content.md: what each holds)',
    );
  });

  test('holds the profile alone (no pronouns, every optional section absent) and an icon of the initials', () => {
    expect(readdirSync(site, { recursive: true }).sort()).toEqual([
      'content',
      'content/profile.ts',
      'public',
      'public/favicon.svg',
      'public/images',
    ]);
    const profile = readFileSync(path.join(site, 'content/profile.ts'), 'utf8');
    expect(profile).toContain("name: 'Ada Okafor',");
    expect(profile).toContain("greeting: 'Hi, I’m Ada.',");
    expect(profile).not.toContain('pronouns');
    expect(readFileSync(path.join(site, 'public/favicon.svg'), 'utf8')).toContain('>AO</text>');
  });

  test('the first build and the check say, in one list, what is missing before it can deploy', async () => {
    test.setTimeout(120_000);
    const build = await run(copy, process.execPath, [viteCli, 'build', '--logLevel', 'error']);
    expect(build.code).not.toBe(0);
    expect(build.output).toContain(['Content check failed (10 problems):', ...missing.map((m) => `  ${m}`)].join('\n'));
    const guard = await run(copy, process.execPath, ['tooling/scripts/publish-guard.mjs']);
    expect(guard.code).toBe(1);
    expect(guard.output.trim()).toBe(
      [
        'Not ready to publish (10 to do):',
        ...missing.map((m) => `  ${m}`),
        'Nothing was built or published. Fix each line, then run `npm run check` again.',
      ].join('\n'),
    );
  });

  test('filled with the required fields and a photo, the check passes and the site builds', async () => {
    test.setTimeout(240_000);
    const file = path.join(site, 'content/profile.ts');
    let profile = readFileSync(file, 'utf8');
    for (const [from, to] of filled) {
      expect(profile, from).toContain(from);
      profile = profile.replace(from, to);
    }
    writeFileSync(file, profile);
    await sharp({ create: { width: 480, height: 480, channels: 3, background: '#2a6f97' } })
      .png()
      .toFile(path.join(site, 'public/images/photo.png'));
    const guard = await run(copy, process.execPath, ['tooling/scripts/publish-guard.mjs']);
    expect(guard.code, guard.output).toBe(0);
    await buildAndCheck(copy);
    expect(readFileSync(path.join(copy, 'dist/index.html'), 'utf8')).toContain('Ada Okafor');
  });

  test('following AGENTS.md to add a paper and a news item touches only site/, and the check still passes', async () => {
    test.setTimeout(120_000);
    const guide = readFileSync(path.join(copy, 'AGENTS.md'), 'utf8');
    expect(guide).toContain('| Add a paper | `site/content/publications.bib`');
    expect(guide).toContain(
      '| Add a news item (Markdown, first choice) | `site/content/news/<date>-<words>.md`: the fields as front matter',
    );
    expect(guide).toContain(
      '| `site/content/news.ts` › `news` | `{ date }`; optional: text, title, body, link, paper, id |',
    );
    const git = (...args: string[]) => spawnSync('git', args, { cwd: copy, encoding: 'utf8' }).stdout;
    git('init', '-q');
    git('add', '-A');
    git('-c', 'user.name=Owner', '-c', 'user.email=owner@example.org', 'commit', '-qm', 'site');
    cpSync(
      path.join(repoRoot, 'visual-tests/fixtures/owner-site/publications.bib'),
      path.join(site, 'content/publications.bib'),
    );
    // The guide's first choice: one Markdown file, its one-line body the item's text.
    mkdirSync(path.join(site, 'content/news'));
    writeFileSync(
      path.join(site, 'content/news/2026-01-20-field-study.md'),
      '---\ndate: 2026-01-20\npaper: okafor2025sensing\n---\n\nOur field study was accepted.\n',
    );
    expect(git('status', '--porcelain', '--untracked-files=all').trim().split('\n').sort()).toEqual([
      '?? site/content/news/2026-01-20-field-study.md',
      '?? site/content/publications.bib',
    ]);
    const guard = await run(copy, process.execPath, ['tooling/scripts/publish-guard.mjs']);
    expect(guard.code, guard.output).toBe(0);
    const build = await run(copy, process.execPath, [viteCli, 'build', '--logLevel', 'error']);
    expect(build.code, build.output).toBe(0);
    expect(readFileSync(path.join(copy, 'dist/index.html'), 'utf8')).toContain('Our field study was accepted.');
  });

  test('the design-token gallery is the template’s: in the sample’s build, not in the owner’s', () => {
    const pages = (dist: string) =>
      Object.keys(JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as object);
    expect(pages(outDir)).toContain('src/app/pages/Tokens.tsx');
    expect(pages(path.join(copy, 'dist'))).not.toContain('src/app/pages/Tokens.tsx');
    expect(pages(path.join(copy, 'dist'))).toContain('src/app/pages/Contact.tsx');
  });
});
