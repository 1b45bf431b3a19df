import { expect, test } from '@playwright/test';
import type { Logger } from 'vite';
import { cvPageDocument } from '../../src/cv/cvPageStyle';
import { writeCvs } from '../../tooling/cv/writeCvs';
import { devCvs } from '../../tooling/plugins/cvPdf';
import type { ServerEntry } from '../../tooling/plugins/serverEntry';

/*
 * The CV when no Chromium is found to print it: the build stops, saying what to install; the dev server
 * shows the page the build would print, with that notice, and warns once (with one: unit/dev-files.spec.ts).
 */

const warnings: string[] = [];
const logger = { info: () => undefined, warn: (text: string) => warnings.push(text) } as unknown as Logger;

/** A server entry whose CV page is the real document around one line, as the fixture writes it. */
const server = {
  cvGenerated: true,
  cvFile: 'ada-example-cv.pdf',
  cvVariants: [],
  cvTexts: () => [],
  renderCvPage: (faces, _variant, notice) => ({
    html: cvPageDocument({
      body: '<h1>Ada Example</h1>',
      title: 'Ada Example · CV',
      lang: 'en',
      paper: 'A4',
      faces,
      notice,
    }),
    title: 'Ada Example · CV',
    author: 'Ada Example',
    subject: 'Researcher, Example University',
    lang: 'en',
    creator: 'Ada Example',
    paper: 'A4',
  }),
} as Partial<ServerEntry> as ServerEntry;

test('without a Chromium the dev server shows the CV’s page, saying what to install, and warns once', async () => {
  const cvs = devCvs(logger, () => undefined);
  const first = await cvs(server, 'site/content');
  await cvs(server, 'site/content', 'short');
  expect(typeof first).toBe('string');
  const page = first as string;
  expect(page).toContain('<h1>Ada Example</h1>');
  expect(page).toContain(
    `<p class="notice" role="alert">This is the CV's page, not its PDF: no Chromium found to print the CV PDF: run \`npx playwright install chromium\` (or install your system's chromium), set CHROMIUM_PATH to one, or give your own PDF (site/content/profile.ts › profile › resume).</p>`,
  );
  expect(warnings).toEqual([
    "warning: no Chromium found to print the CV PDF: run `npx playwright install chromium` (or install your system's chromium), set CHROMIUM_PATH to one, or give your own PDF (site/content/profile.ts › profile › resume)",
  ]);
});

test('without a Chromium a build that writes a CV stops, saying what to install; with the owner’s own PDF it goes on', async () => {
  const context = { logger, contentLabel: async () => 'site/content', chromium: () => undefined };
  await expect(writeCvs(server, 'unused-out-dir', context)).rejects.toThrow(
    "no Chromium found to print the CV PDF: run `npx playwright install chromium` (or install your system's chromium), set CHROMIUM_PATH to one, or give your own PDF (site/content/profile.ts › profile › resume)",
  );
  await expect(writeCvs({ ...server, cvGenerated: false }, 'unused-out-dir', context)).resolves.toBeUndefined();
});
