import { expect, test } from '@playwright/test';
import { cjkBaseURL, rtlBaseURL } from '../support/owners';
import { gotoRoute, watchConsole } from '../support/page';

/*
 * The owners per script take over their prerendered pages without a word of difference: the build wrote the
 * dates, the range mark, the lists and the digits from Node's Intl, and the browser formats from the same data
 * (src/i18n/localeData.ts), not from its own ICU. A text mismatch is React's error #418 in the console.
 */
const owners = [
  { name: 'Arabic (ar-EG)', baseURL: rtlBaseURL },
  { name: 'Chinese (zh-CN)', baseURL: cjkBaseURL },
];

for (const owner of owners)
  test.describe(`The ${owner.name} owner's pages load without an error`, () => {
    test.use({ baseURL: owner.baseURL });
    for (const route of ['/', '/about', '/publications'])
      test(`#${route}`, async ({ page }) => {
        const messages = watchConsole(page);
        await gotoRoute(page, route);
        // A recoverable error (a hydration mismatch among them) is reported after the commit: give it a frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
        expect(messages).toEqual([]);
      });
  });
