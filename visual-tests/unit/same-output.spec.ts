import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { buildEnv } from '../../tooling/scripts/sameOutput/buildAll.mjs';
import { compareSnapshots, describe as describeDifferences } from '../../tooling/scripts/sameOutput/compare.mjs';
import { normalName } from '../../tooling/scripts/sameOutput/normalise.mjs';
import { snapshot } from '../../tooling/scripts/sameOutput/snapshot.mjs';
import { repoRoot } from '../support/buildOutput';

/*
 * `npm run same-output`: two builds whose files differ only by their hashes compare equal; a changed word is
 * reported with its line. The builds here are small folders written by hand, as Vite would write them.
 */

let scratch = '';
test.beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'same-output-'));
});
test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes a built folder from its files' texts. */
function built(name: string, files: Record<string, string | Uint8Array>) {
  const dir = path.join(scratch, name);
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), content);
  }
  return dir;
}

/** Vite's manifest: its entries in the order of their keys, which hold the font cache's path. */
const manifest = (h: { css: string; cards: string; fonts: string }) => {
  const entries: [string, { file: string }][] = [
    [`${h.fonts}/roboto-latin-400-normal.woff2`, { file: `assets/roboto-latin-400-normal-${h.css}.woff2` }],
    [`_cards-${h.cards}.js`, { file: `assets/cards-${h.cards}.js` }],
  ];
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))), null, 2);
};

/** One build of a small site, its hashes and its words given. */
const site = (
  h: { js: string; css: string; cards: string; csp: string; ve: string; fonts: string },
  owner = 'Maya Lindqvist',
) => ({
  'index.html': [
    '<!DOCTYPE html><html lang="en"><head>',
    `<meta http-equiv="Content-Security-Policy" content="script-src 'sha256-${h.csp}'">`,
    `<script type="module" src="./assets/index-${h.js}.js"></script><link rel="stylesheet" href="./assets/style-${h.css}.css">`,
    `</head><body><h1 class="${h.ve}0">${owner}</h1><p>Robots that explain themselves.</p></body></html>`,
  ].join('\n'),
  _headers: `/\n  Content-Security-Policy: script-src 'sha256-${h.csp}'\n`,
  // `${h.ve}2` and `${h.ve}3` have no rule of their own: styles made of others, named only in class lists.
  [`assets/index-${h.js}.js`]: `import{t}from"./cards-${h.cards}.js";t("${h.ve}0");t(\`${h.ve}2 ${h.ve}0\`);t("${h.ve}3");`,
  [`assets/cards-${h.cards}.js`]: 'export const t=(c)=>c;',
  'assets/cards-Y5hRzeTR.js': 'export const u=1;',
  [`assets/style-${h.css}.css`]: `:root{--${h.ve}1:8px}.${h.ve}0{padding:var(--${h.ve}1)}`,
  'assets/img/portrait-200w.3f690acdad.webp': new Uint8Array([82, 73, 70, 70, 1, 2, 3]),
  [`assets/roboto-latin-400-normal-${h.css}.woff2`]: new Uint8Array([119, 79, 70, 50]),
  '.vite/manifest.json': manifest(h),
});
const first = {
  js: 'CULptFLF',
  css: 'BboBziQK',
  cards: 'i9_r-Qso',
  csp: `${'x'.repeat(43)}=`,
  ve: 'e9i1sm',
  fonts: 'node_modules/.vite/font-subsets/02d6a8f68f3b',
};
const second = {
  js: 'Zx-_9kQa',
  css: 'D4ttN1qP',
  cards: 'Qq7-e_Ab',
  csp: `${'y'.repeat(43)}=`,
  ve: '_1lm3uia',
  fonts: '../../main/node_modules/.vite/font-subsets/55a097b20f08',
};

test('a hashed name loses its hash, in every form the build writes; other names are kept', () => {
  expect(normalName('assets/About-TSayrieC.js')).toBe('assets/About-[hash].js');
  expect(normalName('assets/NewsList-CgtfuhD-.js')).toBe('assets/NewsList-[hash].js');
  expect(normalName('assets/publicationText-Cda-Slfq.js')).toBe('assets/publicationText-[hash].js');
  expect(normalName('assets/ItemArticle.css-CrPz8qM3.js')).toBe('assets/ItemArticle.css-[hash].js');
  expect(normalName('assets/pages-affa6f6140.json')).toBe('assets/pages-[hash].json');
  expect(normalName('assets/img/profile/portrait-200w.3f690acdad.avif')).toBe(
    'assets/img/profile/portrait-200w.[hash].avif',
  );
  expect(normalName('files/papers/lindqvist-chi24-projected-intent.pdf')).toBe(
    'files/papers/lindqvist-chi24-projected-intent.pdf',
  );
  expect(normalName('publications/abcdefgh-12345678.html')).toBe('publications/abcdefgh-12345678.html');
  expect(normalName('assets/readme.txt')).toBe('assets/readme.txt');
});

test('two builds whose files differ only by hash compare equal', async () => {
  const a = await snapshot(built('a', site(first)), 'a');
  const b = await snapshot(built('b', site(second)), 'b');
  expect(a.files.map((f) => f.path)).toEqual([
    '.vite/manifest.json',
    '_headers',
    'assets/cards-[hash].js',
    'assets/cards-[hash].js',
    'assets/img/portrait-200w.[hash].webp',
    'assets/index-[hash].js',
    'assets/roboto-latin-400-normal-[hash].woff2',
    'assets/style-[hash].css',
    'index.html',
  ]);
  const html = a.files.find((f) => f.path === 'index.html')?.text ?? '';
  expect(html).toContain(`content="script-src 'sha256-[hash]'"`);
  expect(html).toContain('<h1 class="[ve1]">Maya Lindqvist</h1>');
  expect(a.files.find((f) => f.path === 'assets/index-[hash].js')?.text).toBe(
    'import{t}from"./cards-[hash].js";t("[ve1]");t(`[ve3] [ve1]`);t("[ve4]");',
  );
  expect(a.files.find((f) => f.path === 'assets/style-[hash].css')?.text).toBe(
    ':root{--[ve2]:8px}.[ve1]{padding:var(--[ve2])}',
  );
  expect(a.files[0]?.text).toContain('"[font-subsets]/roboto-latin-400-normal.woff2": {');
  expect(compareSnapshots(a, b)).toEqual({ added: [], removed: [], changed: [], notes: [], broken: false });
});

test('a changed word is reported at its line; a file more is added, a picture changed is named', async () => {
  const a = await snapshot(built('c', site(first)), 'c');
  const changed = {
    ...site(second, 'Maya Lindquist'),
    'assets/People-CCCCCCCC.js': 'export const people=[];',
    'assets/img/portrait-200w.3f690acdad.webp': new Uint8Array([82, 73, 70, 70, 9]),
  };
  const b = await snapshot(built('d', changed), 'd');
  const d = compareSnapshots(a, b);
  expect(d.added).toEqual(['assets/People-[hash].js']);
  expect(d.removed).toEqual([]);
  expect(d.changed).toEqual([
    { path: 'assets/img/portrait-200w.[hash].webp' },
    {
      path: 'index.html',
      line: 4,
      before: '</head><body><h1 class="[ve1]">Maya Lindqvist</h1><p>Robots that explain themselves.</p></body></html>',
      after: '</head><body><h1 class="[ve1]">Maya Lindquist</h1><p>Robots that explain themselves.</p></body></html>',
    },
  ]);
  expect(describeDifferences(d)).toContain('  changed  index.html, line 4:');
});

/** A one-page PDF with these words, made at this date. */
async function pdf(words: string, made: Date) {
  const doc = await PDFDocument.create();
  doc.setCreationDate(made);
  doc.setModificationDate(made);
  const page = doc.addPage([300, 200]);
  page.drawText(words, { x: 20, y: 100, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
  return doc.save();
}

test('PDFs compare by their text: another date is the same, another word is a change', async () => {
  const a = await snapshot(built('p1', { 'cv.pdf': await pdf('Maya Lindqvist', new Date('2026-01-01')) }), 'p1');
  const b = await snapshot(built('p2', { 'cv.pdf': await pdf('Maya Lindqvist', new Date('2026-06-30')) }), 'p2');
  const c = await snapshot(built('p3', { 'cv.pdf': await pdf('Maya Lindquist', new Date('2026-01-01')) }), 'p3');
  expect(a.files[0]?.kind).toBe('pdf');
  expect(compareSnapshots(a, b).changed).toEqual([]);
  expect(compareSnapshots(a, c).changed.map((x) => x.path)).toEqual(['cv.pdf']);
});

test('compare exits 1 on a difference and 0 when the two are the same', async () => {
  const files = { same: site(first), again: site(second), other: site(second, 'Ada Okafor') };
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(scratch, `${name}.json`), JSON.stringify(await snapshot(built(name, content), name)));
  const compare = (b: string) =>
    spawnSync(
      process.execPath,
      ['tooling/scripts/same-output.mjs', 'compare', path.join(scratch, 'same.json'), path.join(scratch, b)],
      { cwd: repoRoot, encoding: 'utf8' },
    );
  const same = compare('again.json');
  expect(same.status, same.stderr).toBe(0);
  expect(same.stdout).toBe('same: same\n');
  const other = compare('other.json');
  expect(other.status).toBe(1);
  expect(other.stdout).toContain('same: 1 difference\n  changed  index.html, line 4:\n');
  expect(other.stdout).toContain('    + </head><body><h1 class="[ve1]">Ada Okafor</h1>');
});

test('a build runs without the NODE_ENV Vite sets in the process that loaded it: a production build, not a development one', () => {
  expect(buildEnv({ NODE_ENV: 'development', PATH: '/usr/bin' }, { OUT_DIR: '/tmp/out' })).toEqual({
    PATH: '/usr/bin',
    OUT_DIR: '/tmp/out',
  });
});

test('--html-trees: a page written another way is the same tree (its prerendered copies too); a word is not', async () => {
  const page = (doctype: string, quote: string, amp: string, word = 'explain') =>
    `${doctype}<html><head><script type="text/html" data-page="home"><p>R ${amp} D</p></script></head>` +
    `<body><noscript><p>Robots ${quote}${word}${quote} ${amp} more</p></noscript></body></html>`;
  const pages = (html: string, json: string) => ({ 'index.html': html, 'assets/pages-affa6f6140.json': json });
  const a = await snapshot(
    built('t1', pages(page('<!DOCTYPE html>', '&quot;', '&amp;'), '{"about":"<p>A &amp; B</p>"}')),
    't1',
  );
  const b = await snapshot(
    built('t2', pages(page('<!doctype html>', '"', '&#x26;'), '{"about":"<p>A &#x26; B</p>"}')),
    't2',
  );
  const c = await snapshot(built('t3', pages(page('<!doctype html>', '"', '&#x26;', 'talk'), '{}')), 't3');
  expect(compareSnapshots(a, b).changed.map((x) => x.path)).toEqual(['assets/pages-[hash].json', 'index.html']);
  expect(compareSnapshots(a, b, { htmlTrees: true })).toEqual({
    added: [],
    removed: [],
    changed: [],
    notes: ['2 files with the same HTML, written otherwise (--html-trees)'],
    broken: false,
  });
  const d = compareSnapshots(a, c, { htmlTrees: true });
  expect(d.changed.map((x) => x.path)).toEqual(['assets/pages-[hash].json', 'index.html']);
  expect(d.changed[1]?.after).toContain('<p>Robots "talk" &amp; more</p>');
});
