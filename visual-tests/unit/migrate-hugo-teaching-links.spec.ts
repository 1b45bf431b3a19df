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
