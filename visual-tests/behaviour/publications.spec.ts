import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { gotoRoute, takenOver, watchConsole } from '../support/page';
import { publications } from '../support/publications';

/** The titles of the publication articles on the page, in order. */
const titles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
const filters = (page: Page) => page.getByRole('search', { name: 'Publications' });
const status = (page: Page) => page.getByRole('main').getByRole('status').filter({ hasText: /publication/ });
const years = [...new Set(publications.map((p) => p.date.slice(0, 4)))];

test.describe('Publications: grouped by year', () => {
  test('each year is a heading, newest first, and each publication an article under its year', async ({ page }) => {
    const messages = watchConsole(page);
    await gotoRoute(page, '/publications');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(years);
    for (const year of years) {
      const section = main.getByRole('region', { name: year, exact: true });
      const expected = publications.filter((p) => p.date.startsWith(year)).map((p) => p.title);
      await expect(section.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(expected);
    }
    await expect(status(page)).toHaveText(`${publications.length} publications`);
    expect(messages).toEqual([]);
  });
});

test.describe('Publications: filter and search', () => {
  test('choosing a kind narrows the list, shows in the address, and Back returns to all', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const journals = publications.filter((p) => p.kind === 'Journal article');
    expect(journals.length).toBeGreaterThan(0);
    await filters(page).getByRole('radio', { name: /^Journal article/ }).check();
    await expect(page).toHaveURL(/#\/publications\?kind=journal$/);
    expect(await titles(page)).toEqual(journals.map((p) => p.title));
    await expect(status(page)).toHaveText(`${journals.length} of ${publications.length} publications`);
    await page.goBack();
    await expect(page).toHaveURL(/#\/publications$/);
    await expect(filters(page).getByRole('radio', { name: /^All/ })).toBeChecked();
    expect(await titles(page)).toEqual(publications.map((p) => p.title));
  });

  test('search looks in titles, authors and venues, ignores case and accents, and needs every word', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const search = filters(page).getByRole('searchbox', { name: 'Search' });
    const cases: Array<[string, (p: (typeof publications)[number]) => boolean]> = [
      ['WAREHOUSE', (p) => /warehouse/i.test(p.title)],
      ['nilsson', (p) => p.authors.some((a) => /Nilsson/.test(a))],
      ['eindhoven', (p) => /Eindhoven/.test(p.venue)],
      ['trust robot', (p) => /trust/i.test(p.title + p.venue) && /robot/i.test(p.title + p.venue)],
    ];
    for (const [query, expected] of cases) {
      await search.fill(query);
      const want = publications.filter(expected).map((p) => p.title);
      expect(want.length, query).toBeGreaterThan(0);
      await expect.poll(() => titles(page), { message: query }).toEqual(want);
    }
    // Typing replaces the address rather than adding an entry per keystroke.
    await expect(page).toHaveURL(/#\/publications\?q=trust\+robot$/);
  });

  test('case does not matter, and typing key by key loses nothing', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const search = filters(page).getByRole('searchbox', { name: 'Search' });
    await search.fill('LINDQVIST');
    const upper = await titles(page);
    // Typed key by key, as a person does: no keystroke is lost while the address follows.
    await search.fill('');
    await search.pressSequentially('lindqvist', { delay: 15 });
    await expect(search).toHaveValue('lindqvist');
    await expect(page).toHaveURL(/q=lindqvist$/);
    await expect.poll(() => titles(page)).toEqual(upper);
    expect(upper.length).toBe(publications.filter((p) => p.authors.includes('Maya Lindqvist')).length);
  });

  test('a filtered address opened directly shows only the filtered list, never the whole one first', async ({ page }) => {
    const posters = publications.filter((p) => p.kind === 'Poster').map((p) => p.title);
    await page.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { seenTitles: Set<string> }).seenTitles = seen;
      new MutationObserver(() => {
        document.querySelectorAll('main article h3').forEach((h) => seen.add(h.textContent ?? ''));
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto('./#/publications?kind=poster');
    await takenOver(page);
    await expect.poll(() => titles(page)).toEqual(posters);
    await expect(filters(page).getByRole('radio', { name: /^Poster/ })).toBeChecked();
    const seen = await page.evaluate(() => [...(window as unknown as { seenTitles: Set<string> }).seenTitles]);
    expect(seen.sort()).toEqual([...posters].sort());
  });

  test('no match says so, and one button brings every publication back', async ({ page }) => {
    const messages = watchConsole(page);
    await gotoRoute(page, '/publications');
    await filters(page).getByRole('searchbox', { name: 'Search' }).fill('zzz no such paper');
    await expect(page.getByText('Nothing matches.')).toBeVisible();
    await expect(status(page)).toHaveText(`0 of ${publications.length} publications`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show all publications' }).click();
    await expect(page).toHaveURL(/#\/publications$/);
    expect(await titles(page)).toEqual(publications.map((p) => p.title));
    expect(messages).toEqual([]);
  });

  test('keyboard: Tab reaches the search box, then the kinds; arrows choose a kind; focus is visible', async ({ page }) => {
    await gotoRoute(page, '/publications');
    const search = filters(page).getByRole('searchbox', { name: 'Search' });
    await search.focus();
    await page.keyboard.press('Tab');
    const all = filters(page).getByRole('radio', { name: /^All/ });
    await expect(all).toBeFocused();
    const chip = filters(page).locator('label').filter({ has: page.getByRole('radio', { name: /^All/ }) });
    expect(await chip.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    expect(await chip.evaluate((el) => getComputedStyle(el).outlineColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.keyboard.press('ArrowRight');
    const second = filters(page).getByRole('radio').nth(1);
    await expect(second).toBeChecked();
    await expect(page).toHaveURL(/kind=/);
    await expectNoAxeViolations(page);
  });
});

test.describe('Publications without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page links a one-page list of every publication, each an article linking to its own page', async ({ page }) => {
    await page.goto('./publications/');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(publications.length);
    for (const p of publications) {
      await expect(articles.getByRole('link', { name: p.title, exact: true })).toHaveAttribute('href', `${p.id}.html`);
    }
  });

  test('the prerendered Publications page already holds its articles and the link to the one-page list', async ({ request }) => {
    const html = await (await request.get('./')).text();
    const template = /<template data-page="publications">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template.match(/<article\b/g)?.length).toBe(Math.min(publications.length, 8));
    expect(template).toContain('href="publications/"');
  });
});
