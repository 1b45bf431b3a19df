import type { Page } from '@playwright/test';
import { axeTimeout, expectNoAxeViolations } from '../support/axe';
import { gotoRoute, watchConsole } from '../support/page';
import { asReturningVisitor, expectImagesDecoded, inEachTheme } from '../support/settle';
import { expect, test } from './fixtures';
import { missingFiles, reachedRoutes, watchFailures } from './references';

/*
 * Every page the owner's content reaches (the main navigation, a page only linked, like News, and an
 * unknown address), at a phone width and a laptop width, each opened once for all its checks:
 * @links (laptop): it renders under the sub-path and every file it references is in the build;
 * @a11y: axe (WCAG 2.2 AA, support/axe.ts) in both themes, every image and font loads, no console error.
 */

const widths = [360, 1280];
const laptop = 1280;

for (const width of widths) {
  for (const { path, label } of reachedRoutes()) {
    test.describe(`#${path} at ${width} px`, () => {
      // One page load for the group's tests, in order, in one worker (a failure reopens it for those left).
      test.describe.configure({ mode: 'default', timeout: 2 * axeTimeout + 30_000 });
      let page: Page;
      let messages: string[];
      let failed: string[];

      test.beforeAll(async ({ browser, site }) => {
        page = await browser.newPage({ baseURL: site.url, viewport: { width, height: 800 }, reducedMotion: 'reduce' });
        messages = watchConsole(page);
        failed = watchFailures(page, () => `#${path}`);
        // The web fonts from the first paint, so that a face that does not load fails below.
        await asReturningVisitor(page);
        await gotoRoute(page, path);
      });
      test.afterAll(async () => page?.close());

      if (width === laptop)
        test(
          'renders under /portfolio/, and every file it references is in the build',
          { tag: '@links' },
          async ({ request }) => {
            if (label)
              await expect(
                page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }),
              ).toHaveAttribute('aria-current', 'page');
            // Lazy images below the fold are loaded too, and the fonts settle.
            await expectImagesDecoded(page);
            const fonts = await page.evaluate(async () => {
              await document.fonts.ready;
              return [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`);
            });
            expect(
              fonts.filter((f) => f.endsWith('error')),
              `#${path}: fonts that failed`,
            ).toEqual([]);
            expect(
              fonts.some((f) => f.endsWith('loaded')),
              `#${path}: a web font loaded`,
            ).toBe(true);
            expect(await missingFiles(page, request, `#${path}`)).toEqual([]);
            expect(failed).toEqual([]);
            expect(messages, `#${path} at ${width} px: console errors and warnings`).toEqual([]);
          },
        );

      test(
        'axe in the light and dark themes; every image and font loads; the console stays quiet',
        { tag: '@a11y' },
        async () => {
          // inEachTheme settles the page in each theme: a face or an image that does not load fails there, by name.
          await inEachTheme(page, (theme) =>
            test.step(`axe (${theme})`, () =>
              expectNoAxeViolations(page, { message: `#${path}`, theme, width, timeout: axeTimeout })),
          );
          expect(messages, `#${path} at ${width} px: console errors and warnings`).toEqual([]);
        },
      );
    });
  }
}
