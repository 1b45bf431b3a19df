import { expect, test, type Page, type Route } from '@playwright/test';
import { profile } from '../owners/complete/content/profile';
import { profile as rtlProfile } from '../owners/rtl/content/profile';
import { rtlBaseURL } from '../support/owners';
import { takenOver, watchConsole } from '../support/page';

/*
 * Every page after the first at once: a navigation shows the new page's prerendered HTML
 * (src/app/PrerenderedMain.tsx) while its chunk is still on its way, with the address, the title,
 * aria-current, focus and the history as the app gives them, and nothing moves when the chunk lands. The same
 * tests run on the complete owner and on the Arabic one (right to left), by their links' names in each language.
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
const nav = (page: Page, label: string) => page.getByRole('navigation', { name: label, exact: true });

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

/** An owner's site: its base URL, its navigation's words, its name and site title as the page's title shows them. */
interface Owner {
  name: string;
  baseURL?: string;
  nav: Record<'main' | 'home' | 'about' | 'projects' | 'publications' | 'contact', string>;
  person: string;
  siteTitle: string;
}

const owners: Owner[] = [
  {
    name: 'the complete owner',
    nav: {
      main: 'Main',
      home: 'Home',
      about: 'About',
      projects: 'Projects',
      publications: 'Publications',
      contact: 'Contact',
    },
    person: profile.name,
    siteTitle: profile.site.title,
  },
  {
    name: 'the right-to-left owner',
    baseURL: rtlBaseURL,
    nav: {
      main: 'الرئيسية',
      home: 'الرئيسية',
      about: 'نبذة',
      projects: 'المشاريع',
      publications: 'المنشورات',
      contact: 'التواصل',
    },
    person: rtlProfile.name,
    siteTitle: rtlProfile.site.title,
  },
];

for (const { name, baseURL, nav: words, person, siteTitle } of owners)
  test.describe(`A navigation inside the site (${name})`, () => {
    if (baseURL) test.use({ baseURL });

    test('a click shows the new page from its prerendered HTML before its chunk arrives; nothing moves when it does', async ({
      page,
    }) => {
      const messages = watchConsole(page);
      await page.goto('./#/home');
      await takenOver(page);
      const about = holdChunk(page, 'About');
      await page.evaluate(() => window.scrollTo(0, 400));

      await nav(page, words.main).getByRole('link', { name: words.about, exact: true }).click();
      await expect(heading(page)).toHaveText(words.about);
      expect(about.requested(), 'the chunk is asked for, and held').toBe(1);
      await expect(page).toHaveURL(/#\/about$/);
      await expect(page).toHaveTitle(`${words.about} · ${person}`);
      await expect(nav(page, words.main).getByRole('link', { name: words.about, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav(page, words.main).getByRole('link', { name: words.home, exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(await page.evaluate(() => scrollY)).toBe(0);
      // The page's links work before its chunk is in.
      await expect(page.getByRole('main').getByRole('link').first()).toHaveAttribute('href', /./);
      const before = await layoutOf(page);

      await about.release();
      await page.waitForLoadState('networkidle');
      await expect(heading(page)).toHaveText(words.about);
      expect(await layoutOf(page)).toEqual(before);
      expect(messages).toEqual([]);
    });

    test('the keyboard: Enter on a link shows the page at once and leaves the focus on the link', async ({ page }) => {
      await page.goto('./#/home');
      await takenOver(page);
      const projects = holdChunk(page, 'Projects');
      const link = nav(page, words.main).getByRole('link', { name: words.projects, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(heading(page)).toHaveText(words.projects);
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
      await nav(page, words.main).getByRole('link', { name: words.contact, exact: true }).click();
      await expect(heading(page)).toHaveText(words.contact);
      await page.goBack();
      await expect(page).toHaveURL(/#\/home$/);
      await expect(heading(page)).toHaveText(home!);
      await expect(page).toHaveTitle(siteTitle);
      await expect(nav(page, words.main).getByRole('link', { name: words.home, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.goForward();
      await expect(heading(page)).toHaveText(words.contact);
      await Promise.all([contact.release(), homeChunk.release()]);
    });

    test('hovering or focusing a link asks for its page’s chunk before the click', async ({ page }) => {
      await page.goto('./#/home');
      await takenOver(page);
      const publications = holdChunk(page, 'Publications');
      await nav(page, words.main).getByRole('link', { name: words.publications, exact: true }).hover();
      await expect.poll(publications.requested).toBe(1);
      await publications.release();
    });
  });
