import { test } from '@playwright/test';
import { cjkBaseURL, rtlBaseURL } from '../support/owners';
import { watchConsole } from '../support/page';
import { expectInEachTheme } from '../support/screenshot';
import { gotoAndSettle, settle } from '../support/settle';
import { expectNoSystemFonts } from '../support/systemFonts';

/*
 * The site in a script its faces do not draw: the Arabic owner (right to left) and the Chinese owner, their
 * Home, About and Publications, whole (header, main, footer: the frame mirrors too), in both themes, each with
 * an axe audit; at 360 and 1200 px only (`@scripts`, visualProjects.ts). Their own script is drawn in the
 * machine's font for it, named here: the baselines hold for that font alone. The window is as tall as the page,
 * so that below sm the bottom bar sits at its end, not over the middle of a capture taken beyond the window.
 */
const owners = [
  { name: 'rtl', baseURL: rtlBaseURL, fallback: 'DejaVu Sans' },
  { name: 'cjk', baseURL: cjkBaseURL, fallback: 'Droid Sans Fallback' },
] as const;

const routes = ['home', 'about', 'publications'] as const;

for (const { name, baseURL, fallback } of owners) {
  test.describe(`The ${name} test owner`, () => {
    test.use({ baseURL });
    for (const route of routes) {
      test(
        `#/${route}: the page matches its baselines, no axe violation, light and dark`,
        { tag: '@scripts' },
        async ({ page }) => {
          const problems = watchConsole(page);
          await gotoAndSettle(page, `/${route}`);
          await expectNoSystemFonts(page, { fallback });
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          await page.setViewportSize({ width: page.viewportSize()!.width, height });
          await settle(page);
          await expectInEachTheme(page, `${name}-${route}`);
          test.expect(problems).toEqual([]);
        },
      );
    }
  });
}
