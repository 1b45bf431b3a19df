import { expect, test } from '@playwright/test';
import { fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * A HugoBlox course page whose only content is its `links:` buttons (a real economist's evaluations
 * PDFs, one per course): each is named on its entry, not dropped without a word.
 */
test('a Hugo course page’s links buttons are named on the entry', async () => {
  const run = await migrateInto(fixture('hugo-teaching-links'));
  expect(linesOf(run.report, 'site/content/teaching.ts › macro › description')).toEqual([
    'site/content/teaching.ts › macro › description: link to Macro2019.pdf (“Evaluations”, a button of the old page): not carried; add it to the description',
    'site/content/teaching.ts › macro › description: link to https://example.org/macro-syllabus (“Syllabus”, a button of the old page): not carried; add it to the description',
  ]);
});

/*
 * A course page with neither a date nor an institution, as another real economist's site keeps its older courses:
 * Hugo dates a page by its `publishDate` when `date` is missing, and a course needs no institution.
 */
test('a Hugo course page dated only by publishDate, naming no institution, is carried with that date and no to-do', async () => {
  const run = await migrateInto(fixture('hugo-teaching-links'));
  const teaching = run.read('content/teaching.ts');
  const seminar = teaching.slice(teaching.indexOf("id: 'seminar'"));
  expect(seminar).toContain("course: 'Research Seminar in Behavioural Economics'");
  expect(seminar).toContain("date: '2013-04-01'");
  expect(teaching).not.toContain('institution');
  expect(linesOf(run.report, 'site/content/teaching')).toEqual([
    'site/content/teaching.ts › macro › description: link to Macro2019.pdf (“Evaluations”, a button of the old page): not carried; add it to the description',
    'site/content/teaching.ts › macro › description: link to https://example.org/macro-syllabus (“Syllabus”, a button of the old page): not carried; add it to the description',
  ]);
});
