import { expect, test, type Page } from '@playwright/test';
import { gotoRoute, watchConsole } from '../support/page';

/*
 * What holds on every route (spec: quality bars): links that leave the site, a clean console, no third-party
 * requests, the CSP, landmarks and heading order. Each test loops
 * over the routes in one page and names the route in every failure.
 */

const routes = ['/home', '/about', '/projects', '/publications', '/contact', '/no-such-page', '/news'];

/** Opens a route as a fresh load (not a hash change inside the app already running). */
async function openFresh(page: Page, route: string) {
  await page.goto('about:blank');
  await gotoRoute(page, route);
}

test.describe('Every route', () => {
  // Each test opens all seven routes in turn.
  test.describe.configure({ timeout: 120_000 });

  test('links that leave the site open a new tab with rel="noopener noreferrer"; mailto links do not', async ({
    page,
  }) => {
    let external = 0;
    for (const route of routes) {
      await test.step(route, async () => {
        await openFresh(page, route);
        const links = await page.locator('a[href]').evaluateAll((anchors) =>
          anchors.map((a) => {
            const el = a as HTMLAnchorElement;
            const url = new URL(el.href);
            return {
              href: el.getAttribute('href'),
              protocol: url.protocol,
              leaves:
                /^https?:$/.test(url.protocol) && (url.origin !== location.origin || /\.pdf$/i.test(url.pathname)),
              target: el.getAttribute('target'),
              rel: (el.getAttribute('rel') ?? '').split(/\s+/),
            };
          }),
        );
        for (const link of links) {
          if (link.leaves) {
            external++;
            expect.soft(link.target, `${route}: target of ${link.href}`).toBe('_blank');
            expect
              .soft(link.rel, `${route}: rel of ${link.href}`)
              .toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
          } else if (link.protocol === 'mailto:') {
            expect.soft(link.target, `${route}: target of ${link.href}`).not.toBe('_blank');
          }
        }
      });
    }
    // The resume, posters, papers and profile links: the check above had something to check.
    expect(external).toBeGreaterThan(5);
  });

  test('loading logs no console error or warning, requests only the local server, under a CSP without inline script', async ({
    page,
    baseURL,
  }) => {
    const local = new URL(baseURL!).host;
    const messages = watchConsole(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^(https?|wss?):$/.test(url.protocol) && url.host !== local) foreign.push(request.url());
    });
    for (const route of routes) {
      await test.step(route, async () => {
        messages.length = 0;
        foreign.length = 0;
        await openFresh(page, route);
        // Lazy images and anything fetched after load: scroll through the page, then let it go quiet.
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
        await page.waitForLoadState('networkidle');
        expect.soft(messages, `${route}: console errors and warnings`).toEqual([]);
        expect.soft(foreign, `${route}: requests to other hosts`).toEqual([]);
        const csp = page.locator('meta[http-equiv="Content-Security-Policy"]');
        await expect(csp, `${route}: CSP meta`).toHaveCount(1);
        const directives = Object.fromEntries(
          ((await csp.getAttribute('content')) ?? '')
            .split(';')
            .map((d) => d.trim().split(/\s+/))
            .filter((d) => d[0])
            .map(([name, ...values]) => [name, values]),
        );
        expect.soft(directives['script-src'], `${route}: CSP script-src`).toBeDefined();
        expect.soft(directives['script-src'] ?? [], `${route}: CSP script-src`).not.toContain("'unsafe-inline'");
        expect.soft(directives['script-src'] ?? [], `${route}: CSP script-src`).not.toContain('*');
      });
    }
  });

  test('one banner, one main navigation, one main, one footer, one h1, and heading levels never skip', async ({
    page,
  }) => {
    for (const route of routes) {
      await test.step(route, async () => {
        await openFresh(page, route);
        await expect.soft(page.getByRole('banner'), `${route}: banner`).toHaveCount(1);
        await expect.soft(page.getByRole('navigation', { name: 'Main' }), `${route}: main nav`).toHaveCount(1);
        await expect.soft(page.getByRole('main'), `${route}: main`).toHaveCount(1);
        await expect.soft(page.getByRole('contentinfo'), `${route}: footer`).toHaveCount(1);
        await expect.soft(page.locator('h1'), `${route}: h1`).toHaveCount(1);
        await expect.soft(page.getByRole('heading', { level: 1 }), `${route}: visible h1`).toBeVisible();
        const levels = await page.evaluate(() =>
          [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
            .filter((h) => h.checkVisibility() && !h.closest('[aria-hidden="true"], [inert], template'))
            .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? '').trim() })),
        );
        expect(levels[0]?.level, `${route}: the first heading is the h1`).toBe(1);
        const skips = levels
          .map((h, i) =>
            i > 0 && h.level > levels[i - 1]!.level + 1 ? `h${levels[i - 1]!.level} → h${h.level} "${h.text}"` : null,
          )
          .filter(Boolean);
        expect.soft(skips, `${route}: heading levels that skip`).toEqual([]);
      });
    }
  });

  test('at 360, 600 and 1280px the brand, the page heading and the footer text share one left edge', async ({
    page,
  }) => {
    for (const route of ['/home', '/contact', '/no-such-page']) {
      await openFresh(page, route);
      // One load per route, the window resized to each width.
      for (const width of [360, 600, 1280]) {
        await test.step(`${route} at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          const left = async (selector: string) => (await page.locator(selector).first().boundingBox())?.x;
          const brand = await left('header a');
          expect(brand, `${route} at ${width}px: brand`).toBeGreaterThan(0);
          expect(await left('main h1'), `${route} at ${width}px: h1 against the brand`).toBeCloseTo(brand!, 0);
          expect(await left('footer p'), `${route} at ${width}px: footer against the brand`).toBeCloseTo(brand!, 0);
        });
      }
    }
  });

  // The skip link on every route, in every engine: visual-tests/engines/visitor.spec.ts.
  // axe: every route is audited at every breakpoint, in both themes, by visual-tests/visual/routes.spec.ts.
});
