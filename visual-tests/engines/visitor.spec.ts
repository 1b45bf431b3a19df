// The sample has every page.
import { allPages } from '../../src/app/pageList';
import { waitForApp, waitUntil } from './common';
import type { EnginePage } from './driver';
import { expect, test } from './fixtures';

/** The pages the sample has: the template's own (a kind's list page, People, shows only for an owner who lists a lab). */
const pageRoutes = allPages;

/*
 * What a visitor does, in every engine (the projects engine-chromium, engine-firefox and
 * engine-webkit run this same file). Each test opens a fresh page. Narrow is below sm (the bottom
 * bar, short labels), wide is the desktop layout.
 */
const narrow = { width: 400, height: 800 };
const wide = { width: 1280, height: 800 };
const routes = ['/home', '/about', '/projects', '/publications', '/contact'];
const labels = ['Home', 'About', 'Projects', 'Publications', 'Contact'];
const mainNav = 'nav[aria-label="Main"]';
const navLink = (label: string) => `${mainNav} a[href$="#/${label.toLowerCase()}"]`;
// The table of contents is the navigation named by its own heading ("On this page").

/** The text of the main navigation's links marked aria-current="page". */
const currentNav = (site: EnginePage) =>
  site.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]')].map((a) => a.textContent),
  );

/** Scrolls the window to the very bottom at once and waits until it is there. */
async function scrollToBottom(site: EnginePage) {
  await site.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
  await waitUntil(
    site,
    () => scrollY > 0 && innerHeight + scrollY >= document.documentElement.scrollHeight - 1,
    'the page scrolled to the bottom',
  );
}

test.describe('Every engine', () => {
  test('the bare address, "#" and "#/" open #/home, adding no history entry of their own', async ({ site }) => {
    await site.open('/contact', wide);
    // The entries one load from about:blank leaves: a redirected address must leave as many as a direct one.
    const entriesAdded = async (address: string) => {
      await site.load('about:blank');
      const before = await site.evaluate(() => history.length);
      await site.load(address);
      await waitForApp(site);
      return (await site.evaluate(() => history.length)) - before;
    };
    const direct = await entriesAdded('#/contact');
    expect(direct).toBeGreaterThan(0);
    for (const address of ['', '#', '#/']) {
      const what = address || 'no hash';
      expect(await entriesAdded(address), what).toBe(direct);
      expect(await site.evaluate(() => location.hash), what).toBe('#/home');
      expect(await site.evaluate(() => document.querySelector('main h1')?.textContent), what).toContain('Maya');
      expect(await currentNav(site), what).toEqual(['Home']);
    }
  });

  test('following a link to #/ replaces its entry with #/home, so Back returns to the page before', async ({
    site,
  }) => {
    await site.open('/contact', wide);
    const before = await site.evaluate(() => history.length);
    await site.evaluate(() => {
      location.hash = '#/';
    });
    await waitUntil(site, () => location.hash === '#/home', 'the redirect to #/home');
    expect(await site.evaluate(() => history.length)).toBe(before + 1);
    await site.evaluate(() => history.back());
    await waitUntil(site, () => location.hash === '#/contact', 'Back to #/contact');
  });

  test('an unknown address shows the not-found page inside the layout, and its link leads home', async ({ site }) => {
    await site.open('/no-such-page', wide);
    const shown = await site.evaluate(() => {
      const seen = (el: Element | null) => !!el && el.getBoundingClientRect().height > 0;
      return {
        h1: document.querySelector('main h1')?.textContent,
        nav: seen(document.querySelector('nav[aria-label="Main"]')),
        footer: seen(document.querySelector('footer')),
      };
    });
    expect(shown).toEqual({ h1: 'Page not found', nav: true, footer: true });
    await site.click('main a[href$="#/home"]');
    await waitUntil(site, () => location.hash === '#/home', 'the link to #/home');
    await waitUntil(site, () => !!document.querySelector('main h1')?.textContent?.includes('Maya'), 'the home page');
  });

  test('a deep link shows its own page before and after the app takes over, with no errors on any route', async ({
    site,
  }) => {
    for (const route of routes) {
      await site.open(route, wide);
      const shown = await site.evaluate(() => ({
        h1: document.querySelector('main h1')?.textContent ?? '',
        h1s: document.querySelectorAll('h1').length,
        current: [...document.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]')].map(
          (a) => a.getAttribute('href') ?? '',
        ),
      }));
      expect(shown.current, route).toHaveLength(1);
      expect(shown.current[0], route).toMatch(new RegExp(`#${route}$`));
      expect(shown.h1.length, route).toBeGreaterThan(0);
      expect(shown.h1s, `${route}: one h1`).toBe(1);
      expect(await site.errors(), `${route}: console errors`).toEqual([]);
    }
  });

  test('a page’s own rules come with its page file; the app links no stylesheet again, and Home looks the same after a round of the pages', async ({
    site,
  }) => {
    /** Home's main, as every element of it is drawn: a change in a rule's order would show here. */
    const look = () =>
      site.evaluate(() =>
        [...document.querySelectorAll('main, main *')].map((el) => {
          const s = getComputedStyle(el);
          return [s.display, s.color, s.backgroundColor, s.margin, s.padding, s.fontSize, s.gap, s.borderRadius].join();
        }),
      );
    await site.open('/home', wide);
    const before = await look();
    // A deep link's page header (its rules are About's page file's, not index.html's) is laid out as a grid.
    await site.load('about:blank');
    await site.open('/about', wide);
    expect(await site.evaluate(() => getComputedStyle(document.querySelector('main h1')!.parentElement!).display)).toBe(
      'grid',
    );
    for (const label of ['Projects', 'Publications', 'Home']) {
      await site.click(navLink(label));
      await waitUntil(
        site,
        (path) => location.hash === path && document.querySelectorAll('main h1').length === 1,
        `${label}: its page`,
        `#/${label.toLowerCase()}`,
      );
    }
    await waitUntil(site, () => !!document.querySelector('main img') && location.hash === '#/home', 'Home again');
    await new Promise((done) => setTimeout(done, 500));
    expect(await look()).toEqual(before);
    // Only the print rules are fetched as a stylesheet: the links that name the applied files are never fetched.
    const fetched = await site.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname.split('/').pop()!)
        .filter((name) => name.endsWith('.css')),
    );
    expect(fetched.filter((name) => !name.startsWith('print-'))).toEqual([]);
  });

  for (const width of [600, 1280]) {
    test(`${width}px: the main navigation is a top bar in the header that scrolls away with it`, async ({ site }) => {
      await site.open('/about', { width, height: 800 });
      const bar = () =>
        site.evaluate(() => {
          const navs = document.querySelectorAll('nav[aria-label="Main"]');
          const nav = navs[0]!;
          const header = nav.closest('header');
          const r = nav.getBoundingClientRect();
          const h = header?.getBoundingClientRect();
          return {
            navs: navs.length,
            labels: [...nav.querySelectorAll('a')].map((a) => a.textContent),
            inHeader: !!header,
            position: getComputedStyle(nav).position,
            top: r.top,
            bottom: r.bottom,
            height: r.height,
            headerTop: h?.top ?? NaN,
            headerBottom: h?.bottom ?? NaN,
            rows: new Set([...nav.querySelectorAll('a')].map((a) => Math.round(a.getBoundingClientRect().top))).size,
          };
        });
      const atTop = await bar();
      expect(atTop).toMatchObject({ navs: 1, labels, inHeader: true, position: 'static', headerTop: 0, rows: 1 });
      expect(atTop.top).toBeGreaterThanOrEqual(atTop.headerTop);
      expect(atTop.top).toBeLessThan(64);
      expect(atTop.bottom).toBeLessThanOrEqual(atTop.headerBottom + 0.5);
      // The same list the router serves, so a page added to routes.ts shows up here.
      expect(pageRoutes.map((r) => r.label)).toEqual(labels);
      // Scrolled down, it stays with the header (sticky would do; a bar pinned to the viewport bottom would not).
      await scrollToBottom(site);
      const scrolled = await bar();
      expect(scrolled.bottom).toBeLessThanOrEqual(scrolled.headerBottom + 0.5);
      expect(scrolled.bottom).toBeLessThan(800 - atTop.height);
    });
  }

  test('wide: each click in the main navigation moves aria-current="page" to that one link', async ({ site }) => {
    await site.open('/home', wide);
    expect(await currentNav(site)).toEqual(['Home']);
    for (const { label, path } of [...pageRoutes].reverse()) {
      await site.click(navLink(label));
      await waitUntil(
        site,
        ({ path, label }) =>
          location.hash === `#${path}` &&
          document.querySelectorAll('main h1').length === 1 &&
          [...document.querySelectorAll('nav[aria-label="Main"] [aria-current="page"]')]
            .map((a) => a.textContent)
            .join() === label,
        `${label}: its page, with its link current`,
        { path, label },
      );
    }
  });

  test('narrow: the main navigation is a bar fixed to the bottom of the viewport, icons above labels, over a scrolled page', async ({
    site,
  }) => {
    await site.open('/projects', narrow);
    expect(await site.evaluate(() => innerWidth)).toBeLessThan(600);
    const bar = () =>
      site.evaluate(() => {
        const nav = document.querySelector('nav[aria-label="Main"]')!;
        const r = nav.getBoundingClientRect();
        return {
          position: getComputedStyle(nav).position,
          bottom: Math.round(r.bottom),
          viewport: innerHeight,
          left: r.left,
          width: Math.round(r.width),
          pageWidth: document.documentElement.clientWidth,
        };
      });
    const atTop = await bar();
    expect(atTop.position).toBe('fixed');
    expect(atTop.bottom).toBe(atTop.viewport);
    expect(atTop.left).toBe(0);
    expect(atTop.width).toBe(atTop.pageWidth);
    // Each item an icon above its label, each link a target of at least 48×48.
    const items = await site.evaluate(() =>
      [...document.querySelectorAll('nav[aria-label="Main"] a')].map((a) => {
        const box = (el: Element | null) => {
          const r = el?.getBoundingClientRect();
          return r ? { top: r.top, bottom: r.bottom, width: r.width, height: r.height } : null;
        };
        const label = [...a.querySelectorAll('span')].find((s) => s.textContent === a.textContent);
        return { label: a.textContent, link: box(a), icon: box(a.querySelector('svg')), text: box(label ?? null) };
      }),
    );
    expect(items.map((i) => i.label)).toEqual(labels);
    for (const { label, link, icon, text } of items) {
      expect(icon!.height, `${label}: icon shown`).toBeGreaterThan(0);
      expect(text!.height, `${label}: label shown`).toBeGreaterThan(0);
      expect(icon!.bottom, `${label}: icon above its label`).toBeLessThanOrEqual(text!.top);
      expect(link!.width, `${label}: link width`).toBeGreaterThanOrEqual(48);
      expect(link!.height, `${label}: link height`).toBeGreaterThanOrEqual(48);
    }
    await site.evaluate(() => scrollTo(0, 800));
    await waitUntil(site, () => scrollY > 0, 'the page to scroll');
    expect(await bar()).toEqual(atTop);
  });

  test('narrow: at the very bottom of a long page the footer text is fully above the bar', async ({ site }) => {
    await site.open('/about', narrow);
    await scrollToBottom(site);
    const { text, bar, viewport } = await site.evaluate(() => {
      const walker = document.createTreeWalker(document.querySelector('footer')!, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode()) && !node.textContent?.includes('©'));
      const range = document.createRange();
      range.selectNodeContents(node!);
      const nav = document.querySelector('nav[aria-label="Main"]')!.getBoundingClientRect();
      return { text: range.getBoundingClientRect().bottom, bar: nav.top, viewport: innerHeight };
    });
    expect(bar).toBeLessThan(viewport);
    expect(text, 'footer text bottom vs bar top').toBeLessThanOrEqual(bar);
  });

  test('a double-click in the navigation from a scrolled page ends at the top: on the current page, and on another', async ({
    site,
  }) => {
    // Narrow: the bottom bar stays in view while the page is scrolled.
    await site.open('/about', narrow);
    await site.evaluate(() => scrollTo(0, 1500));
    await waitUntil(site, () => scrollY > 1000, 'the page to scroll');
    await site.doubleClick(navLink('About'));
    await waitUntil(site, () => scrollY === 0, 'the page back at the top');
    expect(await site.evaluate(() => location.hash)).toBe('#/about');
    // Another page's link: it navigates and ends at the top too.
    await scrollToBottom(site);
    await site.doubleClick(navLink('Publications'));
    await waitUntil(
      site,
      () =>
        location.hash === '#/publications' &&
        /publications/i.test(document.querySelector('main h1')?.textContent ?? ''),
      'the Publications page',
    );
    await waitUntil(site, () => scrollY === 0, 'the new page at the top');
    expect(await currentNav(site)).toEqual(['Publications']);
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

  test('a card swaps to its hover image in place under the pointer and with focus inside, moving nothing', async ({
    site,
  }) => {
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
    /** The card, its main image and its hover image, in page coordinates (hover and focus may scroll the page). */
    const boxes = () =>
      site.evaluate(() => {
        const card = document.querySelector('main article')!;
        return [card, card.querySelector('img:not([alt=""])')!, card.querySelector('img[alt=""]')!].map((n) => {
          const { x, y, width, height } = n.getBoundingClientRect();
          return { x: x + scrollX, y: y + scrollY, width, height };
        });
      });
    /** The card and its main image have not moved, and the hover image covers the main one. */
    const expectInPlace = async (before: Awaited<ReturnType<typeof boxes>>, when: string) => {
      const [card, main, hover] = await boxes();
      expect([card, main], when).toEqual(before.slice(0, 2));
      expect(hover, when).toEqual(before[1]);
    };
    expect(await shown()).toEqual({ main: true, hover: false });
    const before = await boxes();
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
    await expectInPlace(before, 'hovered');

    await site.hover('footer');
    // As on focus below, the swap back may take a frame: reduced motion leaves every transition 0.01ms long.
    await waitUntil(
      site,
      () =>
        getComputedStyle(document.querySelector('main article img[alt=""]')!).display === 'none' &&
        getComputedStyle(document.querySelector('main article img:not([alt=""])')!).visibility === 'visible',
      'the pointer gone',
    );
    expect(await shown()).toEqual({ main: true, hover: false });
    await site.evaluate(() => document.querySelector<HTMLElement>('main article a')!.focus());
    // The swap ends within a frame (reduced motion cuts every transition to 0.01ms).
    await waitUntil(
      site,
      () => getComputedStyle(document.querySelector('main article img:not([alt=""])')!).visibility === 'hidden',
      'the main image hidden',
    );
    expect(await shown()).toEqual({ main: false, hover: true });
    await expectInPlace(before, 'focus inside');
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

  test('on every route the skip link is the first stop for the keyboard and moves focus to the main content', async ({
    site,
  }) => {
    for (const route of [...routes, '/no-such-page', '/tokens']) {
      // A fresh load each time: the first Tab of a page just opened.
      await site.load('about:blank');
      await site.open(route, wide);
      await site.press('Tab');
      expect(await site.evaluate(() => document.activeElement?.textContent), route).toBe('Skip to content');
      await waitUntil(
        site,
        () => document.activeElement!.getBoundingClientRect().top >= 0,
        `${route}: the focused skip link in view`,
      );
      await site.press('Enter');
      await waitUntil(site, () => document.activeElement?.id === 'main', `${route}: focus on <main>`);
      expect(await site.evaluate(() => location.hash), route).toBe(`#${route}`);
      expect(await site.evaluate(() => document.querySelectorAll('main h1').length), route).toBe(1);
    }
  });
});
