import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger, Plugin } from 'vite';
import { fontFaces } from '../../styles/tokens.ts';
import { faceStem, familyPackage } from '../generators/fontFaces.ts';
import { contentLocation } from '../content/loadContent.ts';
import { subsetCharacters, textSources, type Ranges } from '../generators/fontCharacters.ts';

/**
 * Font subsets: each self-hosted face cut down to the characters
 * the site can show, before the first paint has to fetch it (79 KB of full
 * latin faces become about 32 KB).
 *
 * At build start the plugin writes `<family>-latin-<weight>-normal.woff2`
 * subsets into a cache folder; fonts.css names them `@font-subsets/<file>`,
 * a resolve alias points there, and Vite hashes and emits them like any
 * asset, so a changed subset gets a new file name. The dev server serves the
 * full @fontsource files under the same names instead: a character typed into
 * the content shows at once, without a restart.
 *
 * The characters: printable ASCII always, plus every other character in the
 * text sources (the content folder, CONTENT_DIR honoured; the interface
 * strings in src/app, src/components and the publication page template) that
 * lies in the @fontsource file's latin unicode-range. Characters outside it
 * fall back to the next font in the stack, as they did before.
 */

export type Face = (typeof fontFaces)[number];

/** The import prefix fonts.css uses for the faces. */
export const SUBSET_PREFIX = '@font-subsets/';

/**
 * hinting off: it is about a third of each file, and Chromium, Firefox and
 * Safari on high-density screens ignore most of it. tnum stays because dates
 * and years are set with `font-variant-numeric: tabular-nums`.
 */
export const SUBSET_OPTIONS = {
  targetFormat: 'woff2',
  noHinting: true,
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'rlig', 'clig'],
} as const;

type SubsetFont = (font: Buffer, text: string, options: typeof SUBSET_OPTIONS) => Promise<Buffer>;
type Fontverter = { convert: (font: Buffer, format: 'truetype') => Promise<Buffer> };
const require = createRequire(import.meta.url);

export const faceFileName = (face: Face) => `${faceStem(face)}.woff2`;

/** A file of a face's @fontsource package, through the package's exports, as the project at `root` resolves it. */
const fontsourceFile = (root: string, face: Face, file: string) =>
  createRequire(path.join(root, 'package.json')).resolve(`@fontsource/${familyPackage(face.family)}/${file}`);

/** The full @fontsource latin face. */
export const sourceFile = (root: string, face: Face) => fontsourceFile(root, face, `files/${faceFileName(face)}`);

/** The latin unicode-range that @fontsource gives the face, as [from, to] code points. */
export function latinRange(root: string, face: Face): Ranges {
  const css = readFileSync(fontsourceFile(root, face, `${face.weight}.css`), 'utf8');
  const block = css.split('@font-face').find((b) => b.includes(`/${faceFileName(face)}`));
  const range = block?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error(`fontSubset: no latin unicode-range for ${faceFileName(face)} in @fontsource`);
  return range.split(',').map((r) => {
    const [from, to = from] = r.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
}

/** `U+0020-007E, U+00E5, …` for a set of code points. */
export function unicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (n: number) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`;
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? hex(sorted[i]!) : `${hex(sorted[i]!)}-${hex(sorted[j]!).slice(2)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/** The code points a font file (woff2, woff or TrueType) maps to glyphs: its cmap. */
export async function cmap(font: Buffer): Promise<Set<number>> {
  const hb = await import('harfbuzzjs');
  const sfnt = await (require('fontverter') as Fontverter).convert(font, 'truetype');
  return new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
}

interface Subset {
  face: Face;
  file: string;
  /** What the subset's cmap covers, for its @font-face unicode-range. */
  range: string;
  before: number;
  after: number;
  reused: boolean;
}

const sha = (...parts: Array<string | Buffer>) => {
  const hash = createHash('sha256');
  for (const p of parts) hash.update(p).update('\0');
  return hash.digest('hex');
};

/** Writes (or reuses) the subset of one face in `dir`. */
async function subsetFace(root: string, dir: string, face: Face, sources: string[]): Promise<Subset> {
  const source = await readFile(sourceFile(root, face));
  const text = subsetCharacters(sources, latinRange(root, face));
  const pkg = path.join(path.dirname(require.resolve('subset-font')), 'package.json');
  const version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  const key = sha(source, text, JSON.stringify(SUBSET_OPTIONS), version);
  const file = path.join(dir, faceFileName(face));
  const keyFile = `${file}.key`;
  const cached = existsSync(file) && existsSync(keyFile) && (await readFile(keyFile, 'utf8')) === key;
  let subset: Buffer;
  if (cached) {
    subset = await readFile(file);
  } else {
    subset = await (require('subset-font') as SubsetFont)(source, text, SUBSET_OPTIONS);
    // Write, then rename: a build running alongside never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, subset);
    await rename(tmp, file);
    await writeFile(`${keyFile}.${process.pid}.tmp`, key);
    await rename(`${keyFile}.${process.pid}.tmp`, keyFile);
  }
  const covered = [...(await cmap(subset))].filter((c) => c >= 0x20);
  return { face, file, range: unicodeRange(covered), before: source.length, after: subset.length, reused: cached };
}

/** Cache folders of other content folders, untouched for this long, are removed. */
const STALE_MS = 7 * 24 * 3600 * 1000;

export function fontSubset(): Plugin {
  let root = process.cwd();
  let dir = '';
  let isBuild = false;
  let logger: Logger | undefined;
  let subsets: Subset[] = [];
  return {
    name: 'font-subset',
    enforce: 'pre',
    config(userConfig, { command }) {
      root = path.resolve(userConfig.root ?? process.cwd());
      isBuild = command === 'build';
      // One folder per content folder, so builds of different content (CONTENT_DIR fixtures) side by side
      // never overwrite each other's subsets.
      const cacheRoot = path.join(path.resolve(root, userConfig.cacheDir ?? 'node_modules/.vite'), 'font-subsets');
      dir = path.join(cacheRoot, sha(contentLocation(root).contentDir).slice(0, 12));
      const find = new RegExp(`^${SUBSET_PREFIX}([a-z-]+?)-latin-`);
      return {
        resolve: {
          alias: [
            isBuild
              ? { find, replacement: `${dir}/$1-latin-` }
              : { find, replacement: `@fontsource/$1/files/$1-latin-` },
          ],
        },
      };
    },
    configResolved(config) {
      logger = config.logger;
    },
    async buildStart() {
      if (!isBuild) return;
      await mkdir(dir, { recursive: true });
      const now = new Date();
      await utimes(dir, now, now);
      const cacheRoot = path.dirname(dir);
      for (const other of readdirSync(cacheRoot)) {
        const p = path.join(cacheRoot, other);
        const stale = now.getTime() - (await stat(p)).mtimeMs > STALE_MS;
        if (p !== dir && stale) await rm(p, { recursive: true, force: true });
      }
      const sources = textSources(root);
      subsets = [];
      for (const face of fontFaces) subsets.push(await subsetFace(root, dir, face, sources));
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
      logger?.info(
        `font subsets (${sources.length} text sources): ` +
          subsets
            .map((s) => `${path.basename(s.file)} ${kb(s.before)} -> ${kb(s.after)}${s.reused ? ' (cached)' : ''}`)
            .join(', '),
      );
    },
    transform: {
      filter: { id: /\.css$/, code: SUBSET_PREFIX },
      handler(code) {
        if (!isBuild) return;
        // Each subset face declares exactly the characters it has, instead of @fontsource's whole latin range.
        return code.replace(/@font-face\s*\{[^}]*\}/g, (block) => {
          const name = block.match(new RegExp(`${SUBSET_PREFIX}([\\w-]+\\.woff2)`))?.[1];
          const subset = subsets.find((s) => path.basename(s.file) === name);
          if (!name) return block;
          if (!subset) throw new Error(`fontSubset: no subset for ${name}; tokens.ts fontFaces lists the faces`);
          return block.replace(/unicode-range:[^;]*;/, `unicode-range: ${subset.range};`);
        });
      },
    },
  };
}
