import { expect, type Locator, type Page } from '@playwright/test';
import { fontFaces, themeNames, type ThemeName } from '../../src/styles/tokens';
import { fontsSeenKey } from '../../src/boot/scriptData';
import { gotoRoute } from './page';

/**
 * A fixed clock: the footer prints the current year, so without it every
 * baseline would change on the first of January.
 */
export const frozenNow = new Date('2026-06-15T12:00:00Z');

/** Waits two frames, so style, layout and paint have caught up with the last change. */
export async function nextPaint(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Every face in tokens.ts `fontFaces`, loaded and usable. Fails with the list
 * of faces that did not load (a missing file or a renamed family), instead of
 * letting a fallback font slip into a baseline.
 */
export async function expectFontsLoaded(page: Page) {
  // On a first visit the boot script adds the web fonts after the first paint (src/boot/bootScript.ts).
  await page
    .waitForFunction(
      (faces) =>
        faces.every(({ family, weight }) =>
          [...document.fonts].some((f) => f.family.replaceAll('"', '') === family && f.weight === String(weight)),
        ),
      fontFaces,
      { timeout: 10_000 },
    )
    .catch(() => undefined); // the check below names what is missing
  const problems = await page.evaluate(async (faces) => {
    await document.fonts.ready;
    const results = await Promise.all(
      faces.map(async ({ family, weight }) => {
        const font = `${weight} 16px "${family}"`;
        const loaded = await document.fonts.load(font).catch(() => []);
        // check() is also true when no face matches at all, so the loaded list must be non-empty too.
        const ok = loaded.length > 0 && loaded.every((f) => f.status === 'loaded') && document.fonts.check(font);
        return ok ? null : font;
      }),
    );
    return results.filter((font): font is string => font !== null);
  }, fontFaces);
  expect(problems, 'font faces from tokens.ts fontFaces that did not load').toEqual([]);
}

/**
 * Every image on the page loaded and decoded, lazy ones included (they are
 * switched to eager first, so images below the fold and hidden hover images
 * are in the screenshot too). Fails with the sources that did not load.
 */
export async function expectImagesDecoded(page: Page) {
  const broken = await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    const failed = await Promise.all(
      images.map((img) =>
        img.decode().then(
          () => (img.naturalWidth > 0 ? null : img.currentSrc || img.src),
          () => img.currentSrc || img.src || '(no src)',
        ),
      ),
    );
    return failed.filter((src): src is string => src !== null);
  });
  expect(broken, 'images that did not load or decode').toEqual([]);
}

/**
 * Waits for the page to hold still: every entry of a long list rendered, fonts, images, no running transition or
 * animation (the projects emulate prefers-reduced-motion: reduce, under which
 * the global styles cut every duration to 0.01ms), then two frames.
 */
export async function settle(page: Page) {
  // A long list loads and renders the rest of its entries after the page has loaded; its end marker
  // (data-more, src/app/pages/Publications.tsx) is there from the first paint until every entry is in.
  await page
    .waitForFunction(() => !document.querySelector('[data-more]'), undefined, { timeout: 15_000 })
    .catch(() => {
      throw new Error('a list on the page is still incomplete after 15 s: its [data-more] end marker is still there');
    });
  await expectFontsLoaded(page);
  await expectImagesDecoded(page);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        // A transition inside a closed <details> is never rendered, so it never ticks to its end.
        .filter((a) => (a.effect as KeyframeEffect | null)?.target?.checkVisibility() !== false)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await nextPaint(page);
}

/**
 * The page's next visits as a returning visitor's, whose web fonts apply from the first paint
 * (src/boot/bootScript.ts): a first visit adds them after it, or keeps them for the next page opened where they
 * would move anything on screen (src/boot/fontSwap.ts), and the first-load and font-swap tests check that path.
 */
export const asReturningVisitor = (page: Page) =>
  page.addInitScript((key) => localStorage.setItem(key, '1'), fontsSeenKey);

/** Opens a route with the clock frozen and waits until it is ready for a screenshot, as a returning visitor. */
export async function gotoAndSettle(page: Page, route: string) {
  await page.clock.setFixedTime(frozenNow);
  await asReturningVisitor(page);
  await gotoRoute(page, route);
  await settle(page);
}

/**
 * Moves keyboard focus onto an element the way a person would, so that
 * :focus-visible matches: focus it, step back with Shift+Tab, then Tab forward.
 */
export async function keyboardFocus(page: Page, target: Locator) {
  await target.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
}

/** Scrolls the window so that an element's top sits at the viewport's top, and waits for the page to follow. */
export async function scrollToTop(page: Page, target: Locator) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await nextPaint(page);
}

/** A baseline's file name in a theme: light keeps the plain name, so its history is unbroken. */
export const themedName = (name: string, theme: ThemeName) => (theme === 'light' ? `${name}.png` : `${name}-dark.png`);

/** Where two texts first differ, with some context from each, or '' when they are the same. */
function firstDifference(a: string, b: string): string {
  if (a === b) return '';
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const around = (text: string) => `«${text.slice(Math.max(0, i - 60), i + 60)}»`;
  return `at character ${i}: ${around(a)} became ${around(b)}`;
}

/**
 * Runs `check` once per theme on the page as it stands: the system setting switched between light and
 * dark (the site follows it), the page settled again each time. Forced states and focus carry over, and
 * one page load serves both captures. Leaves the page light.
 *
 * The markup must be the same in every theme (the themes are CSS alone): an audit given its theme
 * (support/axe.ts) runs only the colour rules after the first, which holds only if nothing else changed.
 */
export async function inEachTheme(page: Page, check: (theme: ThemeName) => Promise<void>) {
  let firstMarkup: string | undefined;
  for (const theme of themeNames) {
    await page.emulateMedia({ colorScheme: theme });
    await settle(page);
    // (A capture with caret: 'hide' leaves an empty style attribute on text fields.)
    const markup = await page.evaluate(() => document.documentElement.outerHTML.replaceAll(' style=""', ''));
    firstMarkup ??= markup;
    expect(firstDifference(firstMarkup, markup), `the page's markup in the ${theme} theme, against the first`).toBe('');
    await check(theme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
