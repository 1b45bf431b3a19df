import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { inRanges } from '../../src/build/generators/fontCharacters';
import { isFaceFile } from '../../src/build/generators/fontFaces';
import { cmap, faceFileName, latinRange, sourceFile } from '../../src/build/plugins/fontSubset';
import { fontFaces } from '../../src/styles/tokens';
import { listOut, readOut, repoRoot } from '../support/buildOutput';

/*
 * The woff2 faces are cut down at build time to the characters the site uses
 * (src/build/plugins/fontSubset.ts). These checks read the build in OUT_DIR (else
 * dist): every character a visitor can see must still be in each face.
 */

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (s: string) =>
  s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (m, dec: string, hex: string, name: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (NAMED[name] ?? m),
  );

/** The text a page shows: its body without tags, scripts, styles or comments, entities decoded. */
function visibleText(html: string): string {
  const body = html.replace(/^[\s\S]*?<body\b[^>]*>/i, '');
  return decode(
    body
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  );
}

/** Strings drawn by CSS (`content: "…"`), with CSS escapes decoded. */
const cssContent = (css: string) =>
  [...css.matchAll(/content:\s*(["'])((?:\\.|(?!\1).)*)\1/g)]
    .map((m) => m[2]!.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))))
    .join(' ');

/** The site's stylesheet, inline in index.html. */
const inlineCss = () =>
  [
    ...readOut('index.html')
      .toString('utf8')
      .matchAll(/<style>([\s\S]*?)<\/style>/g),
  ]
    .map((m) => m[1]!)
    .join('\n');

function builtText(): Array<{ page: string; text: string }> {
  const pages = ['index.html', ...listOut('publications').filter((f) => f.endsWith('.html'))];
  const css = listOut().filter((f) => f.endsWith('.css'));
  return [
    ...pages.map((page) => ({ page, text: visibleText(readOut(page).toString('utf8')) })),
    { page: 'index.html <style>', text: cssContent(inlineCss()) },
    ...css.map((file) => ({ page: file, text: cssContent(readOut(file).toString('utf8')) })),
  ];
}

const emittedFace = (face: (typeof fontFaces)[number]) => {
  const files = listOut().filter((f) => isFaceFile(face, f));
  expect(files, `one emitted file for ${faceFileName(face)}`).toHaveLength(1);
  return files[0]!;
};

const show = (c: number) => `${String.fromCodePoint(c)} U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

test.describe('Font subsets', () => {
  test('every character of index.html and the publication pages (as set and uppercased) has a glyph in each face', async () => {
    const texts = builtText();
    expect(texts.filter((t) => t.page.startsWith('publications/')).length, 'publication pages built').toBeGreaterThan(
      0,
    );
    // Where each character appears, for the failure message.
    const seenIn = new Map<number, Set<string>>();
    for (const { page, text } of texts) {
      // text-transform: uppercase draws the capitals of what the HTML holds.
      for (const ch of new Set(text + text.toUpperCase())) {
        const c = ch.codePointAt(0)!;
        if (c < 0x20 || (/\s/.test(ch) && c !== 0x20 && c !== 0xa0)) continue;
        (seenIn.get(c) ?? seenIn.set(c, new Set()).get(c)!).add(page);
      }
    }
    // The sample content uses typographic quotes and dashes: the check covers more than ASCII.
    expect([...seenIn.keys()].filter((c) => c > 0x7e).length).toBeGreaterThan(3);

    for (const face of fontFaces) {
      const latin = latinRange(repoRoot, face);
      const subset = await cmap(readOut(emittedFace(face)));
      const full = await cmap(readFileSync(sourceFile(repoRoot, face)));
      // Characters outside the latin range fall back to the next font, as with the full latin face; so do the
      // few the full face itself lacks.
      const missing = [...seenIn.keys()]
        .filter((c) => inRanges(latin, c) && full.has(c) && !subset.has(c))
        .map((c) => `${show(c)} (${[...seenIn.get(c)!].slice(0, 3).join(', ')})`);
      expect(missing, `${face.family} ${face.weight}: characters the pages show but the face lacks`).toEqual([]);
    }
  });

  test('each face is cut down from the @fontsource file, and its unicode-range names exactly what it has', async () => {
    const css = inlineCss();
    for (const face of fontFaces) {
      const file = emittedFace(face);
      const bytes = readOut(file);
      const full = readFileSync(sourceFile(repoRoot, face));
      // At most 70% of the full face: the sample text needs ~40–65% (Roboto Mono, with fewer glyphs outside ASCII, the most).
      expect(bytes.length, `${file} is smaller than the full face`).toBeLessThan(full.length * 0.7);
      const block = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].find((m) => m[0].includes(path.basename(file)))?.[0];
      expect(block, `an @font-face for ${file}`).toBeTruthy();
      const declared = new Set<number>();
      for (const r of block!.match(/unicode-range:\s*([^;}]+)/)![1]!.split(',')) {
        const [from, to = from] = r.trim().replace(/^U\+/i, '').split('-') as [string, string?];
        for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) declared.add(c);
      }
      const covered = [...(await cmap(bytes))].filter((c) => c >= 0x20);
      const byCode = (a: number, b: number) => a - b;
      expect([...declared].sort(byCode), `${face.family} ${face.weight}`).toEqual(covered.sort(byCode));
      // Printable ASCII is always there, whatever the content holds.
      for (let c = 0x20; c <= 0x7e; c++) expect(declared.has(c), show(c)).toBe(true);
    }
  });
});
