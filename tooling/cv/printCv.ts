import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { closedNetworkArgs, suiteChromium } from '../../visual-tests/support/chromium.mjs';

/** A Chromium the build can print with: the test suite's (Debian's, $CHROMIUM_PATH), else Playwright's download. */
export function buildChromium(): string | undefined {
  const found = suiteChromium();
  if (found) return found;
  try {
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CV page printed by Chromium as a tagged PDF (its structure from the page's elements) with
 * bookmarks from its headings; and each link's text by address, for the link annotations.
 */
export async function printCv(
  browser: Browser,
  html: string,
): Promise<{ pdf: Uint8Array; linkTexts: Map<string, string> }> {
  const page = await browser.newPage();
  try {
    // The page loads nothing: its faces are data: URLs, its links lead out of the PDF.
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => undefined)');
    const links = await page.$$eval('a', (as) => as.map((a) => [a.href, a.textContent?.trim() ?? ''] as const));
    const pdf = await page.pdf({ tagged: true, outline: true, preferCSSPageSize: true, printBackground: true });
    return { pdf: new Uint8Array(pdf), linkTexts: new Map(links.filter(([, text]) => text)) };
  } finally {
    await page.close();
  }
}

/** One Chromium for all the CVs of a build (launching one costs about 0.3 s), closed after `work`. */
export async function withChromium<T>(executablePath: string, work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath, args: closedNetworkArgs });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}
