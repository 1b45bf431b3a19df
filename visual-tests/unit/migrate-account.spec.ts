import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fixture, migrateInto } from '../support/migrateRun';
import { realSitesDir } from '../support/realSites';

/*
 * Nothing of the old site is missing from the report: on every fixture site and every shared real site,
 * each content file (Markdown, HTML, YAML, TOML, JSON, .bib under pages, collections, content/, data
 * folders, and the root's pages) has a line in the report's account, under its own path or its folder's.
 */

/** Content files, walked here apart from the migrator (so a file its walk forgets still fails). */
function contentFilesOf(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && /\.(md|markdown|html?|ya?ml|toml|json|bib)$/i.test(e.name)) out.push(p);
    }
  };
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (
      e.isDirectory() &&
      (e.name === 'content' || e.name === 'data' || /^_(?!layouts$|includes$|sass$|site$)/.test(e.name))
    )
      walk(e.name);
    else if (e.isFile() && /\.(md|html)$/i.test(e.name) && !/^readme/i.test(e.name)) out.push(e.name);
  }
  return out;
}

/** Where the report lists a file: a collection or a content section by folder, anything else by itself. */
function placesOf(file: string): string[] {
  const parts = file.split('/');
  if (parts[0] === 'content' && parts.length > 2 && parts[1] !== 'home') return [`content/${parts[1]}/`];
  if (/^_(?!pages$|data$|bibliography$)/.test(parts[0]!) && parts.length > 1) return [`${parts[0]}/`];
  return [file, `${parts.slice(0, 2).join('/')}/`];
}

async function expectAccounted(dir: string) {
  const run = await migrateInto(dir);
  expect(run.code).toBe(0);
  const section = run.report.split('What was read, folder by folder and page by page:\n')[1]!.split('\n\n')[0]!;
  const listed = new Set(section.split('\n').map((l) => l.trim().split(': ')[0]));
  const missing = contentFilesOf(dir).filter((file) => !placesOf(file).some((p) => listed.has(p)));
  expect(missing).toEqual([]);
}

const fixtures = readdirSync(fixture('.')).filter((name) => !name.startsWith('.'));

test('the fixtures: every content file has its line in the account', async () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(6);
  for (const name of fixtures) await expectAccounted(fixture(name));
});

const dir = realSitesDir();
test.describe('The shared real sites', () => {
  test.skip(!dir, 'no shared real sites (../shared/realsites or /work/shared/realsites): nothing to account for');
  for (const name of dir ? readdirSync(dir).filter((n) => !n.includes('.')) : [])
    test(`${name}: every content file has its line in the account`, async () => {
      await expectAccounted(path.join(dir!, name));
    });
});
