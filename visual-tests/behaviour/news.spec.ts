import { expect, test } from '@playwright/test';
import { gotoRoute } from '../support/page';

/*
 * News as a visitor meets it on the complete test owner (40 items, newsOnHome = 4): on Home, in the
 * archive at #/news, and at news/ without JavaScript. Titles and dates as owners/complete/content/news.ts writes them.
 */

test.describe('News', () => {
  test('Home: the four newest, each with its <time datetime>, and a link to all 40', async ({ page }) => {
    await gotoRoute(page, '/home');
    const section = page.getByRole('region', { name: 'News' });
    await expect(section.getByRole('listitem')).toHaveCount(4);
    await expect(section.locator('time')).toHaveText([
      '1 September 2030',
      '16 March 2026',
      '2 February 2026',
      '2 February 2026',
    ]);
    await expect(section.locator('time').first()).toHaveAttribute('datetime', '2030-09-01');
    await expect(section.getByText('Upcoming', { exact: true })).toHaveCount(1);
    await section.getByRole('link', { name: 'All news (40)' }).click();
    await expect(page).toHaveURL(/#\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  });

  test('the archive: years as headings, newest first; a paper links to its page; an item opens at its anchor', async ({
    page,
  }) => {
    await gotoRoute(page, '/news');
    const years = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(years.first()).toHaveText('2030');
    await expect(years.nth(1)).toHaveText('2026');
    await expect(page.getByRole('main').locator('li[id^="news-"]')).toHaveCount(40);
    await expect(page.getByRole('link', { name: /^Paper: Too Early, Too Late/ })).toHaveAttribute(
      'href',
      'publications/lindqvist2026early.html',
    );
    await page.goto('./#/news?section=news-2026-02-02-2');
    const item = page.locator('#news-2026-02-02-2');
    await expect(item).toContainText('A second item on the same day keeps its own anchor.');
    await expect(item).toBeInViewport();
  });

  test('news/ without JavaScript: every item at its anchor, the text escaped as written', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('./news/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.locator('main li[id^="news-"]')).toHaveCount(40);
    await expect(page.locator('#news-2026-02-02 h3')).toHaveText('Escaping <check> & “quotes”');
    await expect(page.locator('#news-2026-02-02').getByRole('link', { name: 'the <lab> & co.' })).toHaveAttribute(
      'href',
      'https://example.org/lab?a=1&b=2',
    );
    await context.close();
  });
});
