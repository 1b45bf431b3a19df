import { chromium, type Browser } from 'playwright-core';
import { closedNetworkArgs } from '../browser/chromium.mjs';
import { finishPdfUa, type CvMetadata } from './pdfUa.ts';

/** The CV page as the server entry renders it: the document, and what the PDF says of itself. */
export type CvPageDocument = CvMetadata & { html: string };

/** The CV as the build writes it and the dev server serves it: printed tagged, finished as PDF/UA-1. */
export async function printTaggedCv(browser: Browser, { html, ...meta }: CvPageDocument): Promise<Uint8Array> {
  const { pdf, linkTexts } = await printCv(browser, html);
  return finishPdfUa(pdf, meta, linkTexts);
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

/** One Chromium for all the CVs of a build or a dev server's request, closed after `work`. */
export async function withChromium<T>(executablePath: string, work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath, args: closedNetworkArgs });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}
