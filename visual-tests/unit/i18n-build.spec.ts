import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { buildSite, filesContaining, filesUnder, sampleCopy } from '../support/siteCopy';

/*
 * A site in Arabic, built: its pages, files and scripts carry Arabic and its direction, and the browser gets
 * that one catalogue (no English or other language's defaults in any script), the owner's word included.
 */

test('a site with locale ar: every page right to left, the words Arabic, no other catalogue in its scripts', async () => {
  test.setTimeout(240_000);
  const site = sampleCopy('i18n-build-', 'ar-EG');
  try {
    writeFileSync(path.join(site, 'content/strings.yaml'), 'nav.contact: راسلني\n');
    const { code, output, outDir } = await buildSite(site);
    expect(code, output).toBe(0);
    const read = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
    expect(read('index.html')).toContain('<html lang="ar-EG" dir="rtl">');
    expect(read('publications/index.html')).toContain('<html lang="ar-EG" dir="rtl">');
    expect(JSON.parse(read('manifest.webmanifest'))).toMatchObject({ lang: 'ar-EG', dir: 'rtl' });
    // Home's page, in index.html: the skip link, the navigation (the owner's word for Contact) and the theme.
    expect(read('index.html')).toContain('انتقل إلى المحتوى');
    expect(read('index.html')).toContain('راسلني');
    expect(read('index.html')).toContain('أعمل حاليًا على');
    const scripts = filesUnder(outDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const word of [
      'Skip to content',
      'Zum Inhalt springen',
      'Saltar al contenido',
      'Pular para o conteúdo',
      '跳到正文',
    ])
      expect(
        filesContaining(outDir, word).filter((file) => file.endsWith('.js')),
        word,
      ).toEqual([]);
    // One catalogue among the app's scripts; the prerendered pages' files (assets/pages-…/about.js) are markup.
    const appScripts = (files: string[]) => files.filter((f) => f.endsWith('.js') && !/^assets\/pages-\w+\//.test(f));
    expect(appScripts(filesContaining(outDir, 'انتقل إلى المحتوى'))).toHaveLength(1);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

/** The gzipped size of the JavaScript index.html starts (its boot script's entry and preloads). */
function firstLoadJs(outDir: string): number {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const boot = /<script [^>]*data-entry=[^>]*>/.exec(html)?.[0] ?? '';
  const entry = /data-entry="([^"]+)"/.exec(boot)?.[1];
  const preload = (/data-preload="([^"]*)"/.exec(boot)?.[1] ?? '').split(' ').filter(Boolean);
  expect(entry, 'the boot script names the entry').toBeTruthy();
  return [entry!, ...preload].reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file.replace(/^\.\//, '')))).length,
    0,
  );
}

test('every bundled language keeps Home within its budgets: 88 KiB of first-load JavaScript, 14 KiB of index.html', async () => {
  test.setTimeout(600_000);
  const KiB = 1024;
  const sizes: string[] = [];
  for (const locale of ['de', 'es', 'pt-BR', 'zh-CN', 'ar']) {
    const site = sampleCopy(`i18n-budget-${locale}-`, locale);
    try {
      const { code, output, outDir } = await buildSite(site);
      expect(code, output).toBe(0);
      const js = firstLoadJs(outDir);
      const html = gzipSync(readFileSync(path.join(outDir, 'index.html'))).length;
      sizes.push(`${locale}: ${(js / KiB).toFixed(2)} KiB JS, index.html ${(html / KiB).toFixed(2)} KiB`);
      expect(js, locale).toBeLessThanOrEqual(88 * KiB);
      expect(html, locale).toBeLessThanOrEqual(14 * KiB);
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  }
  test.info().annotations.push({ type: 'sizes', description: sizes.join('; ') });
});
