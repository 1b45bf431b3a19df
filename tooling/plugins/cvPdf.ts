import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Logger } from 'vite';
import type { CvFontFiles, CvText } from '../../src/cv/cvFiles.ts';
import { cvGlyphIssues } from '../content/cvGlyphs.ts';
import { formatIssue } from '../content/validateContent.ts';
import { cmap } from './fontSubset.ts';
import type { ServerEntry } from './serverEntry.ts';

/** The site's faces as woff files (what a PDF embeds), from the @fontsource packages. */
function cvFontFiles(): CvFontFiles {
  const require = createRequire(import.meta.url);
  const file = (family: string, weight: number) =>
    (['latin', 'latin-ext'] as const).map((subset) =>
      require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`),
    ) as [string, string];
  return {
    body400: file('roboto', 400),
    body500: file('roboto', 500),
    display600: file('montserrat', 600),
  };
}

/** A warning per field whose letters the CV's body face (latin and latin-ext) cannot draw. */
async function warnOfMissingGlyphs(texts: CvText[], fonts: CvFontFiles, logger: Logger, contentLabel: string) {
  const covered = new Set<number>();
  for (const file of fonts.body400) for (const c of await cmap(readFileSync(file))) covered.add(c);
  const issues = cvGlyphIssues(texts, covered, contentLabel);
  for (const issue of issues) logger.warn(`warning: ${formatIssue(issue)}`);
}

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
