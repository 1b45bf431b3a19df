import { test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { watchConsole } from '../support/page';
import { expectInEachTheme, mainRows, siteFrame } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';

/*
 * News, on the complete test owner (the sample has none): the archive of 40 items over several years,
 * and Home's section of the newest four, at every breakpoint in both themes, each with an axe audit (the
 * archive's of the whole page). Like the routes, the archive's baselines show its main alone.
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
    'Home’s news section: the newest four and the link to all, light and dark',
    { tag: '@route-news' },
    async ({ page }) => {
      await gotoAndSettle(page, '/home');
      const section = page.getByRole('region', { name: 'News' });
      await expectInEachTheme(page, 'home-news', { shown: section, hide: siteFrame, audited: section });
    },
  );
});
