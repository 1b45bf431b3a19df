import { expect, test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { expectInEachTheme, siteFrame } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';

/*
 * Citation counts, which only the complete test owner turns on (publications.ts `citationCounts`): the
 * line on a card and at the end of a row's line, at every breakpoint in both themes, each audited by axe.
 */
test.use({ baseURL: completeBaseURL });

const entries = [
  { name: 'card', title: 'Show, Then Move', text: 'Cited by 97 · OpenAlex · Nov 2026' },
  { name: 'row', title: 'Robots in the Crowd', text: 'Cited by 1,204 · OpenAlex · Nov 2026' },
];

test.describe('Citation counts (the complete test owner)', () => {
  for (const { name, title, text } of entries) {
    test(`a ${name} with its count, source and date, light and dark`, { tag: '@state' }, async ({ page }) => {
      await gotoAndSettle(page, '/publications');
      const entry = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
      await entry.scrollIntoViewIfNeeded();
      await expect(entry).toContainText(text);
      await expectInEachTheme(page, `publication-${name}-cited-by`, {
        shown: entry,
        hide: siteFrame,
        audited: entry,
      });
    });
  }
});
