import { expect, test, type Page } from '@playwright/test';
import { takenOver, watchConsole } from '../support/page';

/*
 * A tap's path to the new page (docs/performance.md, "A tap in a quarter"): the touch starts no
 * request (each chunk's module preloads took most of its task on a phone), the click commits the
 * page's prerendered HTML in its own task (not in a transition's later slices), and the page asks
 * for its chunk once that is painted.
 */

/** Every request for the About page's chunk, counted. */
function countChunk(page: Page) {
  let count = 0;
  page.on('request', (r) => {
    if (/\/About-[\w-]+\.js$/.test(r.url())) count += 1;
  });
  return () => count;
}

const aboutLink = 'nav[aria-label="Main"] a[href="#/about"]';
const modulePreloads = (page: Page) => page.locator('link[rel="modulepreload"]').count();

test('a finger over a link adds no module preload and asks for no chunk; a mouse over it does', async ({ page }) => {
  await page.goto('./#/home');
  await takenOver(page);
  const requests = countChunk(page);
  const before = await modulePreloads(page);
  const over = (pointerType: string) =>
    page.locator(aboutLink).dispatchEvent('pointerover', { pointerType, bubbles: true, isPrimary: true });

  await over('touch');
  // Nothing to wait for: the listener runs in the event's dispatch, and a preload inserts its links there.
  expect(await modulePreloads(page), 'module preloads after a touch').toBe(before);
  await page.waitForTimeout(300);
  expect(requests(), 'requests for the chunk after a touch').toBe(0);

  await over('mouse');
  expect(await modulePreloads(page)).toBeGreaterThan(before);
  await expect.poll(requests).toBe(1);
});

test('a click commits the new page before the next task, then its chunk is asked for', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto('./#/home');
  await takenOver(page);
  const requests = countChunk(page);
  const seen = await page.evaluate(async (selector) => {
    document.querySelector<HTMLElement>(selector)!.click();
    // React flushes a discrete event's update in a microtask; a transition would wait for a later task.
    await Promise.resolve();
    return document.querySelector('main h1')?.textContent;
  }, aboutLink);
  expect(seen, 'main’s heading right after the click').toBe('About');
  await expect.poll(requests).toBe(1);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('About');
  expect(messages).toEqual([]);
});
