import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readSite } from '../../tooling/migrate/cli';
import { contentFiles } from '../../tooling/migrate/writer';
import { repoRoot } from '../support/buildOutput';
import { fixture, migrateInto, migrateQuietly } from '../support/migrateRun';

/** Every file under a folder with its content hash and time: what "never written into" means. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .sort()
    .map((file) => {
      const full = path.join(dir, file);
      const stat = statSync(full);
      return stat.isDirectory()
        ? `${file}/`
        : `${file} ${stat.mtimeMs} ${createHash('sha1').update(readFileSync(full)).digest('hex')}`;
    });
}

const quietly = (argv: string[]) => migrateQuietly(argv);

test('the old site is never written into, and a site/ inside it is refused', async () => {
  const source = fixture('al-folio');
  const before = snapshot(source);
  const run = await migrateInto(source);
  expect(run.code).toBe(0);
  const inside = await quietly([source, '--out', path.join(source, 'site')]);
  expect(inside.code).toBe(2);
  expect(inside.output).toContain(
    'and the old site overlap: the old site is never written into. Choose another --out.',
  );
  expect(snapshot(source)).toEqual(before);
  // The report is kept in the site's repository: no path of this machine in it.
  expect(run.report).not.toContain(repoRoot);
  expect(run.report).not.toContain(path.dirname(run.site));
  expect(run.report.split('\n')[1]).toBe('Wrote site/ (content/ and public/).');
});

test('an existing site/ is left alone without --force, and replaced with it', async () => {
  const site = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-force-')), 'site');
  mkdirSync(path.join(site, 'content'), { recursive: true });
  writeFileSync(path.join(site, 'content/profile.ts'), 'the owner’s own');
  const refused = await quietly([fixture('hugo-academic'), '--out', site]);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('/ already exists; nothing was changed. Add --force to replace it.');
  expect(readFileSync(path.join(site, 'content/profile.ts'), 'utf8')).toBe('the owner’s own');
  const forced = await quietly([fixture('hugo-academic'), '--out', site, '--force']);
  expect(forced.code).toBe(0);
  expect(readFileSync(path.join(site, 'content/profile.ts'), 'utf8')).toContain("name: 'Lena Haddad'");
});

test('a folder that is neither a Jekyll nor a Hugo site, or no folder, gets a clear message and nothing is written', async () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'migrate-none-'));
  expect(readSite(empty)).toBe(
    `${empty}: neither a Jekyll site (no _config.yml, Gemfile naming jekyll, _posts/, _pages/ or _layouts/) nor a Hugo site (no hugo.*, config.* or config/_default/)`,
  );
  const out = path.join(empty, '..', `${path.basename(empty)}-out`);
  const none = await quietly([empty, '--out', out]);
  expect(none.code).toBe(1);
  const missing = await quietly([path.join(empty, 'nowhere'), '--out', out]);
  expect(missing.code).toBe(2);
  expect(missing.output).toContain(
    'is not a folder. usage: npm run migrate -- <folder of your old site> [--out <dir>] [--force]',
  );
});

test('a configuration that cannot be read is named with its error, and nothing is written', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'migrate-badtoml-'));
  mkdirSync(path.join(dir, 'content'));
  writeFileSync(path.join(dir, 'config.toml'), 'title = "Lena\nbaseurl = \n');
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-badtoml-out-')), 'site');
  const bad = await quietly([dir, '--out', out]);
  expect(bad.code).toBe(1);
  expect(bad.output).toContain(`migrate: ${path.basename(dir)}: config.toml could not be read: Invalid TOML document`);
  expect(bad.output).toContain('; nothing was written');
  expect(existsSync(out)).toBe(false);
});

test('the Markdown form writes each news item as a file with front matter and the body as the owner wrote it', async () => {
  const migration = readSite(fixture('al-folio'));
  if (typeof migration === 'string') throw new Error(migration);
  const files = Object.fromEntries(await contentFiles(migration, 'markdown'));
  expect(Object.keys(files).filter((f) => f.startsWith('news/'))).toEqual([
    'news/2025-01-15-started-as-a-postdoc-at-the-harbour.md',
    'news/2024-05-01-field-notes-from-the-harbour.md',
    'news/2024-03-02-our-dataset-is-out.md',
    'news/2021-06-30-paper-accepted-to-iros-2021-efficient.md',
  ]);
  expect(files['news/2024-03-02-our-dataset-is-out.md']).toBe(`---
date: 2024-03-02
title: Our dataset is out
---

The harbour dataset is public: see the [poster](assets/pdf/poster.pdf) and the [download page](https://example.org/data).

It holds 40 hours of sensor logs.

![](assets/img/boat.jpg)
`);
  expect(files['news.ts']).toBeUndefined();
});

/** A checkout of its own in a temporary folder (so a mistake can never touch this one): what `--out` must refuse. */
function fakeCheckout() {
  const root = mkdtempSync(path.join(tmpdir(), 'migrate-checkout-'));
  for (const [file, text] of Object.entries({
    'package.json': '{}',
    'src/main.tsx': 'app',
    'sample/content/profile.ts': 'sample',
    '.git/HEAD': 'ref: refs/heads/main',
    'elsewhere/package.json': '{}',
  })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const inCheckout = (root: string, argv: string[]) => migrateQuietly(argv, root);

test('--out never names the checkout, a folder holding it, a project or the sample, even with --force', async () => {
  const root = fakeCheckout();
  const before = snapshot(root);
  const cases: Array<[string, string]> = [
    ['.', `migrate: ${root} holds this checkout: a site is written into a folder of its own.`],
    ['..', `migrate: .. holds this checkout: a site is written into a folder of its own.`],
    ['sample', 'migrate: sample is the template’s own (its sample or its history): choose another --out.'],
    ['.git/hooks', 'migrate: .git/hooks is the template’s own (its sample or its history): choose another --out.'],
    ['elsewhere', 'migrate: elsewhere holds package.json: a project, not a site of a migration. Nothing was changed.'],
  ];
  for (const [out, message] of cases) {
    const run = await inCheckout(root, [fixture('hugo-academic'), '--out', out, '--force']);
    expect(run.code, out).toBe(2);
    expect(run.output).toBe(`${message}\n`);
  }
  expect(snapshot(root)).toEqual(before);
});

test('--force deletes only what a migration wrote, listing it first; anything else stops it, named', async () => {
  const root = fakeCheckout();
  const first = await inCheckout(root, [fixture('hugo-academic'), '--out', 'site']);
  expect(first.code).toBe(0);
  writeFileSync(path.join(root, 'site/notes.md'), 'the owner’s notes');
  const stranger = await inCheckout(root, [fixture('hugo-academic'), '--out', 'site', '--force']);
  expect(stranger.code).toBe(2);
  expect(stranger.output).toBe(
    'migrate: site/ holds what no migration wrote (notes.md): nothing was deleted. Move them, or choose another --out.\n',
  );
  expect(readFileSync(path.join(root, 'site/notes.md'), 'utf8')).toBe('the owner’s notes');
  rmSync(path.join(root, 'site/notes.md'));
  const again = await inCheckout(root, [fixture('hugo-academic'), '--out', 'site', '--force']);
  expect(again.code).toBe(0);
  expect(again.output.split('\n')[0]).toBe(
    'migrate: --force: deleting what the last migration wrote: site/content/ (7 files), site/migration-report.txt, site/public/ (3 files)',
  );
});
