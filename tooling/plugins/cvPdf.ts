import type { Logger } from 'vite';
import { cvFontFiles, warnOfMissingGlyphs } from '../cv/writeCvs.ts';
import type { ServerEntry } from './serverEntry.ts';

/**
 * The CV as a PDF (undefined when the owner gives their own), rendered in the server entry (src/cv/) with
 * the site's faces; a warning for each letter they cannot draw.
 */
export async function cvPdf(server: ServerEntry, logger: Logger, contentLabel: string, variant?: string) {
  const started = performance.now();
  const fonts = cvFontFiles();
  const pdf = await server.renderCv(fonts, variant);
  if (!pdf) return undefined;
  await warnOfMissingGlyphs(server.cvTexts(), fonts, logger, contentLabel);
  const took = Math.round(performance.now() - started);
  logger.info(`prerender: ${variant ?? server.cvFile} (${Math.round(pdf.length / 1024)} KiB) in ${took} ms`);
  return pdf;
}
