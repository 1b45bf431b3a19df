import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { profile } from '../owners/complete/content/profile';
import { completeOutDir, gzipSize, KiB, pageFileOf, tags } from '../support/buildOutput';
import { swapScriptId } from '../../src/boot/scriptData';
import { appScript, holdScripts, takenOver, watchConsole } from '../support/page';

/*
 * The first load: index.html carries the layout and the home page,
 * so #/home paints before any JavaScript runs; the app then takes over
 * without moving anything, and a deep link never shows the home page first.
 */

interface FirstLoad {
  /** The visible <main> h1 in every animation frame from the first one (null: none visible). */
  frames: Array<string | null>;
  /** The same, only for frames painted before the app took over (from the HTML alone). */
  htmlFrames: Array<string | null>;
  /** Layout-shift scores, as CLS counts them. */
  shifts: number[];
  /** The document's title in every frame. */
  titles: string[];
  /** Whether the swap script had been parsed by the first frame: no frame shows the layout without its page. */
  firstFrameParsed?: boolean;
}

/**
 * Samples every frame from before the first paint, and every layout shift.
 * Scripts are held back a little, as on a slow phone, so frames are painted
 * from the HTML alone before the app runs.
 */
async function recordFirstLoad(page: Page) {
  await holdScripts(page, 400);
  await page.addInitScript((swapScriptId) => {
    const record: FirstLoad = { frames: [], htmlFrames: [], shifts: [], titles: [] };
    Object.assign(window, { __firstLoad: record });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const sample = () => {
      const h1 = document.querySelector('main h1');
      const shown = h1?.checkVisibility({ visibilityProperty: true }) ? (h1.textContent ?? '') : null;
      record.frames.push(shown);
      record.titles.push(document.title);
      record.firstFrameParsed ??= document.getElementById(swapScriptId) !== null;
      if (document.querySelector('#root[data-prerendered]')) record.htmlFrames.push(shown);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  }, swapScriptId);
}

/** Waits until the app has taken over the prerendered markup, fonts and images are in, and a moment has passed. */
async function settled(page: Page) {
  await takenOver(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const eager = [...document.images].filter((img) => img.loading !== 'lazy');
    await Promise.all(eager.map((img) => img.decode().catch(() => undefined)));
    await new Promise((r) => setTimeout(r, 500));
  });
  return page.evaluate(() => (window as unknown as { __firstLoad: FirstLoad }).__firstLoad);
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * CLS that Lighthouse shows as 0.000. On a first visit the web fonts come after the first paint
 * (src/boot/appStart.ts), so the text is drawn in the metric-matched fallback faces first, and the
 * faces are added only if nothing on screen moves (src/boot/fontSwap.ts; font-swap.spec.ts checks it
 * at a phone's width, in Lighthouse's renderer too).
 */
const noVisibleShift = 0.0005;

test.describe('First load without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the site address shows the layout and the home page from the HTML alone', async ({ page }) => {
    await page.goto('./');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('img').first()).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The complete test owner lists a lab: People comes before Contact.
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Projects', 'Publications', 'People', 'Contact']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('First load, then the app takes over', () => {
  test('an address with no prerendered page never shows the home page first', async ({ page }) => {
    await recordFirstLoad(page);
    await page.goto('./#/no-such-page');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Page not found');
    const { frames } = await settled(page);
    expect(new Set(frames.filter((f) => f !== null))).toEqual(new Set(['Page not found']));
  });

  test('#/home: the page shows before any JavaScript runs, and hydrating it logs nothing and moves nothing', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await recordFirstLoad(page);
    await page.goto('./#/home');
    const { frames, htmlFrames, shifts, firstFrameParsed } = await settled(page);
    const title = await page.getByRole('main').getByRole('heading', { level: 1 }).textContent();
    // The first frame lays out and paints the whole page: it waits until the document is parsed.
    expect(firstFrameParsed).toBe(true);
    expect(new Set(frames.filter((f) => f !== null))).toEqual(new Set([title]));
    expect(htmlFrames).toContain(title);
    // Once shown, the page never disappears (no empty frame while the app takes over).
    expect(frames.slice(frames.indexOf(title))).not.toContain(null);
    expect(sum(shifts)).toBeLessThan(noVisibleShift);
    expect(messages).toEqual([]);
  });

  for (const route of ['/home', '/about']) {
    test(`#${route}: no JavaScript and no web font is requested before the page has loaded and painted`, async ({
      page,
    }) => {
      // Slow images hold the load event back where the page has eager images; the page is kept from
      // painting until well after the load event.
      await page.route(/\.(avif|webp|svg)$/, async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await r.continue();
      });
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement) return;
          observer.disconnect();
          document.documentElement.style.display = 'none';
          // Shown again well after the load event, whatever the machine's speed.
          window.addEventListener('load', () =>
            setTimeout(() => document.documentElement.style.removeProperty('display'), 800),
          );
        }).observe(document, { childList: true });
      });
      await page.goto(`./#${route}`);
      await takenOver(page);
      const t = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const files = (ext: string) =>
          performance.getEntriesByType('resource').filter((r) => new URL(r.name).pathname.endsWith(ext));
        return {
          load: nav.loadEventEnd,
          painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
          // The app's JavaScript: a deep link's own page file (assets/pages-…/about.js) comes before the paint it holds.
          firstJs: Math.min(
            ...files('.js')
              .filter((r) => !/\/assets\/pages-/.test(r.name))
              .map((r) => r.startTime),
          ),
          fonts: files('.woff2').map((r) => r.startTime),
          manifest: !!document.querySelector('link[rel="manifest"]'),
        };
      });
      expect(t.painted).toBeLessThan(t.load + 3000);
      expect(t.painted).toBeGreaterThan(t.load);
      expect(t.firstJs).toBeGreaterThanOrEqual(t.load);
      expect(t.firstJs).toBeGreaterThanOrEqual(t.painted);
      // The web fonts are turned on with the app's start; the manifest is linked then too.
      expect(t.fonts.length).toBeGreaterThan(0);
      for (const start of t.fonts) expect(start).toBeGreaterThanOrEqual(t.painted);
      expect(t.manifest).toBe(true);
    });
  }

  test('a visitor who has had the web fonts gets them in the first paint on the next visit', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.querySelector<HTMLStyleElement>('style[data-web-fonts]');
        sessionStorage.setItem('fonts-at-parse', style?.media ?? 'none');
      });
    });
    await page.goto('./#/about');
    await takenOver(page);
    const atParse = () => page.evaluate(() => sessionStorage.getItem('fonts-at-parse'));
    expect(await atParse(), 'a first visit waits for the first paint').toBe('not all');
    await page.reload();
    await takenOver(page);
    expect(await atParse(), 'the next visit has them from the start').toBe('all');
  });

  test('#/home: a link followed before the home page’s JavaScript arrives still works, without errors', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.route(/\/Home-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.continue();
    });
    await page.goto('./#/home');
    // The entry has loaded and hydrated the layout; the home page's chunk (held back above) is requested
    // only when the click leaves the page.
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(messages).toEqual([]);
  });

  test('#/home opened directly needs no JavaScript of its own: hovering, keys and touches load no home chunk; a navigation back does', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const homeChunk: string[] = [];
    page.on('request', (r) => /\/Home-[\w-]+\.js$/.test(r.url()) && homeChunk.push(r.url()));
    await page.goto('./#/home');
    await takenOver(page);
    const photo = page.getByRole('main').getByRole('img').first();
    await photo.hover();
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle');
    expect(homeChunk).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(homeChunk).toHaveLength(1);
    expect(messages).toEqual([]);
  });

  for (const [route, title] of [
    ['/about', 'About'],
    ['/projects', 'Projects'],
    ['/publications', 'Publications'],
    ['/contact', 'Contact'],
  ]) {
    test(`#${route} opened directly shows its own page before any JavaScript runs, never home; nothing shifts`, async ({
      page,
    }) => {
      const messages = watchConsole(page);
      await recordFirstLoad(page);
      await page.goto(`./#${route}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title!);
      const { frames, htmlFrames, shifts, firstFrameParsed } = await settled(page);
      expect(firstFrameParsed).toBe(true);
      // Never the home page; and prerendered: the page shows before its JavaScript runs.
      expect(new Set(frames.filter((f) => f !== null))).toEqual(new Set([title]));
      expect(htmlFrames).toContain(title);
      expect(frames.slice(frames.indexOf(title!))).not.toContain(null);
      expect(sum(shifts)).toBeLessThan(noVisibleShift);
      expect(messages).toEqual([]);
    });
  }
});

test.describe('Every form of an address lands on one page, under one title', () => {
  // Typed forms and the canonical address the site rewrites each to (src/content/address.ts).
  const forms = [
    { typed: '#/About', canonical: '#/about', title: `About · ${profile.name}` },
    { typed: '#/about/', canonical: '#/about', title: `About · ${profile.name}` },
    { typed: '#about', canonical: '#/about', title: `About · ${profile.name}` },
    { typed: '#/PUBLICATIONS/?q=robot', canonical: '#/publications?q=robot', title: `Publications · ${profile.name}` },
    { typed: '#/about/x', canonical: '#/about/x', title: `Page not found · ${profile.name}` },
    { typed: '#/', canonical: '#/home', title: profile.site.title },
  ];
  for (const { typed, canonical, title } of forms) {
    test(`${typed} shows ${canonical} from the first frame, its title and its address`, async ({ page }) => {
      await recordFirstLoad(page);
      await page.goto(`./${typed}`);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const { frames, titles } = await settled(page);
      const h1 = await heading.textContent();
      expect(new Set(frames.filter((f) => f !== null)), 'the h1 of every frame').toEqual(new Set([h1]));
      expect(new Set(titles), 'the title of every frame').toEqual(new Set([title]));
      expect(await page.evaluate(() => location.hash)).toBe(canonical);
    });
  }

  test('an address typed once the app runs is made canonical too, and shows its page under its title', async ({
    page,
  }) => {
    await page.goto('./#/contact');
    await takenOver(page);
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => (location.hash = '#/About/'));
    await expect(page).toHaveURL(/#\/about$/);
    await expect(page).toHaveTitle(`About · ${profile.name}`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // One entry for the typed address, none for the rewrite: Back returns to Contact.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveTitle(`Contact · ${profile.name}`);
  });
});

// The site's own links use the query form; the older second-hash form still arrives in shared links.
for (const address of ['#/about?section=experience', '#/about#experience']) {
  test(`a link to a section (${address}) shows that heading on the first paint, before any JavaScript`, async ({
    page,
  }) => {
    await holdScripts(page, 2000);
    let scriptArrived = false;
    page.on('requestfinished', (request) => {
      if (appScript.test(request.url())) scriptArrived = true;
    });
    // The first scroll position the page takes: a jump straight to the heading, not the start of an
    // animation from the top (motion is welcome here, so the page's smooth scrolling is on).
    await page.addInitScript(() => {
      addEventListener('scroll', () => ((window as { firstScrollY?: number }).firstScrollY ??= scrollY), {
        once: true,
      });
    });
    await page.goto(`./${address}`);
    // About comes from its page file.
    await page.locator('#root[data-prerendered]').waitFor();
    // Measured once the web fonts are in and the page has had its chance to put the heading back
    // (text above it may wrap differently).
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return {
        prerendered: document.querySelector('#root[data-prerendered]') !== null,
        top: document.getElementById('experience')?.getBoundingClientRect().top ?? NaN,
        firstScrollY: (window as { firstScrollY?: number }).firstScrollY ?? NaN,
        scrollY,
      };
    });
    expect(state.prerendered).toBe(true);
    expect(scriptArrived, 'measured before any of the JavaScript arrived').toBe(false);
    expect(state.top).toBeGreaterThanOrEqual(0);
    expect(state.top).toBeLessThan(120);
    expect(Math.abs(state.firstScrollY - state.scrollY)).toBeLessThan(120);
  });
}

test('#/about opened directly downloads nothing of the home page (its photo stays in an inert template)', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('./#/about');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  const homePhoto = profile.photo.src
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.filter((u) => u.includes(homePhoto))).toEqual([]);
});

test('#/about opened directly takes its own page file, and no other, and shows it with no JavaScript of the app', async ({
  page,
  request,
}) => {
  // index.html holds Home's page alone; each other page is a file of its own (src/boot/scriptData.ts).
  const html = await (await request.get('./')).text();
  expect([...html.matchAll(/data-page="([^"]+)"/g)].map((m) => m[1])).toEqual(['home']);
  const aboutFile = pageFileOf(html, 'about');
  expect(aboutFile).toMatch(/^assets\/pages-\w+\/about\.js$/);
  // No app bundle (the files directly in assets/): the page comes from the inline scripts and its page file alone.
  await page.route(appScript, (route) => route.abort());
  await page.goto('./#/about');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'about');
  // Before the load event (and the first paint it holds) only About's file is asked for.
  const beforeLoad = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return performance
      .getEntriesByType('resource')
      .filter((r) => r.name.includes('/assets/pages-') && r.startTime < load)
      .map((r) => r.name.split('/').pop());
  });
  expect(beforeLoad).toEqual(['about.js']);
});

/** A news item with a page of its own in the complete test owner, and its headline. */
const story = { route: '/news/2026-03-20-summer-school', headline: 'Teaching at the field-studies summer school' };

test(`#${story.route} opened directly takes its own page file first, under its own title from the first frame, with no JavaScript of the app`, async ({
  page,
  request,
}) => {
  // Neither the entry's page nor its title is in index.html's boot data (Home links it, among the newest three):
  // index.html stays the same size however many entries there are.
  const html = await (await request.get('./')).text();
  const bootTitles = tags(html, 'script').find((t) => t['data-entry'])?.['data-titles'];
  expect(bootTitles).toContain('Page not found');
  expect(bootTitles).not.toContain(story.headline);
  expect([...html.matchAll(/data-page="([^"]+)"/g)].map((m) => m[1])).toEqual(['home']);
  await page.route(appScript, (route) => route.abort());
  await page.addInitScript(() => {
    const titles: string[] = [];
    Object.assign(window, { titles });
    const sample = () => {
      titles.push(document.title);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto(`./#${story.route}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(story.headline);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', story.route.slice(1));
  const { titles, files } = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
    return {
      titles: (window as unknown as { titles: string[] }).titles,
      files: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/assets/pages-') && r.startTime < load)
        .map((r) => r.name.replace(/^.*\/assets\/pages-\w+\//, '')),
    };
  });
  expect(new Set(titles), 'the title of every frame').toEqual(new Set([`${story.headline} · ${profile.name}`]));
  // The app starts at once on an entry's page (src/boot/appStart.ts), and then asks for the list pages' files.
  expect(files[0]).toBe('news/2026-03-20-summer-school.js');
  expect(files.filter((f) => f.includes('/'))).toEqual(['news/2026-03-20-summer-school.js']);
});

test('#/news/no-such-item: no page file comes, and the app shows Not Found at once, under its title', async ({
  page,
}) => {
  await page.goto('./#/news/no-such-item');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle(`Page not found · ${profile.name}`);
});

for (const [route, title] of [
  ['/about', 'About'],
  ['/publications', 'Publications'],
  ['/news', 'News'],
  [story.route, story.headline],
]) {
  test(`#${route}: no frame runs before its page is in, so the first paint is the page whole and styled, even when its file is slow`, async ({
    page,
  }) => {
    // The page's file is held back, as on a phone's slow first round trips.
    await page.route(/\/assets\/pages-/, async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await r.continue();
    });
    await page.addInitScript((route) => {
      new MutationObserver((_, observer) => {
        const h1 = document.querySelector('main h1');
        if (!h1) return;
        // The page's own rules (its header's: a grid) apply as its markup goes in: its page file brought them
        // before its markup (index.html carries Home's and the layout's alone).
        Object.assign(window, { pageAt: performance.now(), headerLayout: getComputedStyle(h1.parentElement!).display });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
      // Every frame the browser runs before the page's markup is in: the first paint holds none.
      const count = () => {
        const pages = (window as { prerenderedPages?: Record<string, string> }).prerenderedPages;
        if (pages?.[route] !== undefined) return;
        Object.assign(window, { framesWithout: ((window as { framesWithout?: number }).framesWithout ?? 0) + 1 });
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    }, route!.slice(1));
    await page.goto(`./#${route}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title!);
    await takenOver(page);
    const t = await page.evaluate(() => ({
      pageAt: (window as { pageAt?: number }).pageAt ?? NaN,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      framesWithout: (window as { framesWithout?: number }).framesWithout ?? 0,
      headerLayout: (window as { headerLayout?: string }).headerLayout,
    }));
    expect(t.headerLayout, 'the page header’s layout as its markup went in').toBe('grid');
    expect(t.framesWithout, 'frames run before the page was in').toBe(0);
    // The page's heading and main were in the document before anything contentful was painted.
    expect(t.pageAt).toBeLessThan(t.firstPaint);
    expect(t.firstPaint).toBeGreaterThan(600);
  });
}

/** The file names (no folder, no extension) of Home's photo and its hover photo, as every width of them shares. */
function photoStems(): [string, string] {
  const stem = (src: string) =>
    src
      .split('/')
      .pop()!
      .replace(/\.\w+$/, '');
  return [stem(profile.photo.src), stem(profile.photo.hoverSrc!)];
}

test('#/home asks for its photo from the <head>, before its template is parsed, and downloads it once', async ({
  page,
}) => {
  const [photo, hover] = photoStems();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('./#/home');
  await takenOver(page);
  await page.waitForLoadState('networkidle');
  // The preload comes from the boot script in <head>: it is there before the body's templates.
  const preload = await page.evaluate(() => {
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
    return link && { srcset: link.imageSrcset, type: link.type, priority: link.fetchPriority };
  });
  expect(preload).toMatchObject({ type: 'image/avif', priority: 'high' });
  expect(preload!.srcset).toContain(photo);
  const img = page.getByRole('main').getByRole('img', { name: profile.photo.alt });
  const current = await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
  // The picture chose the very file the preload fetched: one request for the photo, not two.
  expect(requested.filter((u) => u.includes(photo) && !u.includes(hover))).toEqual([current]);
});

test('#/home asks for the app only once its photo, its largest paint, is in, however late the photo comes', async ({
  page,
}) => {
  const [photo, hover] = photoStems();
  // The photo is the page's one eager, high-priority image; held back well past the load event and the first paint.
  await page.route(
    (url) => url.pathname.includes(photo) && !url.pathname.includes(hover),
    async (r) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await r.continue();
    },
  );
  await page.goto('./#/home');
  await takenOver(page);
  await expect(page.getByRole('main').getByRole('img', { name: profile.photo.alt })).toHaveJSProperty('complete', true);
  const t = await page.evaluate(
    ({ photo, hover }) => {
      const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const photoEnd = files.filter((r) => r.name.includes(photo) && !r.name.includes(hover)).map((r) => r.responseEnd);
      const js = files.filter((r) => /\/assets\/[^/]+\.js$/.test(r.name)).map((r) => r.startTime);
      return { photoEnd: Math.max(...photoEnd), firstJs: Math.min(...js) };
    },
    { photo, hover },
  );
  expect(t.photoEnd).toBeGreaterThan(1500);
  expect(t.firstJs).toBeGreaterThan(t.photoEnd);
});

test.describe('First load, when things go wrong', () => {
  test('a page whose chunk fails to load stays as its prerendered HTML', async ({ page }) => {
    await page.route(/\/About-[\w-]+\.js$/, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (r) => /\/About-[\w-]+\.js$/.test(r.url()));
    await page.goto('./#/about');
    await failed;
    // What the app does with the failure happens in the tasks after it.
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(500);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('a tab opened in the background, where no frame comes, gets its page once the app starts', async ({ page }) => {
    const messages = watchConsole(page);
    // A background tab runs no animation callbacks: the swap script's never comes, so it puts the
    // page in #root at load, before the boot script starts the app on its 3 s fallback.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
      // Whether the app found the prerendered page to hydrate, rather than rendering it anew.
      new MutationObserver(() => {
        if (document.querySelector('#root[data-prerendered]')) Object.assign(window, { hydrated: true });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-prerendered'] });
    });
    await page.goto('./#/about');
    // Until the app's own swap there is no marker to wait on: wait for the swap, then the takeover.
    await page.waitForFunction(() => (window as { hydrated?: boolean }).hydrated === true, null, {
      polling: 100, // not the default, animation frames: the test stops them
      timeout: 10_000,
    });
    await takenOver(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
    expect(await page.locator('script[data-page]').count()).toBe(0);
    expect(messages).toEqual([]);
  });

  test('a visit in a later year than the build hydrates without errors and shows that year', async ({ page }) => {
    const messages = watchConsole(page);
    await page.clock.setFixedTime(new Date(`${new Date().getFullYear() + 3}-01-02T10:00:00Z`));
    await page.goto('./#/about');
    await takenOver(page);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear() + 3}`);
    expect(messages).toEqual([]);
  });

  test('a query in the address (#/about?ref=mail) keeps the prerendered page: never an empty frame', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await recordFirstLoad(page);
    await page.goto('./#/about?ref=mail');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
    const { frames, htmlFrames } = await settled(page);
    expect(htmlFrames).toContain('About');
    expect(frames.slice(frames.indexOf('About'))).not.toContain(null);
    expect(messages).toEqual([]);
  });
});

test.describe('#/home on a touch screen', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('loads only the entry’s JavaScript, at most 88 KiB gzipped; the home page’s own chunk never comes', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    const js: string[] = [];
    page.on('request', (r) => {
      const file = new URL(r.url()).pathname;
      // The app's JavaScript; the other pages' files (assets/pages-…/about.js, their markup) come after it.
      if (appScript.test(file)) js.push(`assets/${path.basename(file)}`);
    });
    await page.goto('./#/home');
    await page.waitForLoadState('networkidle');
    // Touches and a scroll load no more JavaScript.
    await page.getByRole('heading', { level: 1 }).tap();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForLoadState('networkidle');
    expect(js.length).toBeGreaterThan(0);
    expect(js.filter((f) => /\/Home-/.test(f))).toEqual([]);
    const total = js.reduce((sum, f) => sum + gzipSize(f, completeOutDir), 0);
    expect(total, js.join(', ')).toBeLessThanOrEqual(88 * KiB);
    expect(messages).toEqual([]);
  });
});
