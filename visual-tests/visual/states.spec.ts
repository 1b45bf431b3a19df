import { expect, test, type Locator, type Page } from '@playwright/test';
import { profile } from '../../sample/content/profile';
import { breakpoints } from '../../src/styles/tokens';
import { capture, expectInEachTheme, mainRows, siteFrame, type CaptureOptions } from '../support/screenshot';
import { gotoAndSettle, keyboardFocus, settle } from '../support/settle';

/**
 * A state of the content is captured with the site's frame painted out: below sm the bottom bar would
 * otherwise cover whatever lies under it, and a navigation change would touch these baselines.
 */
const content: CaptureOptions = { hide: siteFrame };

/**
 * Captures a state (`shown`: the element in that state, or the viewport that shows it), checks the state
 * changed what it shows (compared with the same capture a moment before, taken with the same `options`),
 * and audits the element that shows the state (the route tests audit each whole page at rest).
 */
async function expectState(
  page: Page,
  shown: Page | Locator,
  audited: Locator,
  name: string,
  before: Buffer,
  options: CaptureOptions = content,
) {
  await settle(page);
  const after = await capture(shown, options);
  expect(after.equals(before), `${name}: the state changes what it shows`).toBe(false);
  await expectInEachTheme(page, name, { shown, audited, ...options });
}

test.describe('Interface states', () => {
  test('home: the photo under the pointer shows the second photo', { tag: '@state' }, async ({ page }) => {
    await gotoAndSettle(page, '/home');
    const photo = page.getByRole('main').getByRole('img', { name: profile.photo.alt });
    await expect(photo).toBeVisible();
    // The innermost box around the photo: it holds both photos, the second one added after load.
    const frame = page
      .getByRole('main')
      .locator('div', { has: page.getByRole('img', { name: profile.photo.alt }) })
      .last();
    await expect(frame.locator('img')).toHaveCount(2);
    const before = await capture(frame, content);
    await photo.hover();
    await expectState(page, frame, frame, 'home-photo-hovered', before);
  });

  test('projects: a card under the pointer raises and shows its hover image', { tag: '@state' }, async ({ page }) => {
    await gotoAndSettle(page, '/projects');
    const card = page.getByRole('main').getByRole('article').first();
    const before = await capture(card, content);
    // Over the image, away from the card's links, so only the card's own hover shows.
    await card.hover({ position: { x: 24, y: 24 } });
    await expectState(page, card, card, 'project-card-hovered', before);
  });

  test('publications: a card with keyboard focus on its first link', { tag: '@state' }, async ({ page }) => {
    await gotoAndSettle(page, '/publications');
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('link') })
      .first();
    const before = await capture(card, content);
    await keyboardFocus(page, card.getByRole('link').first());
    await expectState(page, card, card, 'card-focus-inside', before);
  });

  test(
    'publications: a kind chosen and a search typed narrow the grouped list',
    { tag: '@state' },
    async ({ page }) => {
      await gotoAndSettle(page, '/publications');
      const main = page.getByRole('main');
      const before = await capture(main, mainRows);
      const filters = page.getByRole('search', { name: 'Publications' });
      await filters.getByRole('radio', { name: /^Conference paper/ }).check();
      await filters.getByRole('searchbox', { name: 'Search' }).fill('robot');
      await expect(page.getByRole('status').filter({ hasText: /of \d+ publications/ })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search' }).blur();
      await expectState(page, main, main, 'publications-filtered', before, mainRows);
    },
  );

  test('publications: a kind chip with keyboard focus', { tag: '@state' }, async ({ page }) => {
    await gotoAndSettle(page, '/publications');
    const filters = page.getByRole('search', { name: 'Publications' });
    const before = await capture(filters, content);
    await keyboardFocus(page, filters.getByRole('radio', { name: /^All/ }));
    await expectState(page, filters, filters, 'publications-kind-focus', before);
  });

  test('a main navigation link with keyboard focus', async ({ page }) => {
    await gotoAndSettle(page, '/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // From sm up the bar sits in the header; below sm it is the fixed bottom bar.
    const small = (page.viewportSize()?.width ?? 0) < breakpoints.sm;
    const bar = small ? nav : page.getByRole('banner');
    const before = await capture(bar);
    await keyboardFocus(page, nav.getByRole('link', { name: 'About' }));
    // The frame's own state: nothing painted out.
    await expectState(page, bar, bar, 'nav-link-focused', before, {});
  });
});

test.describe('About: the table of contents follows the reading position', () => {
  /*
   * Viewport shots, not element shots: an element shot scrolls its element
   * fully into view first, and at the page bottom that scroll (the sticky
   * contents column is pushed up by the footer) would change the current
   * section. The viewport shows the contents beside the section being read.
   */

  /** The entries of the sections (h2), in order. */
  const sectionEntries = (toc: Locator) => toc.locator('ol').first().locator(':scope > li > a');
  // (CSS, not roles: below md the list is folded away, and the entries must still be found.)

  test('a middle section in view is the current entry', { tag: '@state' }, async ({ page }) => {
    await gotoAndSettle(page, '/about');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const entries = sectionEntries(toc);
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(3);
    const middle = entries.nth(Math.floor(count / 2));
    const before = await capture(page, content);
    const id = new URLSearchParams((await middle.getAttribute('href'))!.split('?')[1]).get('section')!;
    await page.locator(`[id="${id}"]`).evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(middle).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    await expectState(page, page, toc, 'about-toc-middle-section', before);
    await expect(middle, 'still current after the capture').toHaveAttribute('aria-current', 'location');
  });

  test('at the bottom of the page the last entry is current', { tag: '@state' }, async ({ page }) => {
    await gotoAndSettle(page, '/about');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const last = toc.getByRole('link', { includeHidden: true }).last();
    const before = await capture(page, content);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    await expect(last).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);
    await expectState(page, page, toc, 'about-toc-last-section', before);
    await expect(last, 'still current after the capture').toHaveAttribute('aria-current', 'location');
  });
});
