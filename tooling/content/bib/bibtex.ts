import { FieldMode, parse, type Creator, type Entry, type Library } from '@retorquere/bibtex-parser';
import type { Publication } from '../../../src/content/types.ts';
import { fieldPolicy, parserReason, withheldOf, type FieldPolicy, type Withheld } from './bibPrivacy.ts';
import {
  dateOf,
  displayName,
  kindOf,
  monthAndDay,
  plain,
  shownFields,
  textFields,
  venueOf,
  type VenueWords,
  type Fields,
} from './bibFields.ts';
import { doiOf, dropPlaceholderDois } from './bibLinks.ts';
import { locateParseError, type EntrySpan } from './bibErrors.ts';
import { nameProblem, writtenNames } from './bibNames.ts';
import { fileNameClash, keyUsedAgain } from './citationKeys.ts';
import { cutLongFields, fieldLengthLimit, type LongField } from './bibLongFields.ts';
import type { ContentIssue } from '../checks/validateContent.ts';

/** What a .bib entry gives, before its links are resolved and the owner's overrides merged in. */
export type BibPublication = Pick<
  Publication,
  'id' | 'kind' | 'title' | 'authors' | 'etAl' | 'venue' | 'date' | 'abstract' | 'bibtex'
> & {
  /** The citation key as written (the id is this, made safe for a file name). */
  key: string;
  /** The line the entry starts on, for messages. */
  line: number;
  /** Every published field as plain text, by lower-case name: links, `abbr`, `selected`… are read from it. */
  fields: Fields;
};

export interface Bibliography {
  publications: BibPublication[];
  issues: ContentIssue[];
  /** Each entry's fields left out, by name, for the report on what the repository holds. */
  withheld: Withheld[];
  /** How many entries the file holds, read or not (`@string`, `@comment` and `@preamble` are not entries). */
  found: number;
}

/*
 * Characters that TeX reads otherwise than an owner means them: a literal < and > (drawn as ¡ and ¿ in
 * TeX's OT1 encoding, which the parser follows) and a % inside a value ("19% (101/530)": BibTeX keeps it,
 * TeX would start a comment). Each is swapped for a private-use character before decoding and back after,
 * so every field reads as written. A % outside values still starts a comment.
 */
const signs: ReadonlyArray<[string, string]> = [
  ['<', '\uE000'],
  ['>', '\uE001'],
  ['%', '\uE002'],
];

function protectSigns(source: string): string {
  let out = '';
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
    else if (c === '"' && depth === 1 && source[i - 1] !== '\\') quoted = !quoted;
    else if (c === '@' && depth === 0) quoted = false;
    const inValue = depth >= 2 || quoted;
    if (c === '<' || c === '>') out += c === '<' ? '\uE000' : '\uE001';
    else if (c === '%' && inValue && source[i - 1] !== '\\') out += '\uE002';
    else out += c;
  }
  return out;
}
const restoreSigns = (text: string) => signs.reduce((t, [sign, stand]) => t.replaceAll(stand, sign), text);

/** BibTeX's month macros, kept as macros in Cite rather than expanded to a number. */
const monthMacros = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A duplicated field comes back from the parser as `name+duplicate-1`. */
const duplicateField = /^(.+)\+duplicate-\d+$/;

/** A name as BibTeX reads it: "von Last, Jr, First"; a corporate name in braces, so it stays one name. */
function creatorText(c: Creator): string {
  if (c.name) return `{${plain(c.name)}}`;
  const last = [c.prefix, c.lastName].filter(Boolean).join(' ');
  return [last, c.suffix, c.firstName]
    .filter((part): part is string => !!part)
    .map(plain)
    .join(', ');
}

/**
 * The entry for "Cite" and its .bib file: the decoded text (what the pages show, character for character,
 * in UTF-8 that reference managers import), in the order written, only cited fields, no duplicates.
 */
function citeText(entry: Entry, fields: Fields, policy: FieldPolicy): string {
  const lines: Array<[string, string]> = [];
  for (const name of Object.keys(entry.fields)) {
    if (!policy.cited(name) || duplicateField.test(name) || fields[name] === undefined) continue;
    const value = entry.fields[name as keyof typeof entry.fields];
    if (name === 'month') {
      const { month } = monthAndDay(fields.month!);
      lines.push([name, month ? monthMacros[month - 1]! : `{${fields.month}}`]);
    } else if (Array.isArray(value) && (name === 'author' || name === 'editor')) {
      lines.push([name, `{${restoreSigns((value as Creator[]).map(creatorText).join(' and '))}}`]);
    } else if (name === 'doi') {
      lines.push([name, `{${doiOf(fields.doi!) ?? fields.doi}}`]);
    } else {
      lines.push([name, `{${fields[name]}}`]);
    }
  }
  const width = Math.max(0, ...lines.map(([name]) => name.length));
  return `@${entry.type}{${entry.key},\n${lines.map(([name, value]) => `  ${name.padEnd(width)} = ${value}`).join(',\n')}\n}`;
}

/** `A and and B`: a name taken out of a list and its "and" left behind. */
const repeatedAnd = /\s+and(?:\s+and)+\s+/gi;

/**
 * The names of a list written with an "and" twice, read again with one: the parser reads the second "and" as part
 * of the next name (`Chidi and Okafor`, a first name `and Chidi`, or a person called "and").
 */
function namesReadWithOneAnd(entry: Entry, name: 'author' | 'editor'): Creator[] | undefined {
  const written = writtenField(entry.input, name);
  const withOneAnd = written?.replace(repeatedAnd, ' and ');
  if (!written || withOneAnd === written) return undefined;
  const again = parse(`@misc{names, author = {${withOneAnd}}}`, parserOptions);
  const names = again.entries[0]?.fields.author;
  return again.errors.length === 0 && Array.isArray(names) ? (names as Creator[]) : undefined;
}

/**
 * What a message quotes of LaTeX left in a shown field: the command as the .bib writes it (`\\change`, where the
 * decoded text runs it into its argument, `\\changemass`) and the words around it, not a whole abstract.
 */
function latexLeftover(leftover: string, decoded: string, written = ''): string {
  const command =
    [...written.matchAll(/\\[A-Za-z]+/g)]
      .map((m) => m[0])
      .filter((c) => leftover.startsWith(c))
      .sort((a, b) => b.length - a.length)[0] ?? leftover;
  // A stray brace is found in the decoded text: the written one has the braces that protect, too.
  const text = /^\\[A-Za-z]/.test(command) && written.includes(command) ? written.replace(/\s+/g, ' ') : decoded;
  if (text.length <= 120) return `"${command}" in "${text}"`;
  const at = text.indexOf(command);
  // About 40 characters either side, to the nearest space.
  const from = Math.max(0, text.lastIndexOf(' ', Math.max(0, at - 40)) + 1);
  const end = text.indexOf(' ', at + command.length + 40);
  const to = end < 0 ? text.length : end;
  return `"${command}" in "${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}"`;
}

/** Fields that hold an address or a file name (al-folio's and jekyll-scholar's). */
const linkFieldNames = ['preview', 'code', 'video', 'poster', 'slides', 'html', 'website', 'supp', 'blog', 'arxiv'];

/** Publisher metadata brings JATS markup into abstracts (`<jats:p>`, `<xref …>`): the text is kept, the tags dropped. */
const stripMarkup = (text: string) => text.replace(/<\/?[a-z][\w:-]*(?:\s[^<>]*)?>/gi, '').trim();

/** A field's value as written in the entry (`{…}` or `"…"`, braces balanced), before any decoding. */
function writtenField(input: string, name: string): string | undefined {
  const start = new RegExp(`[,\\s]${name}\\s*=\\s*([{"])`, 'i').exec(input);
  if (!start) return undefined;
  const from = start.index + start[0].length;
  let depth = 0;
  for (let i = from; i < input.length; i++) {
    const c = input[i];
    if (c === '{') depth++;
    else if (c === '}' && depth > 0) depth--;
    else if (depth === 0 && c === (start[1] === '{' ? '}' : '"')) return input.slice(from, i);
  }
  return undefined;
}

/** The line of an offset in `source`, by binary search over its line starts (a long .bib has thousands of entries). */
function lineFinder(source: string): (index: number) => number {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= index) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** A citation key as a file name: letters, digits, `.`, `_` and `-` (DBLP's `DBLP:conf/chi/X24` → `DBLP-conf-chi-X24`). */
export const idOfKey = (key: string) => key.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[.-]+/, '');

/** How many times the parser has run in this process: a build parses each .bib text once (tests read it). */
export const bibParses = { count: 0 };

type Parsed = { source: string; protectedSource: string; long: LongField[] } & (
  { decoded: ReturnType<typeof parseLenient>; error?: undefined } | { decoded?: undefined; error: string }
);

/**
 * A title pasted from a PDF keeps its typeset ligatures (ﬁ, ﬂ, ﬀ …): as letters, it reads, sorts, is found
 * and is drawn by every font (the CV's have no ﬁ). The owner's file is not changed.
 */
const withoutLigatures = (text: string) => text.replace(/[\uFB00-\uFB06]/g, (ligature) => ligature.normalize('NFKC'));

/**
 * The text with one kind of line end and no byte-order mark: the parser reads a name list broken at
 * `\r\n` before its `and` as one name, and a line is a line whichever system saved the file.
 */
const plainLines = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

// Parsing is the slow part of a build with a long .bib: the content check and the font subsets read the
// same text under their own labels and settings, so the parse is kept by the text alone.
const parses = new Map<string, Parsed>();

function parsedOnce(text: string): Parsed {
  const known = parses.get(text);
  if (known) return known;
  bibParses.count++;
  const { source, cut: long } = cutLongFields(withoutLigatures(plainLines(text)));
  const protectedSource = protectSigns(source);
  let parsed: Parsed;
  try {
    parsed = { source, protectedSource, long, decoded: parseLenient(protectedSource, parserOptions) };
  } catch (error) {
    parsed = { source, protectedSource, long, error: error instanceof Error ? error.message : '' };
  }
  if (parses.size >= 4) parses.clear();
  parses.set(text, parsed);
  return parsed;
}

/**
 * Parses a .bib (Better BibTeX's parser: LaTeX to Unicode, names with particles, @string macros
 * and # concatenation) into what the site shows, and lists every problem at once, each as
 * `<file> › <key> › <field>: <problem>`: errors for what the site cannot show truthfully (no title,
 * an entry the parser cannot read), warnings for what it shows in the sensible way.
 */
export function readBibliography(
  source: string,
  file: string,
  unpublished: readonly string[] = [],
  words?: VenueWords,
): Bibliography {
  return parseBibliography(parsedOnce(source), file, unpublished, words);
}

// Titles keep the owner's casing: no sentence-casing, braces only protect. The link fields other site
// generators add are addresses, read verbatim like `url` (a `%20` in them is not a TeX comment).
const parserOptions = {
  sentenceCase: false as const,
  english: false,
  caseProtection: false,
  verbatimFields: [...FieldMode.verbatim, ...linkFieldNames],
  unsupported: (_node: unknown, tex: string) => tex,
};

const unresolvedMacro = /^Unresolved @string reference "([^"]+)"/;

/**
 * Parses, reading each bareword value or unknown macro (`selected = true`, `publisher = acm`) as its
 * own text: the parser stops at them, so each one found is defined as itself and the file read again.
 */
function parseLenient(source: string, options: Parameters<typeof parse>[1]) {
  const strings: Record<string, string> = {};
  for (;;) {
    const library: Library = parse(source, { ...options, strings });
    const unknown = library.errors
      .map((e) => unresolvedMacro.exec(e.error)?.[1])
      .filter((name): name is string => name !== undefined && !(name in strings));
    if (unknown.length === 0) {
      return { library, barewords: Object.keys(strings) };
    }
    for (const name of unknown) strings[name] = name;
  }
}

/** Where each bareword is used: `field = word` (or `# word`), by offset in the source. */
function barewordUses(source: string, words: readonly string[]): Array<{ at: number; field: string; word: string }> {
  if (words.length === 0) return [];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const use = new RegExp(`(?:([\\w-]+)\\s*=\\s*|#\\s*)(${escaped})\\s*(?=[,#}\\n])`, 'gi');
  return [...source.matchAll(use)].map((m) => ({ at: m.index, field: (m[1] ?? '').toLowerCase(), word: m[2]! }));
}

function parseBibliography(
  parsed: Parsed,
  file: string,
  unpublished: readonly string[],
  words?: VenueWords,
): Bibliography {
  const issues: ContentIssue[] = [];
  const withheld: Withheld[] = [];
  const policy = fieldPolicy(unpublished);
  const report = (entry: string | undefined, field: string | undefined, problem: string, warning = false) =>
    issues.push({ file, entry, field, problem, ...(warning ? { severity: 'warning' as const } : {}) });

  const { source, protectedSource, decoded } = parsed;
  const lineAt = lineFinder(source);
  for (const { key, field, length, line } of parsed.long) {
    if (!policy.published(field)) continue;
    const [size, limit] = [length, fieldLengthLimit].map((n) => n.toLocaleString('en'));
    report(
      key,
      field,
      `is ${size} characters long (line ${line}), more than the ${limit} the site reads: left out`,
      true,
    );
  }
  if (!decoded) {
    report(undefined, undefined, `could not be read: ${parserReason(parsed.error)}`);
    return { publications: [], issues, withheld, found: 0 };
  }

  // Each entry's span in the source, for the line of a message and the entry a bareword sits in.
  const spans: Array<{ entry: Entry; at: number; end: number }> = [];
  let searchFrom = 0;
  for (const entry of decoded.library.entries) {
    // An entry the parser could not finish comes back with no input; its syntax error is reported below.
    if (!entry.input) continue;
    const at = protectedSource.indexOf(entry.input, searchFrom);
    if (at >= 0) searchFrom = at + entry.input.length;
    spans.push({ entry, at, end: at + entry.input.length });
  }
  const entrySpans: EntrySpan[] = spans.map(({ entry, at }) => ({ key: entry.key, input: entry.input, at }));

  for (const error of decoded.library.errors) {
    const input = error.input ?? '';
    const at = input ? protectedSource.indexOf(input) : -1;
    // The parser quotes the source, perhaps a private field's value: only the entry, the field, the line and the reason.
    const { key, field, problem } = locateParseError(error, at, entrySpans, lineAt, policy.published);
    report(key, field, problem);
    if (!/^@\w+\s*[{(]/.test(input)) continue;
    withheld.push(
      withheldOf(
        key ?? '?',
        [...input.matchAll(/^\s*([\w-]+)\s*=/gm)].map((m) => m[1]!),
        unpublished,
      ),
    );
  }
  for (const use of barewordUses(source, decoded.barewords)) {
    const span = spans.find((s) => use.at >= s.at && use.at < s.end);
    // A `# word` belongs to the last field named before it; a word in a field not published is not quoted.
    const field = use.field || [...source.slice(span?.at, use.at).matchAll(/([\w-]+)\s*=/g)].at(-1)?.[1];
    if (!span || !field || !policy.published(field)) continue;
    report(
      span.entry.key,
      use.field || undefined,
      `bareword "${use.word}" (line ${lineAt(use.at)}) is not a defined @string: read as the text "${use.word}"`,
      true,
    );
  }

  const publications: BibPublication[] = [];
  // Every line a key starts an entry on: a key used many times is one problem, named once with them all.
  const keyLines = new Map<string, number[]>();
  for (const { entry, at } of spans) keyLines.set(entry.key, [...(keyLines.get(entry.key) ?? []), lineAt(at)]);
  const seen = new Set<string>();
  const seenIds = new Map<string, string>();
  for (const { entry, at } of spans) {
    const line = lineAt(at);
    const key = entry.key;
    const fail = (field: string | undefined, problem: string) => report(key, field, problem);
    const warn = (field: string | undefined, problem: string) => report(key, field, problem, true);
    for (const name of ['author', 'editor'] as const) {
      const names = policy.published(name) ? namesReadWithOneAnd(entry, name) : undefined;
      if (!names) continue;
      entry.fields[name] = names;
      warn(name, `"and" written twice in the list (a name taken out, its "and" left): read as one`);
    }
    // Only published fields are read from here on: nothing else reaches a page, a message or a link.
    const all = textFields(entry, restoreSigns);
    const baseName = (name: string) => duplicateField.exec(name)?.[1] ?? name;
    const left = Object.keys(all).filter((name) => !policy.published(baseName(name)));
    withheld.push(withheldOf(key, left.map(baseName), unpublished));
    const f: Fields = Object.fromEntries(Object.entries(all).filter(([name]) => !left.includes(name)));

    if (seen.has(key)) continue;
    seen.add(key);
    const uses = keyLines.get(key)!;
    if (uses.length > 1) fail(undefined, keyUsedAgain(key, uses));
    const id = idOfKey(key);
    const clash = fileNameClash(key, id, seenIds);
    if (clash) {
      fail(undefined, clash);
      continue;
    }

    for (const name of Object.keys(f)) {
      const duplicate = duplicateField.exec(name)?.[1];
      if (!duplicate) continue;
      if (f[name] !== f[duplicate])
        warn(duplicate, `field given twice: the first ("${f[duplicate]}") is used, "${f[name]}" is left out`);
      delete f[name];
    }
    dropPlaceholderDois(f, warn);
    let ok = true;
    if (!f.title) {
      fail('title', 'required field is missing');
      ok = false;
    }
    const creatorsOf = (name: 'author' | 'editor') => (policy.published(name) ? entry.fields[name] : undefined);
    const creators = creatorsOf('author') ?? creatorsOf('editor') ?? [];
    const etAl = creators.length > 0 && /^others$/i.test(creators.at(-1)?.lastName ?? creators.at(-1)?.name ?? '');
    const authors = (etAl ? creators.slice(0, -1) : creators).map((c) => restoreSigns(displayName(c)));
    if (authors.length === 0 && !etAl) warn('author', 'no author: the entry is shown without one');
    const rawAuthors = restoreSigns((policy.published('author') && writtenField(entry.input, 'author')) || '').replace(
      /\s+/g,
      ' ',
    );
    // `A and and B` is read as one "and" above; an "and" at the start or the end has no name beside it.
    const writtenList = ` ${rawAuthors.replace(repeatedAnd, ' and ')} `.split(/ and /i);
    if (rawAuthors.trim() && writtenList.some((name) => !name.trim()))
      warn('author', 'an "and" with no name beside it, at the start or the end of the list: left out');
    // `Speidel,, Stefanie`, `Zhu, Hanxiu,`, `, Chidi`: the parser reads the name without its empty part.
    const strayComma = writtenList.find((name) => /,\s*,|^\s*,|,\s*$/.test(name));
    if (strayComma !== undefined)
      warn('author', `"${strayComma.trim()}" has an empty part beside a comma: read without it`);
    for (const name of writtenNames(rawAuthors)) {
      const problem = nameProblem(name);
      if (problem) warn('author', `"${name}" ${problem}; shown as written`);
    }
    for (const name of shownFields) {
      const leftover = f[name]?.match(/\\[A-Za-z]+|\\.|[{}]/)?.[0];
      if (leftover) {
        fail(
          name,
          `LaTeX the site cannot show (${latexLeftover(leftover, f[name]!, writtenField(entry.input, name))})`,
        );
        ok = false;
      }
    }
    const date = dateOf(f, warn);
    if (!ok) continue;

    const type = entry.type.toLowerCase();
    const kind = kindOf(type, f);
    publications.push({
      key,
      line,
      id,
      kind,
      title: f.title!,
      authors,
      ...(etAl ? { etAl } : {}),
      venue: venueOf(type, kind, f, words),
      ...(date ? { date } : {}),
      ...(f.abstract ? { abstract: stripMarkup(f.abstract) } : {}),
      bibtex: citeText(entry, f, policy),
      fields: Object.fromEntries(Object.entries(f).filter(([name]) => name !== 'abstract')),
    });
  }
  return { publications, issues, withheld, found: decoded.library.entries.length };
}
