import { expect, test, type Page, type Route } from '@playwright/test';
import { profile } from '../owners/complete/content/profile';
import { takenOver, watchConsole } from '../support/page';

/*
 * Every page after the first at once: a navigation shows the new page's prerendered HTML
 * (src/app/PrerenderedMain.tsx) while its chunk is still on its way, with the address, the title,
 * aria-current, focus and the history as the app gives them, and nothing moves when the chunk lands.
 */

/** Holds every request for a page's chunk (`About-….js`) until `release()`. */
function holdChunk(page: Page, name: string) {
  const held: Route[] = [];
  let released = false;
  void page.route(new RegExp(`/${name}-[\\w-]+\\.js$`), (route) => (released ? route.continue() : held.push(route)));
  return {
    requested: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Where main's heading and the page's last paragraph are, and how tall main is. */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector('main')!;
    const box = (el: Element | null | undefined) => {
      const r = el?.getBoundingClientRect();
      return r && [r.x, r.y, r.width, r.height].map(Math.round);
    };
    return {
      h1: box(main.querySelector('h1')),
      last: box([...main.querySelectorAll('p')].pop()),
      height: main.scrollHeight,
    };
  });

test.describe('A navigation inside the site', () => {
  test('a click shows the new page from its prerendered HTML before its chunk arrives; nothing moves when it does', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    await page.goto('./#/home');
    await takenOver(page);
    const about = holdChunk(page, 'About');
    await page.evaluate(() => window.scrollTo(0, 400));

    await nav(page).getByRole('link', { name: 'About' }).click();
    await expect(heading(page)).toHaveText('About');
    expect(about.requested(), 'the chunk is asked for, and held').toBe(1);
    await expect(page).toHaveURL(/#\/about$/);
    await expect(page).toHaveTitle(`About · ${profile.name}`);
    await expect(nav(page).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // The page's links work before its chunk is in.
    await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', /./);
    const before = await layoutOf(page);

    await about.release();
    await page.waitForLoadState('networkidle');
    await expect(heading(page)).toHaveText('About');
    expect(await layoutOf(page)).toEqual(before);
    expect(messages).toEqual([]);
  });

  test('the keyboard: Enter on a link shows the page at once and leaves the focus on the link', async ({ page }) => {
    await page.goto('./#/home');
    await takenOver(page);
    const projects = holdChunk(page, 'Projects');
    const link = nav(page).getByRole('link', { name: 'Projects' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText('Projects');
    expect(projects.requested()).toBe(1);
    await expect(link).toBeFocused();
    await projects.release();
  });

  test('back to the page opened first shows it at once too, from the history', async ({ page }) => {
    await page.goto('./#/home');
    await takenOver(page);
    const home = await heading(page).textContent();
    const contact = holdChunk(page, 'Contact');
    const homeChunk = holdChunk(page, 'Home');
    await nav(page).getByRole('link', { name: 'Contact' }).click();
    await expect(heading(page)).toHaveText('Contact');
    await page.goBack();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(heading(page)).toHaveText(home!);
    await expect(page).toHaveTitle(profile.site.title);
    await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(heading(page)).toHaveText('Contact');
    await Promise.all([contact.release(), homeChunk.release()]);
  });

  test('hovering or focusing a link asks for its page’s chunk before the click', async ({ page }) => {
    await page.goto('./#/home');
    await takenOver(page);
    const publications = holdChunk(page, 'Publications');
    await nav(page).getByRole('link', { name: 'Publications' }).hover();
    await expect.poll(publications.requested).toBe(1);
    await publications.release();
  });
});
