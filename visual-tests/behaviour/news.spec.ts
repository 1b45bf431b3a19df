import { expect, test } from '@playwright/test';
import { gotoRoute } from '../support/page';

/*
 * News as a visitor meets it on the complete test owner (43 items, newsOnHome = 3, two with a body): on
 * Home, in the archive at #/news, on an item's own page, and at news/ without JavaScript. Titles and dates
 * as the Markdown files in owners/complete/content/news/ write them.
 */

test.describe('News', () => {
  test('Home: the three newest, each with its <time datetime>, and a link to all 43', async ({ page }) => {
    await gotoRoute(page, '/home');
    const section = page.getByRole('region', { name: 'News' });
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await expect(section.locator('time')).toHaveText(['1 September 2030', '20 March 2026', '16 March 2026']);
    await expect(section.locator('time').first()).toHaveAttribute('datetime', '2030-09-01');
    await expect(section.getByText('Upcoming', { exact: true })).toHaveCount(1);
    await section.getByRole('link', { name: 'All news (43)' }).click();
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
    await expect(page.getByRole('main').locator('li[id^="news-"]')).toHaveCount(43);
    await expect(page.getByRole('link', { name: /^Paper: Too Early, Too Late/ })).toHaveAttribute(
      'href',
      'publications/lindqvist2026early.html',
    );
    await page.goto('./#/news?section=news-2026-02-02-2');
    const item = page.locator('#news-2026-02-02-2');
    await expect(item).toContainText('A second item on the same day keeps its own anchor.');
    await expect(item).toBeInViewport();
  });

  test('an item with a body: its title links from Home to its own page, which shows the whole body; a link there to a page of the site works', async ({
    page,
  }) => {
    await gotoRoute(page, '/home');
    const section = page.getByRole('region', { name: 'News' });
    await section.getByRole('link', { name: 'Teaching at the field-studies summer school', exact: true }).click();
    await expect(page).toHaveURL(/#\/news\/2026-03-20-summer-school$/);
    await expect(page).toHaveTitle('Teaching at the field-studies summer school · Maya Lindqvist');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Teaching at the field-studies summer school');
    await expect(main.locator('time')).toHaveText('20 March 2026');
    await expect(main.getByRole('listitem')).toHaveText([
      'planning a field study and getting access to a site,',
      'observation protocols for mixed human–robot teams,',
      'analysing video with the people who appear in it.',
    ]);
    await expect(main.getByRole('cell', { name: 'Nordlager warehouse' })).toBeVisible();
    const bare =
      'https://example.org/summer-school-2026/programme/field-studies-with-robots/reading-list-and-application';
    await expect(main.getByRole('link', { name: bare })).toHaveAttribute('target', '_blank');
    await main.getByRole('link', { name: 'projects I draw on' }).click();
    await expect(page).toHaveURL(/#\/projects$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
    // No title: the first line of its body is its headline; an address that names no item is Not Found.
    await gotoRoute(page, '/news/2025-12-05-dataset-release');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The anonymised observation logs from six months of warehouse fieldwork…',
    );
    await gotoRoute(page, '/news/no-such-item');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('news/<id>.html without JavaScript: the item’s page as the app shows it, linked from the archive', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('./news/2026-03-20-summer-school.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teaching at the field-studies summer school');
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'All news' })).toHaveAttribute(
      'href',
      '#/news?section=news-2026-03-20-summer-school',
    );
    await context.close();
  });

  test('news/ without JavaScript: every item at its anchor, the text escaped as written', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('./news/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
    await expect(page.locator('main li[id^="news-"]')).toHaveCount(43);
    await expect(page.locator('#news-2026-02-02 h3')).toHaveText('Escaping <check> & “quotes”');
    await expect(page.locator('#news-2026-02-02').getByRole('link', { name: 'the <lab> & co.' })).toHaveAttribute(
      'href',
      'https://example.org/lab?a=1&b=2',
    );
    await context.close();
  });
});
