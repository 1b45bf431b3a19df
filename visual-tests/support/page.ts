import { test, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the prerendered page (src/main.tsx removes the marker). A deep
 * link's page comes from its page file: first a <main> in #root.
 */
export async function takenOver(page: Page) {
  await page.locator('#root main').first().waitFor({ state: 'attached' });
  await page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
}

/** Opens a hash route of the built site and waits until fonts and images are ready. */
export async function gotoRoute(page: Page, route: string) {
  await page.goto(`./#${route}`);
  await page.locator('main h1').first().waitFor();
  await takenOver(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].filter((img) => img.loading !== 'lazy').map((img) => img.decode().catch(() => undefined)),
    );
  });
}

/** The app's scripts (the entry and its chunks, directly in assets/), not the pages' files (assets/pages-…/about.js). */
export const appScript = /\/assets\/[^/]+\.js$/;

/** Holds the app's scripts back by `ms`, as on a slow phone: what paints first comes from the HTML alone. */
export async function holdScripts(page: Page, ms: number) {
  await page.route(appScript, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** Collects console errors and warnings so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  return messages;
}

/**
 * One page, opened on `route` once, for a group of tests that only read it. Call inside a
 * test.describe: the group then runs in order in one worker, and a failure starts a fresh worker,
 * which opens the page again for the tests left. The page has the project's viewport and base URL;
 * `messages` are the console errors and warnings of its load (see watchConsole).
 */
export function sharedPage(route: string) {
  let page: Page | undefined;
  let messages: string[] = [];
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport } = testInfo.project.use;
    page = await browser.newPage({ baseURL, viewport });
    messages = watchConsole(page);
    await gotoRoute(page, route);
  });
  test.afterAll(async () => {
    await page?.close();
  });
  return { page: () => page!, messages: () => messages };
}
