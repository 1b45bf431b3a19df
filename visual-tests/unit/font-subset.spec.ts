import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { inRanges } from '../../tooling/generators/fontCharacters';
import { isFaceFile } from '../../tooling/generators/fontFaces';
import { cmap } from '../../tooling/generators/fontCmap';
import {
  faceFileName,
  fontFaceRules,
  fontsourceSubsets,
  makeSubsets,
  sourceFile,
  type Subset,
} from '../../tooling/plugins/fontSubset';
import { fontFaces } from '../../src/styles/tokens';
import { completeOutDir, listOut as listAny, readOut as readAny, repoRoot } from '../support/buildOutput';

/** The complete test owner's build: every kind of page, and the most characters. */
const listOut = (dir = '') => listAny(dir, completeOutDir);
const readOut = (file: string) => readAny(file, completeOutDir);

/*
 * The woff2 faces are cut down at build time to the characters the site uses
 * (tooling/plugins/fontSubset.ts). These checks read the build in OUT_DIR (else
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

/** The site's stylesheet, inline in index.html, with its web fonts' rules (which wait in a style of their own). */
const inlineCss = () =>
  [
    ...readOut('index.html')
      .toString('utf8')
      .replace(/<noscript>[\s\S]*?<\/noscript>/g, '')
      .matchAll(/<style(?: data-web-fonts(?:="")? media="not all")?>([\s\S]*?)<\/style>/g),
  ]
    .map((m) => m[1]!)
    .join('\n');

function builtText(): Array<{ page: string; text: string }> {
  const pages = [
    'index.html',
    ...['publications', 'news'].flatMap((dir) => listOut(dir).filter((f) => f.endsWith('.html'))),
  ];
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

/** The code points a `unicode-range` value names. */
function rangeCodePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const r of range.split(',')) {
    const [from, to = from] = r.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    for (let c = parseInt(from, 16); c <= parseInt(to, 16); c++) points.add(c);
  }
  return points;
}

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
      // What the face's emitted files draw: the latin one and any other subset's.
      const drawn = new Set(await cmap(readOut(emittedFace(face))));
      for (const { subset } of fontsourceSubsets(repoRoot, face).slice(1)) {
        for (const file of listOut().filter((f) => isFaceFile(face, f, subset))) {
          for (const c of await cmap(readOut(file))) drawn.add(c);
        }
      }
      // A character the family draws in one of its @fontsource subsets must be drawn; the others (outside every
      // subset's range, or missing from the full file of its subset) fall back to the next font.
      const missing: number[] = [];
      for (const { subset, ranges } of fontsourceSubsets(repoRoot, face)) {
        const inSubset = [...seenIn.keys()].filter((c) => inRanges(ranges, c) && !drawn.has(c));
        if (inSubset.length === 0) continue;
        const full = await cmap(readFileSync(sourceFile(repoRoot, face, subset)));
        missing.push(...inSubset.filter((c) => full.has(c) && !missing.includes(c)));
      }
      expect(
        missing.map((c) => `${show(c)} (${[...seenIn.get(c)!].slice(0, 3).join(', ')})`),
        `${face.family} ${face.weight}: characters the pages show but the face lacks`,
      ).toEqual([]);
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
      const declared = rangeCodePoints(block!.match(/unicode-range:\s*([^;}]+)/)![1]!);
      const covered = [...(await cmap(bytes))].filter((c) => c >= 0x20);
      const byCode = (a: number, b: number) => a - b;
      expect([...declared].sort(byCode), `${face.family} ${face.weight}`).toEqual(covered.sort(byCode));
      // Printable ASCII is always there, whatever the content holds.
      for (let c = 0x20; c <= 0x7e; c++) expect(declared.has(c), show(c)).toBe(true);
    }
  });

  test('a subset beyond latin the build emits has its own @font-face with what it draws', async () => {
    const css = inlineCss();
    for (const face of fontFaces) {
      for (const { subset } of fontsourceSubsets(repoRoot, face).slice(1)) {
        for (const file of listOut().filter((f) => isFaceFile(face, f, subset))) {
          const block = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].find((m) => m[0].includes(path.basename(file)));
          expect(block, `an @font-face for ${file}`).toBeTruthy();
          const declared = [...rangeCodePoints(block![0].match(/unicode-range:\s*([^;}]+)/)![1]!)];
          const covered = [...(await cmap(readOut(file)))].filter((c) => c >= 0x20);
          expect(declared.sort((a, b) => a - b)).toEqual(covered.sort((a, b) => a - b));
        }
      }
    }
  });
});

/*
 * The subset step itself, on a literal text instead of the site's content: which files it writes and
 * which @font-face rules fonts.css becomes.
 */
test.describe('Font subsets beyond latin', () => {
  const fontsCss = readFileSync(path.join(repoRoot, 'src/styles/fonts.css'), 'utf8');
  let work = '';
  test.beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'font-subsets-'));
  });
  test.afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** Subsets (and the rules fonts.css becomes) for a text, written in a folder of their own. */
  async function subsetsFor(name: string, text: string) {
    const dir = path.join(work, name);
    const source = path.join(work, `${name}.txt`);
    mkdirSync(dir);
    writeFileSync(source, text);
    const subsets = await makeSubsets(repoRoot, dir, [source]);
    const rules = fontFaceRules(fontsCss, (face) =>
      subsets.filter((s) => s.face === face).map((s) => ({ file: path.basename(s.file), range: s.range })),
    );
    const woff2 = readdirSync(dir).filter((f) => f.endsWith('.woff2'));
    return { subsets, rules, woff2 };
  }
  const fontFaceBlocks = (css: string) => [...css.matchAll(/@font-face\s*\{[^}]*\}/g)].map((m) => m[0]);
  const faceBlocks = (css: string, face: (typeof fontFaces)[number]) =>
    fontFaceBlocks(css).filter((b) => b.includes(`font-family: '${face.family}'`) && b.includes(`${face.weight};`));

  test('a Polish ń and a Vietnamese ễ each get the latin-ext and vietnamese subset of every face', async () => {
    // U+0144 ń, U+1EC5 ễ; their capitals come too, for text-transform: uppercase.
    const { subsets, rules, woff2 } = await subsetsFor('names', 'Marta Bieńkiewicz and Nguyễn Văn An');
    const of = (face: (typeof fontFaces)[number], subset: string): Subset | undefined =>
      subsets.find((s) => s.face === face && s.subset === subset);
    for (const face of fontFaces) {
      const latin = await cmap(readFileSync(of(face, 'latin')!.file));
      expect(latin.has(0x144), `${face.family} ${face.weight}: ń is not in the latin file`).toBe(false);

      const ext = of(face, 'latin-ext');
      expect(ext, `${face.family} ${face.weight} latin-ext`).toBeTruthy();
      const extGlyphs = await cmap(readFileSync(ext!.file));
      for (const c of [0x144, 0x143]) expect(extGlyphs.has(c), `latin-ext has ${show(c)}`).toBe(true);

      const vi = of(face, 'vietnamese');
      expect(vi, `${face.family} ${face.weight} vietnamese`).toBeTruthy();
      const viGlyphs = await cmap(readFileSync(vi!.file));
      for (const c of [0x1ec5, 0x1ec4]) expect(viGlyphs.has(c), `vietnamese has ${show(c)}`).toBe(true);
      // ă (U+0103) lies in both ranges: it goes to the one a browser tries first, latin-ext.
      expect(extGlyphs.has(0x103) && !viGlyphs.has(0x103), 'ă in latin-ext only').toBe(true);

      // One rule per file, latin last, each naming what its file draws.
      const blocks = faceBlocks(rules, face);
      expect(blocks.map((b) => b.match(/@font-subsets\/([\w-]+)\.woff2/)?.[1])).toEqual([
        faceFileName(face, 'vietnamese').replace('.woff2', ''),
        faceFileName(face, 'latin-ext').replace('.woff2', ''),
        faceFileName(face).replace('.woff2', ''),
      ]);
      const extRule = blocks.find((b) => b.includes(faceFileName(face, 'latin-ext')))!;
      expect(extRule).toContain(`unicode-range: ${ext!.range};`);
      expect([...rangeCodePoints(ext!.range)]).toContain(0x144);
    }
    expect(woff2).toHaveLength(fontFaces.length * 3);
  });

  test('ASCII-only text makes no subset beyond latin and no extra @font-face', async () => {
    const { subsets, rules, woff2 } = await subsetsFor('ascii', 'Maya Lindqvist and Jonas Berg (2024), pp. 1-12.');
    expect(subsets.map((s) => s.subset)).toEqual(fontFaces.map(() => 'latin'));
    expect(woff2.sort()).toEqual(fontFaces.map((f) => faceFileName(f)).sort());
    // The same rules as fonts.css, only the unicode-range rewritten.
    expect(fontFaceBlocks(rules)).toHaveLength(fontFaceBlocks(fontsCss).length);
    const withoutRanges = (css: string) => css.replace(/unicode-range:[^;]*;/g, '').replace(/\?no-inline/g, '');
    expect(withoutRanges(rules)).toBe(withoutRanges(fontsCss));
  });
});
