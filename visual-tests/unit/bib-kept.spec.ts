import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readBibliography } from '../../tooling/content/bib/bibtex';
import { readPublications } from '../../tooling/content/bib/publications';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { keptBib } from '../fixtures/bibtex/keptBib';

/** keptBib (fixtures/bibtex/keptBib.ts) in a content folder of its own, read as the build reads it. */
function read() {
  const dir = mkdtempSync(join(tmpdir(), 'kept-bib-'));
  writeFileSync(join(dir, 'publications.bib'), keptBib, 'utf8');
  return readPublications(dir, 'site/content', {}, join(dir, 'public'));
}
const { publications, issues } = read();
const lines = issues.map((i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`);
const byId = (id: string) => publications.find((p) => p.id === id);

test.describe('The .bib as real owners keep it', () => {
  test('CRLF line ends and a BOM: names broken before "and" read as the names they are', () => {
    expect(byId('berg2024reading')?.authors).toEqual(['Ines Berg', 'Chidi Okafor', 'María de la Cruz']);
    expect(byId('berg2024reading')?.venue).toBe(
      'Proceedings of the CHI Conference on Human Factors in Computing Systems',
    );
    expect(lines.filter((l) => /4-part|unexpected/.test(l))).toEqual([]);
  });

  test('every failure names the entry, the field and the line; nothing else fails', () => {
    expect(lines.filter((l) => l.startsWith('error'))).toEqual([
      'error: site/content/publications.bib › okafor2018broken › title: the entry cannot be read (line 73): token mismatch at line 77; check this field’s braces, quotes and commas',
      'error: site/content/publications.bib › okafor2020names › author: "Okafor, Chidi, Berg, Ines" has 4 parts between commas (line 66); a name has at most three (von Last, Jr, First): is an "and" missing between two names?',
      'error: site/content/publications.bib › berg2021notes: citation key "berg2021notes" is used 3 times (lines 36, 43 and 48): give each entry a key of its own; only the first is read',
    ]);
    expect(byId('okafor2017after')?.title).toBe('Read After the Broken One');
  });

  test('the field named is the one the parser stopped in: braces inside quotes count, a missing "=" names its field', () => {
    const located = (text: string) => readBibliography(text, 'publications.bib').issues.map(formatIssue);
    expect(
      located(
        '@article{q1,\n  title = "Quote {unbalanced",\n  year = {2020}\n}\n@article{q2, title={Ok}, year=2020}\n',
      ),
    ).toContainEqual(
      'publications.bib › q1 › title: the entry cannot be read (line 2): unterminated quote-value at line 6; check this field’s braces, quotes and commas',
    );
    expect(located('@article{q3,\n  title = {T},\n  year 2020\n}\n')).toEqual([
      'publications.bib › q3 › year: the entry cannot be read (line 3): an equals sign is missing after the field’s name',
    ]);
    expect(located('@article{q4,\n  author = {Ng, Ada},\n  year = {2020},\n  title = {Cost $x}\n}\n')).toEqual([
      'publications.bib › q4 › title: the entry cannot be read (line 4): unclosed math section; check this field’s braces, quotes and commas',
    ]);
    expect(located('@article{q5,\n  author = {Ng, Ada},\n  year = {2020},\n  title = "T" # \n}\n')).toEqual([
      'publications.bib › q5 › title: "#" joins nothing (line 4): write what follows it, or remove it',
    ]);
  });

  test('placeholder DOIs are named and never published: no link, no Cite line, no "same paper"', () => {
    expect(lines.filter((l) => l.includes('placeholder'))).toEqual([
      'warning: site/content/publications.bib › berg2024reading › doi: "10.1145/XXXXXXXXXXXX" is a placeholder, not published',
      'warning: site/content/publications.bib › berg2023maps › doi: "10.1145/XXXXXXXXXXXX" is a placeholder, not published',
      'warning: site/content/publications.bib › berg2022sea › doi: "10.xxxx/sea-trials" is a placeholder, not published',
      'warning: site/content/publications.bib › berg2022sea › url: "https://doi.org/10.1145/nnnnnnn.nnnnnnn" is a placeholder, not published',
      'warning: site/content/publications.bib › berg2021notes › doi: "10.0000/field-notes" is a placeholder, not published',
      'warning: site/content/publications.bib › prassler2019apa › doi: "XXXXXXXX" is a placeholder, not published',
      'warning: site/content/publications.bib › okafor2017after › acmdoi: "10.1145/1122445.1122456" is a placeholder, not published',
    ]);
    for (const id of ['berg2024reading', 'berg2023maps', 'berg2022sea', 'berg2021notes', 'prassler2019apa']) {
      const paper = byId(id)!;
      expect([paper.doiLink, paper.url]).toEqual([undefined, undefined]);
      expect(paper.bibtex).not.toMatch(/doi|XXXX|nnnn/i);
    }
    expect(byId('okafor2017after')?.doiLink).toBe('https://doi.org/10.1145/3544548.3581234');
    expect(lines.filter((l) => l.includes('the same paper'))).toEqual([]);
  });

  test('al-folio’s award fields give the award badge; a field the site does not know is named, not "nothing to fix"', () => {
    expect(publications.map((p) => [p.id, p.award])).toEqual([
      ['berg2024reading', 'Best Paper'],
      ['berg2023maps', 'Best Paper Honourable Mention'],
      ['berg2022sea', 'Honourable Mention'],
      ['berg2021notes', undefined],
      ['okafor2020names', undefined],
      ['prassler2019apa', undefined],
      ['okafor2017after', undefined],
    ]);
    expect(
      issues.filter((i) => i.problem.includes('dei')).map((i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`),
    ).toEqual([
      'warning: site/content/publications.bib: fields the site does not know, left off every page: dei (2 entries); if one should show, put what it says in a field the site shows (award, abbr) or in publications.ts',
    ]);
  });

  test('a name holding a date, a status, an ellipsis or "et al." is a warning naming it, in any .bib', () => {
    expect(lines.filter((l) => l.includes('› author:') && l.startsWith('warning'))).toEqual([
      'warning: site/content/publications.bib › prassler2019apa › author: "E. (2019 Prassler, May)." holds a date ("2019"), not a name: the date goes in year and month; shown as written',
      'warning: site/content/publications.bib › prassler2019apa › author: "N. (Accepted) Kr{\\"u}ger" holds "Accepted", not a name: a paper’s status goes in pubstate or note; shown as written',
      'warning: site/content/publications.bib › prassler2019apa › author: "…" is an ellipsis, not a name: write "and others" for the names left out; shown as written',
      'warning: site/content/publications.bib › prassler2019apa › author: "et al." is not a name: write "and others" for the names left out; shown as written',
    ]);
  });
});
