import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/page';
import { expectInEachTheme, mainRows } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';
import { expectNoSystemFonts } from '../support/systemFonts';

/**
 * Every page of the site and the not-found page; the file name of each baseline. Each test is tagged
 * `@route-<name>`, for the projects that capture only some (visualProjects.ts). Each baseline shows the
 * page's `main` at its full height; the header and footer are captured once per width (frame.spec.ts).
 */
const routes = [
  { name: 'home', route: '/home' },
  { name: 'about', route: '/about' },
  { name: 'projects', route: '/projects' },
  { name: 'publications', route: '/publications' },
  { name: 'contact', route: '/contact' },
  { name: 'not-found', route: '/no-such-page' },
] as const;

test.describe('Every route: its main content, and an audit of the whole page', () => {
  for (const { name, route } of routes) {
    test(
      `${name} (#${route}): main matches its baselines, the page has no axe violations, light and dark`,
      { tag: `@route-${name}` },
      async ({ page }) => {
        const problems = watchConsole(page);
        await gotoAndSettle(page, route);
        if (route === '/home') {
          // The list above covers every page in the main navigation.
          const navTargets = await page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link')
            .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).hash.slice(1)));
          expect.soft(navTargets.length).toBeGreaterThan(0);
          expect.soft(routes.map((r) => r.route)).toEqual(expect.arrayContaining(navTargets));
        }
        // No text in a font the machine happens to have: a new font package must never move a baseline.
        await expectNoSystemFonts(page);
        await expectInEachTheme(page, `${name}-main`, { shown: page.getByRole('main'), ...mainRows });
        expect(problems).toEqual([]);
      },
    );
  }
});
