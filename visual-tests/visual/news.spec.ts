import { test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { watchConsole } from '../support/page';
import { expectInEachTheme, mainRows, siteFrame } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';

/*
 * News, on the complete test owner (the sample has none): the archive of 43 items over several years,
 * Home's section of the newest three, and an item's own page (its Markdown body: a list, a table, a bare
 * address) in the app and as news/<id>.html without JavaScript, at every breakpoint in both themes, each
 * with an axe audit. Like the routes, the archive's and the item's baselines show their main alone.
 */
test.use({ baseURL: completeBaseURL });

test.describe('News (the complete test owner)', () => {
  test('#/news: every item by year, main in full, light and dark', { tag: '@route-news' }, async ({ page }) => {
    const problems = watchConsole(page);
    await gotoAndSettle(page, '/news');
    await expectInEachTheme(page, 'news-main', { shown: page.getByRole('main'), ...mainRows });
    test.expect(problems).toEqual([]);
  });

  test(
    '#/news/<id>: an item’s own page, its body as Markdown made it, main in full, light and dark',
    { tag: '@route-news' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await gotoAndSettle(page, '/news/2026-03-20-summer-school');
      await expectInEachTheme(page, 'news-item-main', { shown: page.getByRole('main'), ...mainRows });
      test.expect(problems).toEqual([]);
    },
  );

  test(
    'news/<id>.html: the item’s page that runs no app (read without JavaScript), main in full, light and dark',
    { tag: '@route-news' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('./news/2025-12-05-dataset-release.html');
      await expectInEachTheme(page, 'news-item-static', { shown: page.getByRole('main'), ...mainRows });
      test.expect(problems).toEqual([]);
    },
  );

  test(
    'Home’s news section: the newest three and the link to all, light and dark',
    { tag: '@route-news' },
    async ({ page }) => {
      await gotoAndSettle(page, '/home');
      const section = page.getByRole('region', { name: 'News' });
      await expectInEachTheme(page, 'home-news', { shown: section, hide: siteFrame, audited: section });
    },
  );
});
