import { builtPageRoutes } from '../support/buildOutput';

/** The pages this site has (an owner without projects has no Projects page), as its build lists them. */
const pageRoutes = builtPageRoutes();
import { expectNoAxeViolations } from '../support/axe';
import { gotoRoute, watchConsole } from '../support/page';
import { inEachTheme } from '../support/settle';
import { expect, test } from './fixtures';

/*
 * Whatever the content: every page passes axe (WCAG 2.2 AA, the rules of support/axe.ts) in both
 * themes, on a phone and on a laptop, its fonts and images load, and the console stays quiet.
 */

const routes = [...pageRoutes.map((r) => r.path), '/no-such-page'];
const widths = [360, 1280];

for (const width of widths) {
  test.describe(`At ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    for (const route of routes) {
      test(`#${route}: no axe violation in either theme, every image and font loads, no console error`, async ({
        page,
      }) => {
        const problems = watchConsole(page);
        await gotoRoute(page, route);
        // inEachTheme settles the page in each theme: a face or an image that does not load fails there, by name.
        await inEachTheme(page, (theme) => expectNoAxeViolations(page, { message: `#${route} at ${width} px`, theme }));
        expect(problems, `#${route} at ${width} px: console errors and warnings`).toEqual([]);
      });
    }
  });
}
