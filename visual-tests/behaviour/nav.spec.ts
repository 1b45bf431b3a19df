import { expect, test, type Locator, type Page } from '@playwright/test';
import { pageRoutes } from '../../src/app/routes';
import { gotoRoute } from '../support/page';

/*
 * The main navigation (spec §2): one labelled <nav>, a top bar inside the
 * header from sm (600px) up, a bar fixed to the viewport bottom below it.
 */

const labels = ['Home', 'About', 'Projects', 'Publications', 'Contact'];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, label: string) => mainNav(page).getByRole('link', { name: label, exact: true });

const box = async (target: Locator) => {
  const b = await target.boundingBox();
  expect(b, 'element has a layout box').not.toBeNull();
  return b!;
};

/** Scrolls the window to its very bottom at once and returns the scroll position reached. */
async function scrollToBottom(page: Page) {
  const y = await page.evaluate(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    return window.scrollY;
  });
  expect(y, 'the page is long enough to scroll').toBeGreaterThan(0);
  return y;
}

test.describe('Main navigation', () => {
  test('one <nav aria-label="Main"> with Home, About, Projects, Publications, Contact in that order', async ({
    page,
  }) => {
    await gotoRoute(page, '/home');
    await expect(page.locator('nav[aria-label="Main"]')).toHaveCount(1);
    await expect(mainNav(page).getByRole('link')).toHaveText(labels);
    // The same list the router serves, so a page added to routes.ts shows up here.
    expect(pageRoutes.map((r) => r.label)).toEqual(labels);
  });

  test('aria-current="page" follows each click, on exactly one link', async ({ page }) => {
    await gotoRoute(page, '/home');
    const current = mainNav(page).locator('[aria-current="page"]');
    for (const { label, path } of [...pageRoutes].reverse()) {
      await navLink(page, label).click();
      await expect(page).toHaveURL(new RegExp(`#${path}$`));
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(current, `after clicking ${label}`).toHaveCount(1);
      await expect(current, `after clicking ${label}`).toHaveText(label);
    }
  });

  for (const width of [600, 1280]) {
    test(`at ${width}px it is a top bar inside the header, not fixed`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoRoute(page, '/about');
      const nav = mainNav(page);
      await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toHaveCount(1);
      expect(await nav.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
      const header = await box(page.getByRole('banner'));
      const bar = await box(nav);
      expect(bar.y).toBeGreaterThanOrEqual(header.y);
      expect(bar.y + bar.height).toBeLessThanOrEqual(header.y + header.height + 0.5);
      // A top bar: the header sits at the top of the page and the links in one row.
      expect(header.y).toBe(0);
      const tops = await Promise.all(labels.map(async (l) => (await box(navLink(page, l))).y));
      expect(new Set(tops).size, 'all links on one row').toBe(1);
      // Scrolled down, it stays with the header (sticky would do; a bar pinned to the viewport bottom would not).
      await scrollToBottom(page);
      const header2 = await box(page.getByRole('banner'));
      const bar2 = await box(nav);
      expect(bar2.y + bar2.height).toBeLessThanOrEqual(header2.y + header2.height + 0.5);
      expect(bar2.y + bar2.height).toBeLessThan(800 - bar.height);
    });
  }

  test.describe('at 360px', () => {
    test.use({ viewport: { width: 360, height: 800 } });

    test('a bar fixed to the viewport bottom, each item an icon above its label, each link at least 48×48', async ({
      page,
    }) => {
      await gotoRoute(page, '/projects');
      const nav = mainNav(page);
      expect(await nav.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      const check = async (when: string) => {
        const bar = await box(nav);
        expect(bar.y + bar.height, `bar bottom ${when}`).toBeCloseTo(800, 0);
        expect(bar.x, `bar spans the width ${when}`).toBe(0);
        expect(bar.width, `bar spans the width ${when}`).toBe(360);
      };
      await check('at the top');
      await scrollToBottom(page);
      await check('scrolled to the bottom');
      for (const label of labels) {
        const link = navLink(page, label);
        const icon = await box(link.locator('svg'));
        const text = await box(link.getByText(label, { exact: true }));
        await expect(link.locator('svg')).toBeVisible();
        await expect(link.getByText(label, { exact: true })).toBeVisible();
        expect(icon.y + icon.height, `${label}: icon above its label`).toBeLessThanOrEqual(text.y);
        const l = await box(link);
        expect(l.width, `${label}: link width`).toBeGreaterThanOrEqual(48);
        expect(l.height, `${label}: link height`).toBeGreaterThanOrEqual(48);
      }
    });

    test('at the very bottom of a long page the footer text is fully above the bar', async ({ page }) => {
      await gotoRoute(page, '/about');
      await scrollToBottom(page);
      // Wait for the scroll to land, then measure where the footer text and the bar are on screen.
      await expect
        .poll(() =>
          page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1),
        )
        .toBe(true);
      const footerText = page.getByRole('contentinfo').getByText(/©/);
      await expect(footerText).toBeVisible();
      const text = await box(footerText);
      const bar = await box(mainNav(page));
      expect(bar.y).toBeLessThan(800);
      expect(text.y + text.height, 'footer text bottom vs bar top').toBeLessThanOrEqual(bar.y);
    });

    test('a double-click on a nav link from a scrolled page navigates and ends at the top', async ({ page }) => {
      await gotoRoute(page, '/about');
      // On the current page's link: the page stays and scrolls smoothly back to the top.
      await scrollToBottom(page);
      await page.dblclick('nav[aria-label="Main"] >> role=link[name="About"]');
      await expect(page).toHaveURL(/#\/about$/);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      // On another page's link: it navigates and ends at the top too.
      await scrollToBottom(page);
      await page.dblclick('nav[aria-label="Main"] >> role=link[name="Publications"]');
      await expect(page).toHaveURL(/#\/publications$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/publications/i);
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
      await expect(navLink(page, 'Publications')).toHaveAttribute('aria-current', 'page');
    });
  });

  for (const width of [360, 1280]) {
    test(`at ${width}px keyboard focus on a nav link shows a visible outline`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoRoute(page, '/projects');
      const link = navLink(page, 'Home');
      let tabs = 0;
      while (!(await link.evaluate((el) => el === document.activeElement)) && tabs < 10) {
        await page.keyboard.press('Tab');
        tabs++;
      }
      await expect(link).toBeFocused();
      const outline = await link.evaluate((el) => {
        const s = getComputedStyle(el);
        return { style: s.outlineStyle, color: s.outlineColor, width: parseFloat(s.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.color).not.toMatch(/^(transparent|rgba\(\d+, \d+, \d+, 0\))$/);
      expect(outline.width).toBeGreaterThanOrEqual(2);
    });
  }
});
