import { expect, test } from '@playwright/test';
import { fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * al-folio's CV page names a PDF (`cv_pdf`) the old folder does not hold (a real site's PDF was never
 * checked in): the report must not say it was copied, nor link "see my CV" to a file that is not there.
 */
test('a CV PDF absent from the old folder is named missing, never said copied nor linked', async () => {
  const run = await migrateInto(fixture('al-folio-cvpdf'));
  expect(linesOf(run.report, 'assets/pdf/mensah_cv.pdf')).toEqual(['assets/pdf/mensah_cv.pdf (profile › resume)']);
  expect(run.report).not.toContain('your CV PDF is copied');
  expect(run.read('content/profile.ts')).toContain(
    "intro: ['I build robots that clear rubble after floods. See my CV.'],",
  );
});
