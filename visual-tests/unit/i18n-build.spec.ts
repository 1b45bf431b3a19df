import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSite, filesContaining, filesUnder, sampleCopy } from '../support/siteCopy';

/*
 * A site in Arabic, built: its pages, files and scripts carry Arabic and its direction, and the browser gets
 * that one catalogue (no English or other language's defaults in any script), the owner's word included.
 */

test('a site with locale ar: every page right to left, the words Arabic, no other catalogue in its scripts', async () => {
  test.setTimeout(240_000);
  const site = sampleCopy('i18n-build-');
  try {
    const profile = path.join(site, 'content/profile.ts');
    writeFileSync(profile, readFileSync(profile, 'utf8').replace("locale: 'en'", "locale: 'ar-EG'"));
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
    expect(filesContaining(outDir, 'انتقل إلى المحتوى').filter((file) => file.endsWith('.js'))).toHaveLength(1);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
