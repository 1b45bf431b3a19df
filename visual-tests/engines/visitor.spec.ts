import { waitUntil } from './common';
import { expect, test } from './fixtures';

/*
 * What a visitor does, in every engine (the projects engine-chromium, engine-firefox and
 * engine-webkit run this same file). Each test opens a fresh page. Narrow is below sm (the bottom
 * bar, short labels), wide is the desktop layout.
 */
const narrow = { width: 400, height: 800 };
const wide = { width: 1280, height: 800 };
const routes = ['/home', '/about', '/projects', '/publications', '/contact'];
const mainNav = 'nav[aria-label="Main"]';
const navLink = (label: string) => `${mainNav} a[href$="#/${label.toLowerCase()}"]`;
// The table of contents is the navigation named by its own heading ("On this page").

test.describe('Every engine', () => {
  test('the bare address opens #/home; an unknown one the not-found page', async ({ site }) => {
    await site.open('', wide);
    await waitUntil(site, () => location.hash === '#/home', 'the redirect to #/home');
    expect(await site.evaluate(() => document.querySelector('main h1')?.textContent)).toContain('Maya');
    await site.open('/no-such-page', wide);
    expect(await site.evaluate(() => document.querySelector('main h1')?.textContent)).toBe('Page not found');
  });

  test('a deep link shows its own page before and after the app takes over, with no errors on any route', async ({
    site,
  }) => {
    for (const route of routes) {
      await site.open(route, wide);
      const shown = await site.evaluate(() => ({
        h1: document.querySelector('main h1')?.textContent ?? '',
        title: document.title,
        current: document.querySelector('nav[aria-label="Main"] [aria-current="page"]')?.getAttribute('href') ?? '',
      }));
      expect(shown.current, route).toMatch(new RegExp(`#${route}$`));
      expect(shown.h1.length, route).toBeGreaterThan(0);
      expect(await site.errors(), `${route}: console errors`).toEqual([]);
    }
  });

  test('wide: the main navigation is a top bar; a click moves aria-current to the new page', async ({ site }) => {
    await site.open('/home', wide);
    const bar = () =>
      site.evaluate(() => {
        const nav = document.querySelector('nav[aria-label="Main"]')!;
        const r = nav.getBoundingClientRect();
        return {
          position: getComputedStyle(nav).position,
          top: r.top,
          current: [...nav.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent),
        };
      });
    const atHome = await bar();
    expect(atHome.position).toBe('static');
    expect(atHome.top).toBeLessThan(64);
    expect(atHome.current).toEqual(['Home']);
    await site.click(navLink('Projects'));
    await waitUntil(site, () => location.hash === '#/projects', '#/projects');
    await waitUntil(site, () => document.querySelector('main h1')?.textContent === 'Projects', 'the Projects page');
    expect((await bar()).current).toEqual(['Projects']);
  });

  test('narrow: the main navigation is a bar fixed to the bottom of the viewport, over a scrolled page', async ({
    site,
  }) => {
    await site.open('/projects', narrow);
    expect(await site.evaluate(() => innerWidth)).toBeLessThan(600);
    const bar = () =>
      site.evaluate(() => {
        const r = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
        return {
          bottom: Math.round(r.bottom),
          viewport: innerHeight,
          width: Math.round(r.width),
          pageWidth: document.documentElement.clientWidth,
        };
      });
    const atTop = await bar();
    expect(atTop.bottom).toBe(atTop.viewport);
    expect(atTop.width).toBe(atTop.pageWidth);
    await site.evaluate(() => scrollTo(0, 800));
    await waitUntil(site, () => scrollY > 0, 'the page to scroll');
    expect(await bar()).toEqual(atTop);
  });

  test('double-clicking the current page in the navigation returns to the top', async ({ site }) => {
    // Narrow: the bottom bar stays in view while the page is scrolled.
    await site.open('/about', narrow);
    await site.evaluate(() => scrollTo(0, 1500));
    await waitUntil(site, () => scrollY > 1000, 'the page to scroll');
    await site.doubleClick(navLink('About'));
    await waitUntil(site, () => scrollY === 0, 'the page back at the top');
    expect(await site.evaluate(() => location.hash)).toBe('#/about');
  });

  test('About: the table of contents marks one entry; a click brings its section up, on the same route', async ({
    site,
    engine,
  }) => {
    await site.open('/about', wide);
    const active = () =>
      site.evaluate(() =>
        [...document.querySelectorAll('nav[aria-labelledby] [aria-current="location"]')].map((a) => a.textContent),
      );
    // The scroll-spy marks its entry once the headings have been observed.
    await waitUntil(
      site,
      () => document.querySelectorAll('nav[aria-labelledby] [aria-current="location"]').length === 1,
      'one current entry',
    );
    expect(await active()).toHaveLength(1);
    await site.click('nav[aria-labelledby] a[href*="section=experience"]');
    const settled = async () => {
      await waitUntil(
        site,
        () => {
          const top = document.getElementById('experience')?.getBoundingClientRect().top ?? -1;
          return top >= 0 && top < 120;
        },
        'the Experience heading at the top',
      );
    };
    if (typeof engine !== 'string' && engine.reducedMotion) {
      // Reduced motion: no smooth scroll, the heading is there at the next frame.
      expect(
        await site.evaluate(
          () =>
            new Promise<number>((done) =>
              requestAnimationFrame(() => done(document.getElementById('experience')!.getBoundingClientRect().top)),
            ),
        ),
      ).toBeLessThan(120);
    }
    await settled();
    await waitUntil(site, () => document.activeElement?.id === 'experience', 'focus on the heading');
    expect(await active()).toEqual(['Experience']);
    expect(await site.evaluate(() => location.hash)).toMatch(/^#\/about(\?section=experience)?$/);
  });

  test('a card swaps to its hover image under the pointer and with focus inside', async ({ site }) => {
    await site.open('/projects', wide);
    const shown = () =>
      site.evaluate(() => {
        const card = document.querySelector('main article')!;
        const visible = (img: Element | null) =>
          !!img && getComputedStyle(img).display !== 'none' && getComputedStyle(img).visibility !== 'hidden';
        return {
          main: visible(card.querySelector('img:not([alt=""])')),
          hover: visible(card.querySelector('img[alt=""]')),
        };
      });
    expect(await shown()).toEqual({ main: true, hover: false });
    await site.hover('main article h3');
    await waitUntil(
      site,
      () => {
        const img = document.querySelector('main article img[alt=""]');
        const main = document.querySelector('main article img:not([alt=""])')!;
        return (
          !!img &&
          getComputedStyle(img).display !== 'none' &&
          (img as HTMLImageElement).complete &&
          getComputedStyle(main).visibility === 'hidden'
        );
      },
      'the hover image in place of the main one',
    );
    expect(await shown()).toEqual({ main: false, hover: true });

    await site.hover('footer');
    await waitUntil(
      site,
      () => getComputedStyle(document.querySelector('main article img[alt=""]')!).display === 'none',
      'the pointer gone',
    );
    await site.evaluate(() => document.querySelector<HTMLElement>('main article a')!.focus());
    // The swap ends within a frame (reduced motion cuts every transition to 0.01ms).
    await waitUntil(
      site,
      () => getComputedStyle(document.querySelector('main article img:not([alt=""])')!).visibility === 'hidden',
      'the main image hidden',
    );
    expect(await shown()).toEqual({ main: false, hover: true });
  });

  test('the Scholar button reads "Scholar" on a phone and "Google Scholar" on a wide screen', async ({ site }) => {
    const label = () =>
      site.evaluate(() =>
        (
          document.querySelector('main a[aria-label^="Google Scholar"], main a[href*="scholar.google"]') as HTMLElement
        ).innerText.trim(),
      );
    await site.open('/contact', narrow);
    expect(await label()).toBe('Scholar');
    await site.open('/contact', wide);
    await waitUntil(site, () => innerWidth >= 600, 'the wide viewport');
    expect(await label()).toBe('Google Scholar');
  });

  test('the skip link is the first stop for the keyboard and moves focus to the main content', async ({ site }) => {
    await site.open('/contact', wide);
    await site.press('Tab');
    expect(await site.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await waitUntil(
      site,
      () => document.activeElement!.getBoundingClientRect().top >= 0,
      'the focused skip link in view',
    );
    await site.press('Enter');
    await waitUntil(site, () => document.activeElement?.id === 'main', 'focus on <main>');
    expect(await site.evaluate(() => location.hash)).toBe('#/contact');
  });
});
