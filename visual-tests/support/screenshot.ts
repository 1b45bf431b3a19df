import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { expectNoAxeViolations, expectNoAxeViolationsWithin } from './axe';
import { inEachTheme, themedName } from './settle';
import { captureOptions } from './visualProjects';

/**
 * The site's frame: its header (with the main navigation, below sm a bar fixed to the viewport bottom) and its
 * footer. Each is captured on its own (frame.spec.ts); a capture of the content hides them, so that a change to
 * the frame changes the frame's baselines alone.
 */
export const siteFrame = 'header:not(main *), footer:not(main *)';

export interface CaptureOptions {
  /** A CSS selector list: painted out for the capture (visibility: hidden, so nothing moves). */
  hide?: string;
  /** For an element: the page's full width over the rows the element covers, so its place on the page shows. */
  fullWidth?: boolean;
}

/** A page's main content: the page's full width over main's rows, the frame painted out. */
export const mainRows: CaptureOptions = { hide: siteFrame, fullWidth: true };

/** What a capture of `target` is taken of: the element, the viewport, or the page's full width over the element's rows. */
async function framing(target: Page | Locator, fullWidth = false) {
  if ('mainFrame' in target || !fullWidth) return { subject: target, options: {} };
  const page = target.page();
  const { top, bottom } = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
  });
  // Whole pixels enclosing the element, as Playwright's element captures take them.
  const y = Math.floor(top);
  const clip = { x: 0, y, width: page.viewportSize()!.width, height: Math.ceil(bottom) - y };
  return { subject: page, options: { fullPage: true, clip } };
}

/**
 * Runs `shoot` with `hide` painted out (visibility: nothing moves), then shows it again, through a constructed
 * stylesheet: the site's CSP refuses the <style> Playwright's `style` option injects. Under reduced motion every
 * property still transitions for 0.01 ms, and an inherited visibility would reach each level of nesting a frame
 * after its parent: the rule names every descendant, and each change is awaited on all of them.
 */
async function whileHidden<T>(target: Page | Locator, hide: string | undefined, shoot: () => Promise<T>): Promise<T> {
  if (!hide) return shoot();
  const page = 'mainFrame' in target ? target : target.page();
  const visibilities = () =>
    page.evaluate(
      (hide) =>
        [...document.querySelectorAll(hide)]
          .flatMap((el) => [el, ...el.querySelectorAll('*')])
          .map((el) => getComputedStyle(el).visibility),
      hide,
    );
  const settled = (want: string[], message: string) =>
    expect.poll(visibilities, { message: `${hide}: ${message}`, intervals: [16] }).toEqual(want);
  const shown = await visibilities();
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, `:is(${hide}), :is(${hide}) * { visibility: hidden !important; }`);
  await settled(
    shown.map(() => 'hidden'),
    'painted out',
  );
  try {
    return await shoot();
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
    await settled(shown, 'shown again');
  }
}

/** Takes a capture of a page's viewport or of one element, as the baselines are taken. */
export async function capture(
  target: Page | Locator,
  { hide, fullWidth, timeout = 0 }: CaptureOptions & { timeout?: number } = {},
) {
  const { subject, options } = await framing(target, fullWidth);
  return whileHidden(target, hide, () => subject.screenshot({ ...captureOptions, ...options, timeout }));
}

/**
 * `expect.soft(target).toHaveScreenshot(name)`, with a shortcut: a capture whose PNG bytes are the
 * baseline's passes at once. toHaveScreenshot decodes both images and compares them pixel by pixel,
 * which takes as long again as the capture on a long page (About at 900 px: 0.9 s to capture, 1.9 s in
 * all). Equal bytes are equal pixels; any other capture, and every run that updates baselines, goes
 * through toHaveScreenshot itself, which captures again, compares and reports the difference. (After a
 * browser update that changes PNG encoding but no pixel, `--update-snapshots=all` rewrites the baselines so that
 * the shortcut applies again; `changed` keeps files whose pixels are equal.)
 */
export async function expectScreenshot(target: Page | Locator, name: string, { hide, fullWidth }: CaptureOptions = {}) {
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  const updating = info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed';
  if (!updating && existsSync(baseline)) {
    // Any failure to capture (a hidden element, a timeout) is left to toHaveScreenshot to report, softly.
    const shot = await capture(target, { hide, fullWidth, timeout: 15_000 }).catch(() => undefined);
    if (shot?.equals(readFileSync(baseline))) return;
  }
  const errors = info.errors.length;
  const { subject, options } = await framing(target, fullWidth);
  await whileHidden(target, hide, () =>
    'mainFrame' in subject
      ? expect.soft(subject).toHaveScreenshot(name, options)
      : expect.soft(subject).toHaveScreenshot(name),
  );
  // The shortcut reads the baseline where toHaveScreenshot keeps it; fails loudly if that ever moves.
  if (!existsSync(baseline) && info.errors.length === errors)
    throw new Error(
      `toHaveScreenshot found a baseline for ${name}, but not at ${baseline}, where the shortcut reads it`,
    );
}

/**
 * The page as it stands, in each theme (inEachTheme): `shown` (the page's viewport by default, or one
 * element, as `options` say) against its baseline `name` (`name-dark` in dark), then an axe audit of the
 * whole page, or of `audited` alone for a state that changes only that element.
 */
export async function expectInEachTheme(
  page: Page,
  name: string,
  { shown = page, audited, ...options }: { shown?: Page | Locator; audited?: Locator } & CaptureOptions = {},
) {
  await inEachTheme(page, async (theme) => {
    // Soft, so that a changed picture still reports the accessibility audit below it.
    await expectScreenshot(shown, themedName(name, theme), options);
    if (audited) await expectNoAxeViolationsWithin(audited, theme);
    else await expectNoAxeViolations(page, { theme });
  });
}
