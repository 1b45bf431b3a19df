import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentModuleSource, specOfImport } from '../../tooling/content/contentModule';
import { repoRoot } from '../support/buildOutput';
import { viteCli } from '../support/viteCli';

/** `vite build` of one content folder, at the default log level: everything an owner's terminal shows. */
function buildLog(contentDir: string): Promise<{ code: number | null; output: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'build-messages-out-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteCli, 'build'], {
      cwd: repoRoot,
      env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      rmSync(outDir, { recursive: true, force: true });
      resolve({ code, output });
    });
  });
}

test.describe('The build’s messages are the owner’s to act on', () => {
  test('a minimal owner (no publications.ts, or one without publicationsLead) builds with no warning into the template’s code', async () => {
    test.setTimeout(120_000);
    const content = mkdtempSync(join(tmpdir(), 'build-messages-content-'));
    try {
      // A profile, projects without projectsLead, skills and a timeline; no publications.ts, no news.ts.
      cpSync(join(repoRoot, 'visual-tests/fixtures/content-minimal'), content, { recursive: true });
      const without = await buildLog(content);
      expect(without.code, without.output).toBe(0);
      // Then a publications.ts with overrides only.
      writeFileSync(join(content, 'publications.ts'), 'export const publicationOverrides = {};\n');
      const withOverrides = await buildLog(content);
      expect(withOverrides.code, withOverrides.output).toBe(0);
      for (const { output } of [without, withOverrides]) {
        expect(output).toContain('✓ built in');
        expect(output).not.toContain('IMPORT_IS_UNDEFINED');
        expect(output).not.toContain('will always be undefined');
        expect(output).not.toContain('src/app/pages/');
      }
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });

  test('the module the app imports for a content file has every declared export, undefined where the owner left it out', () => {
    const publications = specOfImport('publications')!;
    expect(contentModuleSource(publications, undefined, [])).toBe(
      'export const publicationOverrides = undefined;\nexport const publicationsLead = undefined;',
    );
    expect(contentModuleSource(publications, '/site/content/publications.ts', ['publicationOverrides'])).toBe(
      'export * from "/site/content/publications.ts";\nexport const publicationsLead = undefined;',
    );
    // Nothing missing: the owner's file is imported as it is.
    expect(
      contentModuleSource(publications, '/site/content/publications.ts', ['publicationOverrides', 'publicationsLead']),
    ).toBeUndefined();
    expect(contentModuleSource(specOfImport('projects')!, '/c/projects.ts', ['currentProjects', 'projectsLead'])).toBe(
      [
        'export * from "/c/projects.ts";',
        'export const pastProjects = undefined;',
        'export const sectionTitles = undefined;',
      ].join('\n'),
    );
    expect(contentModuleSource(specOfImport('news')!, undefined, [])).toBe(
      [
        'export const news = undefined;',
        'export const sectionTitles = undefined;',
        'export const newsOnHome = undefined;',
        'export const newsInNavigation = undefined;',
        'export const publicationsInFeed = undefined;',
      ].join('\n'),
    );
    expect(specOfImport('no-such-file')).toBeUndefined();
  });
});
