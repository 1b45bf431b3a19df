import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { sampleBaseURL } from '../support/owners';
import { gotoRoute } from '../support/page';
import { asReturningVisitor, inEachTheme } from '../support/settle';

/*
 * The complete test owner's lab as a visitor meets it (owners/complete/content/people/: three members, two alumni,
 * three of them with a body): the People page in the navigation, each person with a body on a page of their own,
 * in the app and as a file without JavaScript. Names, roles and months as the Markdown files write them.
 */

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link');

test.describe('People', () => {
  test('in the navigation before Contact; members then alumni, each under its heading, with role and years', async ({
    page,
  }) => {
    await gotoRoute(page, '/home');
    await expect(nav(page)).toHaveText(['Home', 'About', 'Projects', 'Publications', 'People', 'Contact']);
    await nav(page).filter({ hasText: 'People' }).click();
    await expect(page).toHaveURL(/#\/people$/);
    await expect(page).toHaveTitle('People · Maya Lindqvist');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Members', 'Former members']);
    const members = main.getByRole('region', { name: 'Members', exact: true });
    await expect(members.getByRole('heading', { level: 3 })).toHaveText([
      'Mira Okafor',
      'Jonas Lindqvist',
      'Ana Sofia Ribeiro',
    ]);
    // The range as the site writes every range: "Sep 2022 – present", read "Sep 2022 to present".
    const mira = members.getByRole('article').first();
    await expect(mira).toContainText('PhD student · Sep 2022 – to present');
    await expect(mira.locator('time')).toHaveAttribute('datetime', '2022-09');
    const alumni = main.getByRole('region', { name: 'Former members', exact: true });
    await expect(alumni.getByRole('heading', { level: 3 })).toHaveText(['Tomás Hald', 'Li Wei']);
    const tomas = alumni.getByRole('article').first();
    await expect(tomas).toContainText('PhD, 2023 · Sep 2019 – to Jun 2023');
    await expect(tomas.locator('time')).toHaveText(['Sep 2019', 'Jun 2023']);
  });

  test('a portrait when given, else the initials; a name links to its page only when the person has a body', async ({
    page,
  }) => {
    await gotoRoute(page, '/people');
    const main = page.getByRole('main');
    await expect(main.getByRole('img', { name: "Mira Okafor beside the lab's robot arm" })).toBeVisible();
    const jonas = main.getByRole('article').filter({ hasText: 'Jonas Lindqvist' });
    await expect(jonas.getByText('JL', { exact: true })).toBeVisible();
    await expect(jonas.getByRole('img')).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 3 }).getByRole('link')).toHaveText([
      'Mira Okafor',
      'Ana Sofia Ribeiro',
      'Tomás Hald',
    ]);
    // Each link is named for its person; the address is a mail link, no other page.
    await expect(main.getByRole('link', { name: 'Email: Tomás Hald' })).toHaveAttribute(
      'href',
      'mailto:tomas.hald@example.org',
    );
    await expect(main.getByRole('link', { name: 'GitHub: Jonas Lindqvist' })).toHaveAttribute(
      'href',
      'https://github.com/example-jonas',
    );
  });

  test('a person’s own page by its address: the body, and a link in it to another person’s page that works', async ({
    page,
  }) => {
    await gotoRoute(page, '/people');
    await page.getByRole('link', { name: 'Mira Okafor', exact: true }).click();
    await expect(page).toHaveURL(/#\/people\/mira-okafor$/);
    await expect(page).toHaveTitle('Mira Okafor · Maya Lindqvist');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mira Okafor');
    await expect(main).toContainText("Her thesis asks when a robot's explanation");
    await main.getByRole('link', { name: "Ana Sofia's project" }).click();
    await expect(page).toHaveURL(/#\/people\/ana-sofia-ribeiro$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ana Sofia Ribeiro');
    await main.getByRole('link', { name: 'All people' }).click();
    await expect(page).toHaveURL(/#\/people$/);
  });

  test('a person’s page keeps its title: on a deep link, a tap to another person, back and forward, Not Found', async ({
    page,
  }) => {
    // One route serves every person's page (`/people/:page`); the view sets the headline, not App's address effects.
    await gotoRoute(page, '/people/mira-okafor');
    await expect(page).toHaveTitle('Mira Okafor · Maya Lindqvist');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: "Ana Sofia's project" }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Ana Sofia Ribeiro');
    await expect(page).toHaveTitle('Ana Sofia Ribeiro · Maya Lindqvist');
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Mira Okafor');
    await expect(page).toHaveTitle('Mira Okafor · Maya Lindqvist');
    await page.goForward();
    await expect(page).toHaveTitle('Ana Sofia Ribeiro · Maya Lindqvist');
    await main.getByRole('link', { name: 'All people' }).click();
    await expect(page).toHaveTitle('People · Maya Lindqvist');
    await page.goBack();
    await expect(page).toHaveTitle('Ana Sofia Ribeiro · Maya Lindqvist');
    // An address that names no one, opened directly: Not Found, under its title.
    await page.goto('./#/people/no-such-person');
    await page.reload();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle('Page not found · Maya Lindqvist');
  });

  test('people/<id>.html without JavaScript: the same article, the address in the sitemap and under _headers', async ({
    page,
    request,
  }) => {
    await page.goto('./people/tomas-hald.html');
    await expect(page).toHaveTitle('Tomás Hald · Maya Lindqvist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tomás Hald');
    await expect(page.getByRole('main')).toContainText('Moving So Others Can Tell');
    const sitemap = await (await request.get('./sitemap.xml')).text();
    expect(sitemap).toContain('<url><loc>https://example.org/people/tomas-hald.html</loc></url>');
    expect(sitemap).not.toContain('people/li-wei.html');
    expect(await (await request.get('./_headers')).text()).toMatch(/\n\/people\/\*\n {2}Content-Security-Policy: /);
  });

  test('the People page and a person’s page have no axe violations, in both themes', async ({ page }) => {
    await asReturningVisitor(page);
    for (const route of ['/people', '/people/mira-okafor']) {
      await gotoRoute(page, route);
      await inEachTheme(page, (theme) => expectNoAxeViolations(page, { theme, width: 1280, message: route }));
    }
  });
});

test.describe('People on the sample', () => {
  test.use({ baseURL: sampleBaseURL });

  test('the sample lists no one: its five labels, and #/people is Not Found', async ({ page }) => {
    await gotoRoute(page, '/home');
    await expect(nav(page)).toHaveText(['Home', 'About', 'Projects', 'Publications', 'Contact']);
    await page.goto('./#/people');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});
