import { expect, test, type Page } from '@playwright/test';
import { gotoRoute } from '../support/page';

const pages = [
  { route: '/home', label: 'Home' },
  { route: '/about', label: 'About' },
  { route: '/projects', label: 'Projects' },
  { route: '/publications', label: 'Publications' },
  { route: '/contact', label: 'Contact' },
];

test.describe('Routing', () => {
  // Playwright's tab starts on about:blank, so a fresh tab holds that entry plus ours.
  const directLoadLength = async (page: Page) => {
    const probe = await page.context().newPage();
    await probe.goto('./#/contact');
    const length = await probe.evaluate(() => history.length);
    await probe.close();
    return length;
  };

  for (const hash of ['', '#', '#/']) {
    test(`"${hash || 'no hash'}" redirects to #/home without adding a history entry`, async ({ page }) => {
      await page.goto(`./${hash}`);
      await expect(page).toHaveURL(/#\/home$/);
      await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
      expect(await page.evaluate(() => history.length)).toBe(await directLoadLength(page));
    });
  }

  test('following a link to #/ replaces the entry, so Back skips the redirect', async ({ page }) => {
    await gotoRoute(page, '/contact');
    const before = await page.evaluate(() => history.length);
    await page.evaluate(() => (window.location.hash = '#/'));
    await expect(page).toHaveURL(/#\/home$/);
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/#\/contact$/);
  });

  for (const { route, label } of pages) {
    test(`${route} opens directly with its nav item current`, async ({ page }) => {
      await gotoRoute(page, route);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveCount(1);
    });
  }

  test('an unknown route shows a not-found page inside the layout, with a link home', async ({ page }) => {
    await gotoRoute(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /home page/i })
      .click();
    await expect(page).toHaveURL(/#\/home$/);
  });
});
