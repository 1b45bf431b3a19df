import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { cmap } from '../../tooling/generators/fontCmap';
import { homeInFirstWindow, repoRoot } from '../support/buildOutput';
import { buildSite, filesUnder, sampleCopy } from '../support/siteCopy';

/*
 * The budgets per script, on the test owners per script (owners/rtl in Arabic, owners/cjk in Chinese), each
 * built as an owner would: Home's index.html within 14 KiB gzipped, and, since the site's faces are Latin, the
 * subsetter saying so and no font file drawing a letter of that script (its text reads in the system's fonts).
 */
const owners = [
  { owner: 'rtl', script: 'Arab', letters: [0x0600, 0x06ff], sample: 'ليلى', cv: ['ليلى منصور', 'المنشورات'] },
  { owner: 'cjk', script: 'Hans', letters: [0x4e00, 0x9fff], sample: '林晓雯', cv: ['林晓雯', '教育经历'] },
] as const;

/**
 * The self-hosted faces' latin and latin-ext cuts (fonts.css, tokens.ts), each subset to the letters the site
 * writes: the only font files a build of these owners ships.
 */
const latinFace = /^(roboto|roboto-mono|montserrat|nunito)-latin(-ext)?-\d00-normal-[\w-]+\.woff2$/;

for (const { owner, script, letters, sample, cv } of owners) {
  test(`owners/${owner}: Home in the first 14 KiB, the subsetter names ${script}, no font file draws it, the CV sets it`, async () => {
    test.setTimeout(240_000);
    const site = sampleCopy(`i18n-${owner}-`);
    try {
      rmSync(path.join(site, 'content'), { recursive: true });
      cpSync(path.join(repoRoot, `visual-tests/owners/${owner}/content`), path.join(site, 'content'), {
        recursive: true,
      });
      const { code, output, outDir } = await buildSite(site);
      expect(code, output).toBe(0);
      expect(output).toContain(
        `font subsets: the site's language is written in ${script}, which the site's faces do not cover: its text uses the system's fonts for it`,
      );

      // The CV sets the script in the system's fonts (the machine has them: .ci/install-deps), with no warning.
      expect(output).not.toContain("the CV's");
      const text = execFileSync('pdftotext', [path.join(outDir, 'cv-cv.pdf'), '-'], { encoding: 'utf8' });
      for (const words of cv) expect(text.replace(/[\u202a-\u202e]/g, '')).toContain(words);

      const html = readFileSync(path.join(outDir, 'index.html'));
      expect(html.toString(), 'Home is the owner’s, prerendered').toContain(sample);
      const gzipped = gzipSync(html).length;
      test.info().annotations.push({ type: 'size', description: `${owner}: index.html ${gzipped} B gzipped` });
      // The template's own budget (owner/budgets.spec.ts), in this script: Home and the script that shows it
      // arrive in the first round trip.
      expect(homeInFirstWindow(html)).toEqual({ whole: true, swap: true });

      const fonts = filesUnder(outDir).filter((file) => /\.(woff2?|ttf|otf)$/.test(file));
      expect(fonts.length).toBeGreaterThan(0);
      for (const file of fonts) {
        expect(path.basename(file)).toMatch(latinFace);
        const drawn = [...(await cmap(readFileSync(path.join(outDir, file))))];
        expect(
          drawn.filter((c) => c >= letters[0] && c <= letters[1]),
          file,
        ).toEqual([]);
      }
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
}
