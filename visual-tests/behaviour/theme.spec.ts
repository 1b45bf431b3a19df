import { expect, test, type Page } from '@playwright/test';
import { themeAttribute, themeStorageKey } from '../../src/styles/themeChoice';
import { palettes, themeColor, type ThemeName } from '../../src/styles/tokens';
import { appScript, gotoRoute, watchConsole } from '../support/page';
import { publications } from '../support/publications';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const pageColours = (theme: ThemeName) => ({
  background: rgb(palettes[theme].background),
  text: rgb(palettes[theme].text),
});

/** The colours the page is painted in, read from <body>. */
const painted = (page: Page) =>
  page.evaluate(() => {
    const s = getComputedStyle(document.body);
    return { background: s.backgroundColor, text: s.color };
  });

const toggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme: / });

/** Keeps the app's JavaScript from ever loading: what shows is the HTML, the inline CSS, the inline scripts and the page's file. */
async function withoutApp(page: Page) {
  await page.route(appScript, (route) => route.abort());
}

test.describe('Colour theme', () => {
  test('a dark system setting gets the dark theme at the first paint of a deep link, before any module loads', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await withoutApp(page);
    await page.goto('./#/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
    expect(await painted(page)).toEqual(pageColours('dark'));
    await expect(toggle(page)).toHaveAccessibleName('Theme: Auto');
  });

  test('a choice made on an earlier visit is applied before the first paint, against the system setting', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(([key]) => localStorage.setItem(key!, 'dark'), [themeStorageKey]);
    // The first frames, recorded as the document is parsed: never the light background.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const look = () => document.body && seen.push(getComputedStyle(document.body).backgroundColor);
      new MutationObserver(look).observe(document, { childList: true, subtree: true });
    });
    await withoutApp(page);
    await page.goto('./#/publications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen)).toEqual(new Set([rgb(palettes.dark.background)]));
    await expect(toggle(page)).toHaveAccessibleName('Theme: Dark');
  });

  test('the control switches, shows its state in its name, and remembers across visits', async ({ page }) => {
    const messages = watchConsole(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoRoute(page, '/home');
    const html = page.locator('html');
    await expect(toggle(page)).toHaveAccessibleName('Theme: Auto');
    expect(await painted(page)).toEqual(pageColours('light'));

    // Each press changes what shows, until the last one, which returns to the system setting.
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Theme: Dark');
    await expect(html).toHaveAttribute(themeAttribute, 'dark');
    await expect.poll(() => painted(page)).toEqual(pageColours('dark'));

    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Theme: Light');
    await expect.poll(() => painted(page)).toEqual(pageColours('light'));

    // Keyboard: the control is a button in the header, reached and pressed like one.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(toggle(page)).toHaveAccessibleName('Theme: Auto');
    await expect(html).not.toHaveAttribute(themeAttribute);
    expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBeNull();

    // Chosen, then a new visit on another route: still dark, though the system is light.
    await toggle(page).click();
    await page.goto('about:blank');
    await gotoRoute(page, '/contact');
    await expect(toggle(page)).toHaveAccessibleName('Theme: Dark');
    expect(await painted(page)).toEqual(pageColours('dark'));
    expect(messages).toEqual([]);
  });

  test('with a dark system, the first press gives light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoRoute(page, '/projects');
    expect(await painted(page)).toEqual(pageColours('dark'));
    await toggle(page).click();
    await expect(toggle(page)).toHaveAccessibleName('Theme: Light');
    await expect.poll(() => painted(page)).toEqual(pageColours('light'));
  });

  test('print is black on white whatever the theme', async ({ page }) => {
    await page.addInitScript(([key]) => localStorage.setItem(key!, 'dark'), [themeStorageKey]);
    await gotoRoute(page, '/about');
    expect(await painted(page)).toEqual(pageColours('dark'));
    await page.emulateMedia({ media: 'print' });
    expect(await painted(page)).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    const card = await page
      .getByRole('main')
      .locator('section')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(card).not.toBe(rgb(palettes.dark.paper));
  });

  test('the browser bar colour follows the system theme; a publication page follows it too', async ({ page }) => {
    await page.goto('./#/home');
    for (const theme of ['light', 'dark'] as const) {
      await expect(page.locator(`meta[name="theme-color"][media="(prefers-color-scheme: ${theme})"]`)).toHaveAttribute(
        'content',
        themeColor[theme],
      );
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`./publications/${publications[0]!.id}.html`);
    expect(await painted(page)).toEqual(pageColours('dark'));
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await painted(page)).toEqual(pageColours('light'));
  });

  test('a publication page and the one-page list keep the theme the visitor chose on the site, against the system', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('./#/home');
    await page.evaluate(([key]) => localStorage.setItem(key!, 'dark'), [themeStorageKey]);
    for (const file of [`${publications[0]!.id}.html`, '']) {
      await page.goto(`./publications/${file}`);
      await expect(page.locator('html')).toHaveAttribute(themeAttribute, 'dark');
      expect(await painted(page), file || 'the list').toEqual(pageColours('dark'));
    }
  });
});
