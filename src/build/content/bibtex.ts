import { parse, type Entry } from '@retorquere/bibtex-parser';
import type { Publication } from '../../content/types.ts';
import { dateOf, displayName, kindOf, shownFields, textFields, venueOf } from './bibFields.ts';
import type { ContentIssue } from './validateContent.ts';

/** What a .bib entry gives, before the owner's overrides (images, PDF, kind, …) are merged in. */
export type BibPublication = Pick<
  Publication,
  'id' | 'kind' | 'title' | 'authors' | 'venue' | 'date' | 'doiLink' | 'url' | 'abstract' | 'bibtex'
> & {
  /** The citation key as written (the id is this, made safe for a file name). */
  key: string;
  /** The line the entry starts on, for messages. */
  line: number;
};

export interface Bibliography {
  publications: BibPublication[];
  issues: ContentIssue[];
}

/** The entry as written, macros expanded, for "Cite": field order and LaTeX kept, one field a line. */
function citeText(raw: Entry | undefined, input: string): string {
  if (!raw) return input.trim();
  const fields = Object.entries(raw.fields).map(([name, value]): [string, string] => {
    const text = Array.isArray(value)
      ? value
          .map((v) => (typeof v === 'string' ? v : (v.name ?? [v.lastName, v.firstName].filter(Boolean).join(', '))))
          .join(' and ')
      : String(value);
    return [name, text];
  });
  const width = Math.max(...fields.map(([name]) => name.length));
  // BibTeX's month macros (`month = mar`) are kept as macros rather than expanded to a number.
  const monthMacro = /\bmonth\s*=\s*([a-z]{3})\s*[,}\n]/i.exec(input)?.[1];
  const lines = fields.map(([name, value]) =>
    name === 'month' && monthMacro
      ? `  ${name.padEnd(width)} = ${monthMacro.toLowerCase()}`
      : `  ${name.padEnd(width)} = {${value}}`,
  );
  return `@${raw.type}{${raw.key},\n${lines.join(',\n')}\n}`;
}

const lineAt = (source: string, index: number) => source.slice(0, Math.max(0, index)).split('\n').length;

/** A citation key as a file name: letters, digits, `.`, `_` and `-` (DBLP's `DBLP:conf/chi/X24` → `DBLP-conf-chi-X24`). */
export const idOfKey = (key: string) => key.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^[.-]+/, '');

/**
 * Parses a .bib (Better BibTeX's parser: LaTeX to Unicode, names with particles, @string macros
 * and # concatenation) into what the site shows, and lists every problem at once, each as
 * `<file> › <key> › <field>: <problem>`.
 */
export function readBibliography(source: string, file: string): Bibliography {
  // Parsing is the slow part of a build with a long .bib (about 1 s for 150 entries); the content
  // check, the font subsets and the nested prerender build all read the same text, so one parse
  // serves them all. On globalThis: each Vite build loads its own copy of this module.
  const cache = ((globalThis as { __bibliographies?: Map<string, Bibliography> }).__bibliographies ??= new Map());
  const key = `${file}\0${source}`;
  const cached = cache.get(key);
  if (cached) return structuredClone(cached);
  const result = parseBibliography(source, file);
  if (cache.size > 8) cache.clear();
  cache.set(key, result);
  return structuredClone(result);
}

function parseBibliography(source: string, file: string): Bibliography {
  const issues: ContentIssue[] = [];
  const report = (entry: string | undefined, field: string | undefined, problem: string) =>
    issues.push({ file, entry, field, problem });

  // Titles keep the owner's casing: no sentence-casing, braces only protect.
  const options = {
    sentenceCase: false as const,
    english: false,
    caseProtection: false,
    unsupported: (_node: unknown, tex: string) => tex,
  };
  let decoded, raw;
  try {
    decoded = parse(source, options);
    raw = parse(source, { raw: true, fieldMode: { author: 'verbatim', editor: 'verbatim' } });
  } catch (error) {
    report(
      undefined,
      undefined,
      `could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    return { publications: [], issues };
  }

  for (const error of decoded.errors) {
    const input = error.input ?? '';
    const at = input ? source.indexOf(input) : -1;
    const key = /^@\w+\s*[{(]\s*([^,\s]+)/.exec(input)?.[1];
    const start = at >= 0 ? ` in the entry starting at line ${lineAt(source, at)}` : '';
    report(key, undefined, `syntax error${start}: ${error.error.replace(/\s+/g, ' ').trim()}`);
  }

  const rawByKeyIndex = new Map<string, Entry[]>();
  for (const entry of raw.entries) rawByKeyIndex.set(entry.key, [...(rawByKeyIndex.get(entry.key) ?? []), entry]);

  const publications: BibPublication[] = [];
  const seen = new Map<string, number>();
  const seenIds = new Map<string, string>();
  let searchFrom = 0;
  for (const entry of decoded.entries) {
    // An entry the parser could not finish comes back with no input; its syntax error is reported above.
    if (!entry.input) continue;
    const at = source.indexOf(entry.input, searchFrom);
    if (at >= 0) searchFrom = at + entry.input.length;
    const line = lineAt(source, at);
    const rawEntry = rawByKeyIndex.get(entry.key)?.shift();
    const key = entry.key;
    const fail = (field: string | undefined, problem: string) => report(key, field, problem);

    const first = seen.get(key);
    if (first !== undefined) {
      fail(undefined, `duplicate citation key "${key}" (lines ${first} and ${line})`);
      continue;
    }
    seen.set(key, line);
    const id = idOfKey(key);
    if (seenIds.has(id)) {
      fail(undefined, `citation key "${key}" names the same page as "${seenIds.get(id)}" (publications/${id}.html)`);
      continue;
    }
    seenIds.set(id, key);

    const f = textFields(entry);
    let ok = true;
    const need = (field: string, label = 'required field is missing') => {
      if (!f[field]) {
        fail(field, label);
        ok = false;
      }
    };
    need('title');
    need('author');
    const date = dateOf(f, (field, problem) => {
      fail(field, problem);
      ok = false;
    });
    for (const name of shownFields) {
      const leftover = f[name]?.match(/\\[A-Za-z]+|\\.|[{}]/)?.[0];
      if (leftover) {
        fail(name, `LaTeX the site cannot show ("${leftover}" in "${f[name]}")`);
        ok = false;
      }
    }
    const doi = f.doi?.replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');
    if (doi && !/^10\.\d{4,9}\/\S+$/.test(doi)) {
      fail('doi', `"${f.doi}" is not a DOI (10.xxxx/…)`);
      ok = false;
    }
    if (f.url && !/^https:\/\/[^\s]+$/.test(f.url)) {
      fail(
        'url',
        /^http:/i.test(f.url)
          ? `external link "${f.url}" must start with https://`
          : `"${f.url}" is not an https:// URL`,
      );
      ok = false;
    }
    if (!ok || !date) continue;

    const type = entry.type.toLowerCase();
    const authors = (entry.fields.author ?? []).map(displayName);
    publications.push({
      key,
      line,
      id,
      kind: kindOf(type, f),
      title: f.title!,
      authors,
      venue: venueOf(type, f),
      date,
      ...(doi ? { doiLink: `https://doi.org/${doi}` } : {}),
      ...(f.url ? { url: f.url } : {}),
      ...(f.abstract ? { abstract: f.abstract } : {}),
      bibtex: citeText(rawEntry, entry.input),
    });
  }
  return { publications, issues };
}
