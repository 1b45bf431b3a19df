import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { expectNoAxeViolations, expectNoAxeViolationsWithin } from './axe';
import { inEachTheme, themedName } from './settle';
import { captureOptions } from './visualProjects';

/** Takes a capture of a page (the viewport, or the whole page) or of one element, as the baselines are taken. */
export function capture(target: Page | Locator, { fullPage = false, timeout = 0 } = {}): Promise<Buffer> {
  return 'mainFrame' in target
    ? target.screenshot({ ...captureOptions, fullPage, timeout })
    : target.screenshot({ ...captureOptions, timeout });
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
export async function expectScreenshot(target: Page | Locator, name: string, { fullPage = false } = {}) {
  const info = test.info();
  const baseline = info.snapshotPath(name, { kind: 'screenshot' });
  const updating = info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed';
  if (!updating && existsSync(baseline)) {
    // Any failure to capture (a hidden element, a timeout) is left to toHaveScreenshot to report, softly.
    const shot = await capture(target, { fullPage, timeout: 15_000 }).catch(() => undefined);
    if (shot?.equals(readFileSync(baseline))) return;
  }
  const errors = info.errors.length;
  if ('mainFrame' in target) await expect.soft(target).toHaveScreenshot(name, { fullPage });
  else await expect.soft(target).toHaveScreenshot(name);
  // The shortcut reads the baseline where toHaveScreenshot keeps it; fails loudly if that ever moves.
  if (!existsSync(baseline) && info.errors.length === errors)
    throw new Error(
      `toHaveScreenshot found a baseline for ${name}, but not at ${baseline}, where the shortcut reads it`,
    );
}

/**
 * The page as it stands, in each theme (inEachTheme): `shown` (the page, by default its viewport, or one
 * element) against its baseline `name` (`name-dark` in dark), then an axe audit of the whole page, or of
 * `audited` alone for a state that changes only that element.
 */
export async function expectInEachTheme(
  page: Page,
  name: string,
  { shown = page, fullPage = false, audited }: { shown?: Page | Locator; fullPage?: boolean; audited?: Locator } = {},
) {
  await inEachTheme(page, async (theme) => {
    // Soft, so that a changed picture still reports the accessibility audit below it.
    await expectScreenshot(shown, themedName(name, theme), { fullPage });
    if (audited) await expectNoAxeViolationsWithin(audited, theme);
    else await expectNoAxeViolations(page, { theme });
  });
}
