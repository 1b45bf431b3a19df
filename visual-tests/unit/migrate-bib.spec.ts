import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentErrors, linesOf, migrateInto } from '../support/migrateRun';
import { keptBib } from '../fixtures/bibtex/keptBib';

/*
 * `npm run migrate` on an al-folio site whose .bib is kept as real owners keep it (keptBib: CRLF, a BOM, a
 * key used three times, a name of four parts, an unclosed brace, a field of the owner's own). The report's
 * count and to-dos are what the site's reader finds, so `npm run check` has nothing new to say about the .bib.
 */
let run: Awaited<ReturnType<typeof migrateInto>>;
test.beforeAll(async () => {
  const old = mkdtempSync(path.join(tmpdir(), 'alfolio-bib-'));
  mkdirSync(path.join(old, '_bibliography'));
  mkdirSync(path.join(old, '_pages'));
  writeFileSync(path.join(old, '_config.yml'), 'first_name: Ines\nlast_name: Berg\n# theme: al-folio\n');
  writeFileSync(path.join(old, '_pages/about.md'), '---\nlayout: about\n---\nI build robots that read aloud.\n');
  writeFileSync(path.join(old, '_bibliography/papers.bib'), keptBib);
  // A second bibliography beside it (one al-folio owner kept papers-all.bib): named, since the site reads one.
  writeFileSync(
    path.join(old, '_bibliography/papers-all.bib'),
    '@article{a1, title = {One}, year = {2020}}\n@workshop{a2, title = {Two}, year = {2021}}\n',
  );
  run = await migrateInto(old);
});

test('the count is what the site reads: entries found, and those read without an error', () => {
  expect(run.code).toBe(0);
  expect(linesOf(run.report, 'publications: ')).toEqual(['publications: carried 5 of 10']);
});

test('each error the check would give is a to-do with its line, a key used three times once; no "given twice"', async () => {
  const bibTodos = [
    'site/content/publications.bib › okafor2018broken › title: the entry cannot be read (line 73): token mismatch at line 77; check this field’s braces, quotes and commas',
    'site/content/publications.bib › okafor2020names › author: "Okafor, Chidi, Berg, Ines" has 4 parts between commas (line 66); a name has at most three (von Last, Jr, First): is an "and" missing between two names?',
    'site/content/publications.bib › berg2021notes: citation key "berg2021notes" is used 3 times (lines 36, 43 and 48): give each entry a key of its own; only the first is read',
    'site/content/publications.bib: fields the site does not know, left off every page: dei (2 entries); if one should show, put what it says in a field the site shows (award, abbr) or in publications.ts',
    'site/content/publications.bib: _bibliography/papers-all.bib (2 entries) is not carried: the site reads one .bib (the old site’s papers.bib); copy into it the entries that should show',
    // The check's warnings on what was written, in the optional list: placeholders and names that are no names.
    'site/content/publications.bib › 2 entries › doi: "10.1145/XXXXXXXXXXXX" is a placeholder, not published:',
    'site/content/publications.bib › berg2022sea › doi: "10.xxxx/sea-trials" is a placeholder, not published',
    'site/content/publications.bib › berg2022sea › url: "https://doi.org/10.1145/nnnnnnn.nnnnnnn" is a placeholder, not published',
    'site/content/publications.bib › berg2021notes › doi: "10.0000/field-notes" is a placeholder, not published',
    'site/content/publications.bib › prassler2019apa › doi: "XXXXXXXX" is a placeholder, not published',
    'site/content/publications.bib › prassler2019apa › author: "E. (2019 Prassler, May)." holds a date ("2019"), not a name: the date goes in year and month; shown as written',
    'site/content/publications.bib › prassler2019apa › author: "N. (Accepted) Kr{\\"u}ger" holds "Accepted", not a name: a paper’s status goes in pubstate or note; shown as written',
    'site/content/publications.bib › prassler2019apa › author: "…" is an ellipsis, not a name: write "and others" for the names left out; shown as written',
    'site/content/publications.bib › prassler2019apa › author: "et al." is not a name: write "and others" for the names left out; shown as written',
    'site/content/publications.bib › okafor2017after › acmdoi: "10.1145/1122445.1122456" is a placeholder, not published',
  ];
  expect(linesOf(run.report, 'site/content/publications.bib')).toEqual(bibTodos);
  expect(run.report).not.toContain('given twice');
  // The check on what migrate wrote refuses exactly what the report listed.
  const checked = (await contentErrors(run.site)).filter((e) => e.startsWith('publications.bib'));
  expect(checked).toEqual(bibTodos.slice(0, 3).map((t) => t.replace('site/content/', '')));
});
