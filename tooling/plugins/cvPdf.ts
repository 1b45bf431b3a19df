import { createHash } from 'node:crypto';
import type { Logger } from 'vite';
import { findChromium } from '../browser/chromium.mjs';
import { printTaggedCv, withChromium } from '../cv/printCv.ts';
import { cvFontFiles, cvPageFaces, noChromium, warnOfMissingGlyphs } from '../cv/writeCvs.ts';
import type { ServerEntry } from './serverEntry.ts';

/**
 * The dev server's CVs: printed as the build prints them (tooling/cv/), on request, each kept until its
 * page changes, so an edit elsewhere costs no print; with no Chromium to print it, its page (HTML) with a
 * notice. Undefined when the owner gives their own PDF.
 */
export function devCvs(logger: Logger, find: () => string | undefined = findChromium) {
  const fonts = cvFontFiles();
  const faces = cvPageFaces(fonts);
  const printed = new Map<string, { page: string; pdf: Promise<Uint8Array> }>();
  let warned = false;

  async function print(server: ServerEntry, chrome: string, contentLabel: string, variant?: string) {
    const page = server.renderCvPage(faces, variant);
    if (!page) return undefined;
    const file = variant ?? server.cvFile;
    // The page and what the PDF says of itself (its creator is the site's title, which the page does not show).
    const key = createHash('sha256').update(JSON.stringify(page)).digest('hex');
    const kept = printed.get(file);
    if (kept?.page === key) return kept.pdf;
    const started = performance.now();
    const pdf = withChromium(chrome, (browser) => printTaggedCv(browser, page));
    printed.set(file, { page: key, pdf });
    // A print that failed is tried again on the next request.
    pdf.catch(() => printed.get(file)?.pdf === pdf && printed.delete(file));
    if (!variant) await warnOfMissingGlyphs(server.cvTexts(), fonts, logger, contentLabel);
    const bytes = await pdf;
    const took = Math.round(performance.now() - started);
    logger.info(`dev: ${file} printed (${Math.round(bytes.length / 1024)} KiB) in ${took} ms`, { timestamp: true });
    return bytes;
  }

  return async (
    server: ServerEntry,
    contentLabel: string,
    variant?: string,
  ): Promise<Uint8Array | string | undefined> => {
    const chrome = find();
    if (chrome) return print(server, chrome, contentLabel, variant);
    const problem = noChromium(contentLabel);
    if (!warned) logger.warn(`warning: ${problem}`, { timestamp: true });
    warned = true;
    return server.renderCvPage(faces, variant, `This is the CV's page, not its PDF: ${problem}.`)?.html;
  };
}
