import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger, Plugin, ResolvedConfig } from 'vite';
import { fontFaces } from '../../src/styles/tokens.ts';
import { faceStem, familyPackage } from '../generators/fontFaces.ts';
import { contentLocation } from '../content/loadContent.ts';
import { subsetCharacters, textSources, type Ranges } from '../generators/fontCharacters.ts';
import { catalogueFile, siteCatalogue } from '../content/words/messages.ts';
import { ownerSiteApi } from './pluginApis.ts';
import { cmap } from '../generators/fontCmap.ts';

/**
 * Font subsets: each self-hosted face cut down to the characters
 * the site can show, before the first paint has to fetch it (79 KB of full
 * latin faces become about 32 KB).
 *
 * At build start the plugin writes `<family>-<subset>-<weight>-normal.woff2`
 * subsets into a cache folder; fonts.css names the latin ones
 * `@font-subsets/<file>`, a resolve alias points there, and Vite hashes and
 * emits them like any asset, so a changed subset gets a new file name. The dev
 * server serves the full @fontsource files under the same names instead: a
 * character typed into the content shows at once, without a restart.
 *
 * The characters: printable ASCII always, plus every other character in the
 * text sources (the content folder, CONTENT_DIR honoured; the interface
 * strings in src/app, src/components and the publication page template).
 * Each goes to the first of the family's @fontsource subsets (latin, then
 * latin-ext, vietnamese, cyrillic, …) whose unicode-range holds it. Each latin
 * @font-face of fonts.css stands for the family's subsets: a build declares
 * the latin file and only those others the text needs, so a site in plain
 * Latin ships what it did before; the dev server declares them all. The others
 * are never preloaded: unicode-range fetches them when a page shows one of
 * their letters. A character no subset holds falls back to the next font in
 * the stack.
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
const require = createRequire(import.meta.url);

export const faceFileName = (face: Face, subset = 'latin') => `${faceStem(face, subset)}.woff2`;

/** A file of a face's @fontsource package, through the package's exports, as the project at `root` resolves it. */
const fontsourceFile = (root: string, face: Face, file: string) =>
  createRequire(path.join(root, 'package.json')).resolve(`@fontsource/${familyPackage(face.family)}/${file}`);

/** The full @fontsource file of a face's subset (latin unless named). */
export const sourceFile = (root: string, face: Face, subset = 'latin') =>
  fontsourceFile(root, face, `files/${faceFileName(face, subset)}`);

/** `U+0000-00FF, U+0131` as [from, to] code points. */
const parseRange = (range: string): Ranges =>
  range.split(',').map((r) => {
    const [from, to = from] = r.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });

export interface SourceSubset {
  subset: string;
  /** The unicode-range @fontsource gives it, as written and as code points. */
  range: string;
  ranges: Ranges;
}

/** The script a language is written in (ISO 15924: `Latn`, `Arab`, `Hans`), by Intl's likely subtags. */
function scriptOf(locale: string): string | undefined {
  try {
    return new Intl.Locale(locale).maximize().script;
  } catch {
    return undefined;
  }
}

/**
 * A face's @fontsource subsets in the order a browser tries @fontsource's own rules: latin first, then
 * latin-ext, vietnamese and the rest (the package lists them the other way round, latin last).
 */
export function fontsourceSubsets(root: string, face: Face): SourceSubset[] {
  const table = JSON.parse(readFileSync(fontsourceFile(root, face, 'unicode.json'), 'utf8')) as Record<string, string>;
  const subsets = Object.entries(table)
    .map(([subset, range]) => ({ subset, range, ranges: parseRange(range) }))
    .reverse();
  if (subsets[0]?.subset !== 'latin')
    throw new Error(`fontSubset: @fontsource no longer lists latin last for ${face.family}`);
  return subsets;
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

/** The unicode-range of what a font file draws: its cmap, control characters aside. */
export const coveredRange = async (font: Buffer) => unicodeRange([...(await cmap(font))].filter((c) => c >= 0x20));

export interface Subset {
  face: Face;
  subset: string;
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

/** Writes (or reuses) the cut of one @fontsource subset file of a face in `dir`, keeping `text`. */
async function subsetFace(root: string, dir: string, face: Face, subset: string, text: string): Promise<Subset> {
  const source = await readFile(sourceFile(root, face, subset));
  const pkg = path.join(path.dirname(require.resolve('subset-font')), 'package.json');
  const version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  const key = sha(source, text, JSON.stringify(SUBSET_OPTIONS), version);
  const file = path.join(dir, faceFileName(face, subset));
  const keyFile = `${file}.key`;
  const cached = existsSync(file) && existsSync(keyFile) && (await readFile(keyFile, 'utf8')) === key;
  let cut: Buffer;
  if (cached) {
    cut = await readFile(file);
  } else {
    cut = await (require('subset-font') as SubsetFont)(source, text, SUBSET_OPTIONS);
    // Write, then rename: a build running alongside never reads half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, cut);
    await rename(tmp, file);
    await writeFile(`${keyFile}.${process.pid}.tmp`, key);
    await rename(`${keyFile}.${process.pid}.tmp`, keyFile);
  }
  const range = await coveredRange(cut);
  return { face, subset, file, range, before: source.length, after: cut.length, reused: cached };
}

/**
 * The subset files of every face for the text in `sources`, written (or reused) in `dir`: each face's
 * latin file, and each other @fontsource subset only when the text has a character it draws.
 */
export async function makeSubsets(root: string, dir: string, sources: readonly string[]): Promise<Subset[]> {
  const made: Subset[] = [];
  for (const face of fontFaces) {
    const available = fontsourceSubsets(root, face);
    const texts = subsetCharacters(
      sources,
      available.map((s) => s.ranges),
    );
    for (const [i, { subset }] of available.entries()) {
      if (!texts[i]) continue;
      const cut = await subsetFace(root, dir, face, subset, texts[i]);
      // Characters in a subset's range that its face does not draw leave an empty file: no rule for it.
      if (subset === 'latin' || cut.range) made.push(cut);
    }
  }
  return made;
}

/**
 * fonts.css with each latin `@font-face` of a face repeated for the files `files(face)` names (latin
 * first), each with its own file and unicode-range. The rules come latin last, as in @fontsource's CSS:
 * where ranges overlap, the browser tries the last rule first.
 */
export function fontFaceRules(css: string, files: (face: Face) => Array<{ file: string; range: string }>): string {
  return css.replace(/@font-face\s*\{[^}]*\}/g, (block) => {
    const name = block.match(new RegExp(`${SUBSET_PREFIX}([\\w-]+\\.woff2)`))?.[1];
    if (!name) return block;
    const face = fontFaces.find((f) => faceFileName(f) === name);
    const declared = face ? files(face) : [];
    if (declared[0]?.file !== name)
      throw new Error(`fontSubset: no subset for ${name}; tokens.ts fontFaces lists the faces`);
    return (
      [...declared]
        .reverse()
        // Never a data: URL, however small the file: that would load with the stylesheet, not when a page
        // shows one of the face's letters.
        .map(({ file, range }) =>
          block.replace(name, `${file}?no-inline`).replace(/unicode-range:[^;]*;/, `unicode-range: ${range};`),
        )
        .join('\n')
    );
  });
}

/** Cache folders of other content folders, untouched for this long, are removed. */
const STALE_MS = 7 * 24 * 3600 * 1000;

export function fontSubset(): Plugin {
  let root = process.cwd();
  let dir = '';
  let isBuild = false;
  let logger: Logger | undefined;
  let resolved: ResolvedConfig | undefined;
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
      // The longest package name first, so `roboto-mono-…` is not read as Roboto's.
      const packages = [...new Set(fontFaces.map((f) => familyPackage(f.family)))].sort((a, b) => b.length - a.length);
      const find = new RegExp(`^${SUBSET_PREFIX}(${packages.join('|')})-`);
      return {
        resolve: {
          alias: [isBuild ? { find, replacement: `${dir}/$1-` } : { find, replacement: `@fontsource/$1/files/$1-` }],
        },
      };
    },
    configResolved(config) {
      logger = config.logger;
      resolved = config;
    },
    async buildStart() {
      // Cut once, in the client's build; the other environments of the same build use the same files.
      if (!isBuild || this.environment.name !== 'client') return;
      await mkdir(dir, { recursive: true });
      const now = new Date();
      await utimes(dir, now, now);
      const cacheRoot = path.dirname(dir);
      for (const other of readdirSync(cacheRoot)) {
        const p = path.join(cacheRoot, other);
        const stale = now.getTime() - (await stat(p)).mtimeMs > STALE_MS;
        if (p !== dir && stale) await rm(p, { recursive: true, force: true });
      }
      // The words the template writes come from the site's language's catalogue: its letters are kept too.
      const content =
        resolved &&
        (await ownerSiteApi(resolved)
          ?.content()
          .catch(() => undefined));
      const sources = textSources(root, content ? [catalogueFile(content)] : []);
      // The faces are Latin: a language in another script reads in the system's fonts for it (no font of ours ships).
      const script = content && scriptOf(siteCatalogue(content).locale);
      if (script && script !== 'Latn')
        logger?.info(
          `font subsets: the site's language is written in ${script}, which the site's faces do not cover: its text uses the system's fonts for it`,
        );
      subsets = await makeSubsets(root, dir, sources);
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
        // A build declares the cut files, each with exactly the characters it has; the dev server every
        // full @fontsource subset with @fontsource's range.
        return fontFaceRules(code, (face) =>
          isBuild
            ? subsets.filter((s) => s.face === face).map((s) => ({ file: path.basename(s.file), range: s.range }))
            : fontsourceSubsets(root, face).map((s) => ({ file: faceFileName(face, s.subset), range: s.range })),
        );
      },
    },
  };
}
