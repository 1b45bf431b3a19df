import { test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { expectInEachTheme } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';

/*
 * About's sections beyond the specification's five, on the complete test owner: talks of every type
 * (some from its .bib), teaching over several years, and a section the owner named, at every breakpoint
 * in both themes, each with an axe audit of the section.
 */
test.use({ baseURL: completeBaseURL });

const sections = [
  { name: 'talks', heading: 'Talks and performances' },
  { name: 'teaching', heading: 'Teaching' },
  { name: 'software', heading: 'Software' },
];

test.describe('About’s own sections (the complete test owner)', () => {
  for (const { name, heading } of sections) {
    test(`${heading}, light and dark`, { tag: '@route-cv' }, async ({ page }) => {
      await gotoAndSettle(page, '/about');
      const section = page.getByRole('region', { name: heading });
      await expectInEachTheme(page, `about-${name}`, { shown: section, audited: section });
    });
  }
});
