import { expect, type Page } from '@playwright/test';

/**
 * Waits until the app has taken over the prerendered page (src/main.tsx). A page marked `untilUsed`
 * (home) waits for a mouse or keyboard: a synthetic mouse pointermove, repeated until the app is
 * listening, stands in for one without hovering or focusing anything.
 */
export async function takenOver(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse' })));
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0, { timeout: 250 });
  }).toPass({ timeout: 15_000 });
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
