import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { decodeBib } from '../content/bib/bibEncoding.ts';
import { readBibliography } from '../content/bib/bibtex.ts';
import { contentLocation } from '../content/loadContent.ts';
import { siteFolder } from '../content/siteFolder.mjs';

/** Which characters the site can show, so that each font face keeps those and no others. */

export type Ranges = Array<readonly [number, number]>;

export const inRanges = (ranges: Ranges, cp: number) => ranges.some(([a, b]) => cp >= a && cp <= b);

const TEXT_FILE = /\.(?:[cm]?[jt]sx?|json|md|mdx|txt|ya?ml|bib|html?)$/i;

/**
 * Files whose text can reach a page: the owner's content and the interface
 * strings. With CONTENT_DIR set, the generated pages (publications, head) come
 * from that folder while the app still imports the site folder's content: both count.
 */
export function textSources(root: string, more: readonly string[] = []): string[] {
  const { contentDir } = contentLocation(root);
  const walk = (p: string): string[] => {
    if (!existsSync(p)) return [];
    if (!statSync(p).isDirectory()) return TEXT_FILE.test(p) ? [p] : [];
    return readdirSync(p)
      .filter((name) => name !== 'node_modules')
      .flatMap((name) => walk(path.join(p, name)));
  };
  const files = [
    contentDir,
    siteFolder(root).contentDir,
    'src/app',
    'src/components',
    'src/static',
    // The readings every page shares that write words (a publication's text, dates, author names; the award
    // badges al-folio's flags give, `bestpaper = {true}` → Best Paper) and About's kind views. Not the schemas:
    // their comments are the owner's guide, not text a page shows.
    'src/content/publicationText.ts',
    'src/content/dates.ts',
    'src/content/authorNames.ts',
    'src/content/publishedFields.ts',
    'src/cv/kinds',
    'tooling/generators/publicationPage.ts',
    ...more,
  ].flatMap((p) => walk(path.resolve(root, p)));
  return [...new Set(files)].sort();
}

/** A file's text as the pages show it: a .bib's LaTeX (`M{\\"u}ller`) decoded as well as kept as written (Cite). */
function shownText(file: string): string {
  if (!file.endsWith('.bib')) return readFileSync(file, 'utf8');
  // Decoded as the content check decodes it (a Latin-1 file's letters are its letters); unreadable: none.
  const text = decodeBib(readFileSync(file)).text ?? '';
  // What the pages show of each entry; of its other fields only the badges (the rest may be private).
  const shown = readBibliography(text, file).publications.map(({ fields, ...p }) => [p, fields.abbr, fields.award]);
  return text + JSON.stringify(shown);
}

/** JSX and HTML entities the sources may spell out instead of the character itself. */
const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  shy: '\u00ad',
  copy: '©',
  reg: '®',
  sect: '§',
  deg: '°',
  middot: '·',
  times: '×',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  bull: '•',
  prime: '′',
  Prime: '″',
  thinsp: '\u2009',
  ensp: '\u2002',
  emsp: '\u2003',
  euro: '€',
  trade: '™',
  minus: '−',
};

/** Source text plus what its escapes (`\u2019`, `\u{2019}`, `&rsquo;`, `&#8217;`) stand for. */
function withEscapes(text: string): string {
  const cp = (n: number) => (n <= 0x10ffff ? String.fromCodePoint(n) : '');
  const escapes = [
    ...[...text.matchAll(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi)].map((m) =>
      cp(parseInt(m[1] ?? m[2] ?? m[3]!, 16)),
    ),
    ...[...text.matchAll(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+\d?));/gi)].map((m) =>
      m[3] ? (ENTITIES[m[3]] ?? '') : cp(m[1] ? Number(m[1]) : parseInt(m[2]!, 16)),
    ),
  ];
  return text + escapes.join('');
}

/**
 * The characters of each subset file of a face, given its @fontsource subsets in the order the
 * browser tries them (latin first): printable ASCII in the first, and every character of the sources
 * (with its upper and lower case, for text-transform) in the first subset whose range holds it.
 * A subset the sources need no letter of gets an empty string: a combining mark alone does not call for
 * one, since on a page it sits on a letter, and source code names marks to strip them (`[\u0300-\u036f]`).
 */
export function subsetCharacters(sources: readonly string[], subsets: readonly Ranges[]): string[] {
  const chars = subsets.map(() => new Set<number>());
  for (let c = 0x20; c <= 0x7e; c++) chars[0]?.add(c);
  const add = (ch: string) => {
    const c = ch.codePointAt(0)!;
    // Control characters and the byte-order mark draw nothing.
    if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfeff) return;
    chars[subsets.findIndex((ranges) => inRanges(ranges, c))]?.add(c);
  };
  for (const file of sources) {
    for (const ch of new Set(withEscapes(shownText(file)))) {
      if (ch.charCodeAt(0) <= 0x7e) continue;
      for (const variant of new Set([ch, ch.toUpperCase(), ch.toLowerCase()])) {
        if ([...variant].length === 1) add(variant);
      }
    }
  }
  const isMark = (c: number) => /\p{M}/u.test(String.fromCodePoint(c));
  return chars.map((set, i) =>
    i === 0 || [...set].some((c) => !isMark(c)) ? String.fromCodePoint(...[...set].sort((a, b) => a - b)) : '',
  );
}
