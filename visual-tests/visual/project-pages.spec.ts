import { expect, test } from '@playwright/test';
import { completeBaseURL } from '../support/owners';
import { watchConsole } from '../support/page';
import { expectInEachTheme, mainRows, siteFrame } from '../support/screenshot';
import { gotoAndSettle } from '../support/settle';

/*
 * A project with a body, on the complete test owner (its projects are Markdown files, as al-folio keeps them):
 * its own page in the app and as projects/<id>.html without JavaScript (a heading, a list, a table, a bare
 * address, links to the site's own pages), at every breakpoint in both themes, each with an axe audit. Like
 * the news item's, the baselines show the main alone. A talk's abstract (its Markdown file's body, or YAML's
 * `abstract`) opens under the talk on About.
 */
test.use({ baseURL: completeBaseURL });

test.describe('A project’s own page (the complete test owner)', () => {
  test(
    '#/projects/<id>: the project’s page, its body as Markdown made it, main in full, light and dark',
    { tag: '@route-projects' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await gotoAndSettle(page, '/projects/intent-projection');
      await expectInEachTheme(page, 'project-page-main', { shown: page.getByRole('main'), ...mainRows });
      test.expect(problems).toEqual([]);
    },
  );

  test(
    'projects/<id>.html: the project’s page that runs no app (read without JavaScript), main in full, light and dark',
    { tag: '@route-projects' },
    async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto('./projects/gaze-handover.html');
      await expectInEachTheme(page, 'project-page-static', { shown: page.getByRole('main'), ...mainRows });
      test.expect(problems).toEqual([]);
    },
  );

  test('About: a talk’s abstract, opened under the talk, light and dark', { tag: '@state' }, async ({ page }) => {
    await gotoAndSettle(page, '/about');
    const talk = page.getByRole('listitem').filter({ hasText: 'Legibility as a Design Material' });
    // Its summary reads "Abstract", and says whose to a screen reader.
    const summary = talk.locator('summary');
    await expect(summary).toHaveText('Abstract: Legibility as a Design Material');
    await summary.click();
    await expect(talk.getByText('Three cases from the lab')).toBeVisible();
    await expectInEachTheme(page, 'about-talk-abstract-open', {
      shown: talk,
      hide: `${siteFrame}, main nav`,
      audited: talk,
    });
  });
});
