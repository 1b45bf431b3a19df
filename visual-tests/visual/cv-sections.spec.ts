import { expect, test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { expectInEachTheme, siteFrame } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';

/*
 * About's sections beyond the specification's five, on the complete test owner: talks of every type
 * (some from its .bib), teaching over several years, and a section the owner named, at every breakpoint
 * in both themes, each with an axe audit of the section.
 */
test.use({ baseURL: completeBaseURL });

const sections = [
  { name: 'talks', anchor: 'talks-and-performances', heading: 'Talks and performances' },
  { name: 'teaching', anchor: 'teaching', heading: 'Teaching' },
  { name: 'software', anchor: 'software', heading: 'Software' },
];

test.describe('About’s own sections (the complete test owner)', () => {
  for (const { name, anchor, heading } of sections) {
    test(`${heading}, light and dark`, { tag: '@route-cv' }, async ({ page }) => {
      await gotoAndSettle(page, '/about');
      const section = page.getByRole('region', { name: heading });
      // The section at the top, and the contents' current entry settled on it, before either theme's capture.
      await page
        .locator(`[id="${anchor}"]`)
        .evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
      const toc = page.getByRole('navigation', { name: 'On this page' });
      await expect(toc.locator('[aria-current="location"]')).toHaveText(heading, { useInnerText: true });
      // The header, the bottom bar and the contents' sticky bar (on a phone, over the section's top) painted out.
      const hide = `${siteFrame}, main nav`;
      await expectInEachTheme(page, `about-${name}`, { shown: section, hide, audited: section });
    });
  }
});
