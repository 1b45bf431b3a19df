import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { Publication } from '../../src/content/types';
import { cvPublications } from '../../src/cv/cvPublications';
import { bibParses, readBibliography } from '../../tooling/content/bib/bibtex';
import { checkContent, cvIssues } from '../../tooling/content/loadContent';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { subsetCharacters } from '../../tooling/generators/fontCharacters';
import { writeLargeContent } from '../fixtures/largeContent';

const root = fileURLToPath(new URL('../..', import.meta.url));
const publicDir = join(root, 'sample/public');

test.describe('A long .bib: read once, the CV within its limit, a huge field refused by name', () => {
  test('the content check and the font subsets read the .bib through one parse', async () => {
    test.setTimeout(120_000);
    const dir = writeLargeContent(mkdtempSync(join(tmpdir(), 'parse-once-')), 40);
    // A text no other test has parsed in this worker.
    appendFileSync(join(dir, 'publications.bib'), `\n% ${process.pid} ${Date.now()}\n`);
    try {
      const before = bibParses.count;
      const checked = await checkContent({ root, contentDir: dir, publicDir });
      expect(checked.store.publications).toHaveLength(52);
      subsetCharacters([join(dir, 'publications.bib')], [[[0x20, 0x7e]]]);
      expect(bibParses.count - before).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a 1 MB abstract is left out by name in well under a second; a 1 MB private field silently', () => {
    const mb = 'robots people trust '.repeat(52_429).slice(0, 1_048_576);
    const source = [
      `@article{huge2024,\n  title = {A Paper with a Pasted Abstract},\n  author = {Doe, Jane},\n  year = {2024},\n  abstract = {${mb}}\n}`,
      `@article{file2023,\n  title = "A Paper with an Attachment",\n  author = {Roe, Ann},\n  year = {2023},\n  file = "${mb}"\n}`,
      `@article{after2022,\n  title = {The Entry After},\n  author = {Poe, Al},\n  year = {2022}\n}`,
    ].join('\n');
    const started = performance.now();
    const { publications, issues } = readBibliography(source, 'content/publications.bib');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(issues.map(formatIssue)).toEqual([
      'content/publications.bib › huge2024 › abstract: is 1,048,576 characters long (line 5), more than the 20,000 the site reads: left out',
    ]);
    expect(publications.map((p) => [p.id, p.title, p.line, p.abstract])).toEqual([
      ['huge2024', 'A Paper with a Pasted Abstract', 1, undefined],
      ['file2023', 'A Paper with an Attachment', 7, undefined],
      ['after2022', 'The Entry After', 13, undefined],
    ]);
  });
});

/** `count` publications, newest first, as the content check hands them on; `selected` marks the ones given. */
const publications = (count: number, selected: number[] = []): Publication[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `paper${i}`,
    kind: 'Conference paper',
    title: `Paper ${i}`,
    authors: ['Doe, Jane'],
    venue: 'HRI',
    date: `${2026 - Math.floor(i / 100)}`,
    bibtex: '',
    ...(selected.includes(i) ? { selected: true } : {}),
  }));

test.describe('The CV’s rule for long lists', () => {
  const label = 'content';
  const issuesFor = (cv: object, list: Publication[]) =>
    cvIssues({ 'profile.ts': { profile: { cv } } }, list, label).map(
      (i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`,
    );

  test('more than 200: the newest 200, and a warning that says how many were left out', () => {
    const all = publications(2000);
    const { listed, chosen } = cvPublications({}, all);
    expect(listed.map((p) => p.id)).toEqual(all.slice(0, 200).map((p) => p.id));
    expect(chosen).toHaveLength(2000);
    expect(issuesFor({}, all)).toEqual([
      "warning: content/profile.ts › profile › cv.publications: the CV PDF lists the newest 200 of the 2,000 publications, 1,800 left out (resume.json lists them all): to choose them, mark them selected = {true} in the .bib and set cv: { publications: 'selected' }",
    ]);
    expect(issuesFor({}, publications(200))).toEqual([]);
  });

  test('the selected ones, when more than 200 are selected: the first 200, with a warning', () => {
    const picked = Array.from({ length: 250 }, (_, i) => i * 2);
    const all = publications(1000, picked);
    expect(cvPublications({ cv: { publications: 'selected' } }, all).listed).toHaveLength(200);
    expect(issuesFor({ publications: 'selected' }, all)).toEqual([
      'warning: content/profile.ts › profile › cv.publications: the CV PDF lists the first 200 of the 250 selected publications, 50 left out (resume.json lists them all): select fewer to list them all',
    ]);
    expect(issuesFor({ publications: 'selected' }, publications(1000, [1, 2]))).toEqual([]);
  });
});
