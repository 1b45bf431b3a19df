import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Browser } from 'playwright-core';
import type { Logger } from 'vite';
import { cvFaces, type CvFontFiles, type CvPageFace, type CvText } from '../../src/cv/cvFiles.ts';
import { findChromium } from '../browser/chromium.mjs';
import { cvScriptWarnings } from '../content/site/cvGlyphs.ts';
import { formatIssue } from '../content/checks/validateContent.ts';
import { buildStop } from '../content/commands/buildStop.ts';
import { cmap } from '../generators/fontCmap.ts';
import { printTaggedCv, withChromium, type CvPageDocument } from './printCv.ts';
import { systemFontsLack } from './systemFonts.ts';

/** What the server entry (src/prerender.tsx) exports for the CVs. */
export interface CvServerEntry {
  /** The CV's page for Chromium to print, `notice` above it when shown as a page instead (the dev server's). */
  renderCvPage: (faces: readonly CvPageFace[], variant?: string, notice?: string) => CvPageDocument | undefined;
  cvVariants: Array<{ name: string; file: string; maxPages?: number; noneSelected: boolean }>;
  cvFile: string;
  /** False when the owner gives their own PDF (`profile.resume`). */
  cvGenerated: boolean;
  cvTexts: () => CvText[];
  resumeJson: () => unknown;
  jsonResumeFile: string;
}

interface Context {
  logger: Logger;
  /** Where the owner's content is, as messages name it (`site/content`). */
  contentLabel: () => Promise<string>;
  /** Where the Chromium is: `findChromium`, unless a test says none is. */
  chromium?: () => string | undefined;
}

/** What to do without a Chromium: the CV PDF is printed by one, in the build and in the dev server alike. */
export const noChromium = (contentLabel: string) =>
  `no Chromium found to print the CV PDF: run \`npx playwright install chromium\` (or install your system's chromium), set CHROMIUM_PATH to one, or give your own PDF (${contentLabel}/profile.ts › profile › resume)`;

/** The site's faces as woff files (what a PDF embeds), from the @fontsource packages. */
export function cvFontFiles(): CvFontFiles {
  const require = createRequire(import.meta.url);
  const file = (family: string, weight: number) =>
    (['latin', 'latin-ext'] as const).map((subset) =>
      require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`),
    ) as [string, string];
  return { body400: file('roboto', 400), body500: file('roboto', 500), display600: file('montserrat', 600) };
}

/** The same faces as the CV page loads them, under the family names its style sets (src/cv/cvFiles.ts `cvFaces`). */
export function cvPageFaces(fonts: CvFontFiles): CvPageFace[] {
  const faces = (families: readonly string[], files: readonly string[], weight: number) =>
    files.map((file, i) => ({ family: families[i]!, weight, woff: readFileSync(file).toString('base64') }));
  return [
    ...faces(cvFaces.body, fonts.body400, 400),
    ...faces(cvFaces.body, fonts.body500, 500),
    ...faces(cvFaces.display, fonts.display600, 600),
  ];
}

/**
 * The CVs from the content: the full one and each variant (cv.ts › cvVariants) as tagged PDF/UA-1 PDFs
 * printed by one Chromium (docs/architecture.md, "The CV"), unless the owner gives their own; without a
 * Chromium the build stops and says what to install.
 */
export async function writeCvs(server: CvServerEntry, outDir: string, context: Context) {
  // No Chromium launched for an owner who gives their own PDF.
  if (!server.cvGenerated) return;
  const chrome = (context.chromium ?? findChromium)();
  if (!chrome) throw buildStop(noChromium(await context.contentLabel()));
  return withChromium(chrome, (browser) => writeAll(server, outDir, context, browser));
}

async function writeAll(server: CvServerEntry, outDir: string, { logger, contentLabel }: Context, chrome: Browser) {
  const fonts = cvFontFiles();
  const faces = cvPageFaces(fonts);
  const render = async (variant?: string) => {
    const page = server.renderCvPage(faces, variant);
    return page && printTaggedCv(chrome, page);
  };
  const write = async (file: string, variant?: string) => {
    const started = performance.now();
    const pdf = await render(variant);
    if (!pdf) return undefined;
    await writeFile(path.join(outDir, file), pdf);
    const pages = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
    const took = Math.round(performance.now() - started);
    logger.info(`prerender: ${file} (${pages} pages, ${Math.round(pdf.length / 1024)} KiB) in ${took} ms`);
    return pages;
  };

  if ((await write(server.cvFile)) !== undefined)
    await warnOfMissingGlyphs(server.cvTexts(), fonts, logger, await contentLabel());
  for (const { name, file, maxPages, noneSelected } of server.cvVariants) {
    const pages = await write(file, name);
    if (pages !== undefined && noneSelected) {
      const problem = `no publication is selected (publications.ts › publicationOverrides › selected): the ${name} CV lists none`;
      const issue = {
        file: `${await contentLabel()}/cv.ts`,
        entry: 'cvVariants',
        field: `${name}.selectedOnly`,
        problem,
      };
      logger.warn(`warning: ${formatIssue({ ...issue, severity: 'warning' })}`);
    }
    if (pages === undefined || maxPages === undefined || pages <= maxPages) continue;
    const problem = `the ${name} CV runs to ${pages} pages, more than ${maxPages}: give it fewer sections, selectedOnly or a later since`;
    const issue = { file: `${await contentLabel()}/cv.ts`, entry: 'cvVariants', field: `${name}.maxPages`, problem };
    logger.warn(`warning: ${formatIssue({ ...issue, severity: 'warning' })}`);
  }
}

/** A warning per script the CV's text uses that neither the site's faces nor the system's fonts draw. */
export async function warnOfMissingGlyphs(texts: CvText[], fonts: CvFontFiles, logger: Logger, label: string) {
  const covered = new Set<number>();
  for (const file of fonts.body400) for (const c of await cmap(readFileSync(file))) covered.add(c);
  for (const line of cvScriptWarnings(texts, covered, systemFontsLack(), label)) logger.warn(`warning: ${line}`);
}
