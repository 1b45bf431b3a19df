import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { gotoRoute } from '../support/page';
import {
  activeEntry,
  clickAndTrackScroll,
  expectScrollSpyFollowsRule,
  pageHeadings,
  ROOT_MARGIN,
  tocNav,
} from '../support/toc';

const toc = (page: Page) => tocNav(page);
const active = (page: Page) => activeEntry(page);

test.describe('About: table of contents (1280px)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoRoute(page, '/about');
  });

  test('is a second navigation, labelled by its own heading, listing the page’s h2 and h3 headings in order', async ({
    page,
  }) => {
    await expect(page.getByRole('navigation')).toHaveCount(2);
    const nav = toc(page);
    await expect(nav.getByRole('heading', { name: 'On this page' })).toBeVisible();
    const headings = await pageHeadings(page);
    expect(headings.length).toBeGreaterThan(5);
    expect(headings.filter((h) => h.level === 3).length).toBeGreaterThan(0);
    const links = nav.getByRole('link');
    await expect(links).toHaveText(headings.map((h) => h.text));
    // HashRouter would treat a bare "#id" as a route, and a second "#" is invalid in a URL: each href
    // keeps the page's route and names the section in the query.
    const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(headings.map((h) => `#/about?section=${h.id}`));
    // h3 entries are nested in a list under their h2 entry.
    const nesting = await links.evaluateAll((els) =>
      els.map((a) => a.parentElement!.parentElement!.closest('li') !== null),
    );
    expect(nesting).toEqual(headings.map((h) => h.level === 3));
    await expect(nav.locator(':scope > ol')).toHaveCount(1);
  });

  test('sits in a sticky column beside the sections from md up', async ({ page }) => {
    const navBox = (await toc(page).boundingBox())!;
    const sectionBox = (await page.getByRole('region', { name: 'Education' }).boundingBox())!;
    expect(navBox.x).toBeGreaterThanOrEqual(sectionBox.x + sectionBox.width);
    await expect(toc(page).getByRole('button')).toHaveCount(0);
    await page.getByRole('heading', { name: 'Skills', level: 2 }).scrollIntoViewIfNeeded();
    await expect(toc(page).getByRole('heading', { name: 'On this page' })).toBeInViewport();
  });

  // One current entry after load and after a click, in every engine: visual-tests/engines/visitor.spec.ts; a middle
  // section and the last one at the bottom, at every breakpoint: visual-tests/visual/states.spec.ts.
  test('follows the rule at every scroll position: first heading below the 50px line, else the last one passed', async ({
    page,
  }) => {
    // Dozens of positions, each waiting for the observer: allow for a busy machine.
    test.setTimeout(60_000);
    await expectScrollSpyFollowsRule(page);
  });

  test('clicking an entry scrolls smoothly to its heading, focuses it and keeps the route at #/about', async ({
    page,
  }) => {
    const headings = await pageHeadings(page);
    const target = headings.find((h) => h.text === 'Experience')!;
    const { before, seen } = await clickAndTrackScroll(page, `#/about?section=${target.id}`);
    const final = seen.at(-1)!;
    expect(final).toBeGreaterThan(before);
    // Smooth: the window passes through positions between the start and the end (an instant jump has none).
    const between = seen.filter((y) => y > before + 1 && y < final - 1);
    expect(between.length).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(final);

    const heading = page.locator(`#${target.id}`);
    await expect(heading).toBeFocused();
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(ROOT_MARGIN);
    expect(top).toBeLessThan(120);
    await expect(active(page)).toHaveText('Experience');
    await expect(page).toHaveURL(/#\/about(\?section=experience)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('keyboard: Enter on an entry moves focus to the heading, and Tab continues from there', async ({ page }) => {
    const headings = await pageHeadings(page);
    const withPoster = await page
      .getByRole('main')
      .evaluate((main) => main.querySelector('li:has(a[aria-label^="Poster"]) h3')?.id ?? '');
    expect(withPoster).not.toBe('');
    const entry = headings.find((h) => h.id === withPoster)!;
    await toc(page).getByRole('link', { name: entry.text, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator(`#${entry.id}`)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', new RegExp(`^Poster.*${entry.text}`));
  });

  // The site's own links use the query form; the older second-hash form still arrives in shared links.
  for (const address of ['#/about?section=experience', '#/about#experience']) {
    test(`a deep link (${address}) opens at that heading, in a fresh tab or from this page`, async ({ page }) => {
      const fresh = await page.context().newPage();
      for (const tab of [fresh, page]) {
        await tab.goto(`./${address}`);
        const heading = tab.getByRole('heading', { name: 'Experience', level: 2 });
        await expect(heading).toBeInViewport();
        await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(120);
        await expect(active(tab)).toHaveText('Experience');
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText('About');
      }
      await fresh.close();
    });
  }
});

test.describe('About: table of contents under reduced motion', () => {
  test('clicking an entry jumps to the heading at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoRoute(page, '/about');
    const headings = await pageHeadings(page);
    const target = headings.find((h) => h.text === 'Skills')!;
    const { before, seen } = await clickAndTrackScroll(page, `#/about?section=${target.id}`);
    expect(seen[0]).toBeGreaterThan(before);
    expect(new Set(seen).size).toBe(1);
    await expect(page.locator(`#${target.id}`)).toBeFocused();
  });
});

test.describe('About: table of contents below md (360px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await gotoRoute(page, '/about');
  });

  test('is a compact "On this page" disclosure above the sections that opens to the full list', async ({ page }) => {
    const nav = toc(page);
    const toggle = nav.getByRole('button', { name: 'On this page' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link')).toHaveCount(0);
    const navBox = (await nav.boundingBox())!;
    const firstSection = (await page.getByRole('region', { name: 'Education' }).boundingBox())!;
    expect(navBox.y + navBox.height).toBeLessThanOrEqual(firstSection.y);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const headings = await pageHeadings(page);
    await expect(nav.getByRole('link')).toHaveText(headings.map((h) => h.text));
    await expect(active(page)).toHaveCount(1);
  });

  test('an entry scrolls to its heading below the sticky bar, focuses it and closes the list', async ({ page }) => {
    const nav = toc(page);
    const toggle = nav.getByRole('button', { name: 'On this page' });
    await toggle.click();
    await nav.getByRole('link', { name: 'Awards and Guest Talks', exact: true }).click();
    const heading = page.getByRole('heading', { name: 'Awards and Guest Talks', level: 2 });
    await expect(heading).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(160);
    // The bar stays on screen and does not cover the heading it scrolled to.
    await expect(toggle).toBeInViewport();
    const bar = (await nav.boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(toggle).toContainText('Awards and Guest Talks');
    await expect(page).toHaveURL(/#\/about(\?section=awards-and-guest-talks)?$/);
  });

  test('axe finds no WCAG A/AA violation with the list open', async ({ page }) => {
    await toc(page).getByRole('button', { name: 'On this page' }).click();
    await expect(toc(page).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
