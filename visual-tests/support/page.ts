import type { Page } from '@playwright/test';

/** Waits until the app has taken over the prerendered page (src/main.tsx removes the marker). */
export async function takenOver(page: Page) {
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

/** Collects console errors and warnings so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`));
  return messages;
}
