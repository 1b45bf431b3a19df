import { FieldMode, parse } from '@retorquere/bibtex-parser';
import { plain, type Fields } from '../content/bibFields.ts';
import { doiOf } from '../content/bibLinks.ts';
import { readBibliography, type BibPublication } from '../content/bibtex.ts';
import { ImportFailure } from './http.ts';
import { arxivIdOf } from './ids.ts';

/** What identifies a work, whichever service or file it comes from: compared to find the same work twice. */
export interface Identity {
  doi?: string;
  arxiv?: string;
  dblp?: string;
  /** The title folded for comparison: no accents, case or punctuation. */
  title: string;
  year?: string;
  /** The first author's family name, folded as the title. */
  family?: string;
  /** An arXiv preprint (no DOI of its own, no proceedings): its published version supersedes it. */
  preprint: boolean;
  /** For a preprint, its published version's DOI as arXiv records it. */
  publishedDoi?: string;
}

/** One incoming work, as it will be written: BibTeX type and fields (each value as BibTeX text). */
export interface Work {
  /** The id it was asked by, for messages: `10.1145/…`, `0000-…/work/123`. */
  source: string;
  type: string;
  fields: Array<[string, string]>;
  identity: Identity;
  /** The title as shown, for messages. */
  title: string;
}

export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The family name in a display name ("Jan van der Berg Jr." → berg), marks such as `*` dropped. */
function familyOf(name: string | undefined): string | undefined {
  const words = (name ?? '')
    .replace(/[*†‡§]/g, ' ')
    .trim()
    .split(/\s+/);
  while (words.length > 1 && /^(jr|sr|ii|iii|iv)\.?$/i.test(words.at(-1)!)) words.pop();
  return fold(words.at(-1) ?? '') || undefined;
}

/** A DOI in `doi`, or in `url` when that is a DOI link; arXiv's own DOIs are arXiv ids, not DOIs. */
function doiIn(f: Fields): string | undefined {
  const doi = [f.doi, f.acmdoi, f.url].map((v) => (v ? doiOf(v) : undefined)).find(Boolean);
  return doi && !/^10\.48550\/arxiv\./i.test(doi) ? doi.toLowerCase() : undefined;
}

function arxivIn(f: Fields): string | undefined {
  const eprint = /arxiv/i.test(`${f.archiveprefix ?? ''} ${f.eprinttype ?? ''}`) ? f.eprint : undefined;
  const fromDoi = /^10\.48550\/arxiv\.(.+)$/i.exec(f.doi ? (doiOf(f.doi) ?? '') : '')?.[1];
  const fromUrl = /arxiv\.org\/(?:abs|pdf)\/(.+)$/i.exec(f.url ?? '')?.[1];
  const fromCorr = /^corr$/i.test(f.journal ?? '') ? /^abs\/(.+)$/.exec(f.volume ?? '')?.[1] : undefined;
  const fromJournal = /arxiv:\s*(\S+)/i.exec(f.journal ?? '')?.[1];
  const found = [f.arxiv, eprint, fromDoi, fromUrl, fromCorr, fromJournal].find((v) => v && arxivIdOf(v));
  return found ? arxivIdOf(found)!.toLowerCase() : undefined;
}

/** The identity of an entry read by the site's reader (an owner's entry, or one a service sent). */
export function identityOf(entry: Pick<BibPublication, 'key' | 'title' | 'authors' | 'fields' | 'date'>): Identity {
  const f = entry.fields;
  const doi = doiIn(f);
  const arxiv = arxivIn(f);
  const dblp =
    /^DBLP:(.+)$/.exec(entry.key)?.[1] ?? /dblp\.(?:org|uni-trier\.de)\/rec\/(.+?)\.bib$/.exec(f.biburl ?? '')?.[1];
  const year = /^\d{4}$/.test(f.year ?? '') ? f.year : /^\d{4}/.exec(entry.date ?? '')?.[0];
  const venue = f.booktitle ?? f.journal ?? f.journaltitle;
  return {
    ...(doi ? { doi } : {}),
    ...(arxiv ? { arxiv } : {}),
    ...(dblp ? { dblp } : {}),
    title: fold(entry.title),
    ...(year ? { year } : {}),
    ...(familyOf(entry.authors[0]) ? { family: familyOf(entry.authors[0]) } : {}),
    preprint: !!arxiv && !doi && (!venue || /^(corr|arxiv\b.*)$/i.test(venue)),
  };
}

/** Fields a service adds that an owner's entry does not need: bookkeeping, and a `url` that only repeats the DOI. */
const dropped = new Set(['timestamp', 'bibsource', 'collection']);

/** The one-field-a-line entry the site's reader writes for "Cite", as [name, value] pairs. */
function citeFields(bibtex: string): Array<[string, string]> {
  return bibtex
    .split('\n')
    .slice(1, -1)
    .map((line) => {
      const m = /^\s*([^\s=]+)\s*=\s*(.*?),?$/.exec(line);
      if (!m) throw new Error(`unexpected line in the reader's entry: ${line}`);
      return [m[1]!, m[2]!] as [string, string];
    });
}

/**
 * The reader shows a literal list (`publisher = {Springer Science and Business Media LLC}`) joined by
 * commas; its items, by entry key, so the name is written back whole, its "and" braced.
 */
function literalLists(text: string): Map<string, Record<string, string[]>> {
  const lists = new Map<string, Record<string, string[]>>();
  try {
    const library = parse(text, {
      sentenceCase: false,
      caseProtection: false,
      english: false,
      unsupported: (_n, tex) => tex,
    });
    for (const entry of library.entries) {
      const fields: Record<string, string[]> = {};
      for (const name of FieldMode.literallist) {
        const value = entry.fields[name as keyof typeof entry.fields];
        if (Array.isArray(value) && value.length > 1) fields[name] = value.map((item) => plain(String(item)));
      }
      lists.set(entry.key, fields);
    }
  } catch {
    // The reader below names what is wrong with the text.
  }
  return lists;
}

/**
 * Works from BibTeX a service sent (DOI negotiation, DBLP, an ORCID citation, or one made from arXiv's
 * feed), decoded by the site's own reader: LaTeX to UTF-8, the DOI bare, names as the service wrote them.
 */
export function worksFromBibtex(text: string, source: string, from: string): Work[] {
  const { publications, issues } = readBibliography(text, `${from}'s answer`, []);
  const errors = issues.filter((i) => i.severity !== 'warning');
  if (errors.length > 0) {
    const first = errors[0]!;
    throw new ImportFailure(
      `malformed answer from ${from}: ${[first.entry, first.field].filter(Boolean).join(' › ')}${first.entry || first.field ? ': ' : ''}${first.problem}`,
    );
  }
  if (publications.length === 0) throw new ImportFailure(`malformed answer from ${from}: no BibTeX entry in it`);
  const lists = literalLists(text);
  return publications.map((p) => {
    const identity = identityOf(p);
    const fields = citeFields(p.bibtex).flatMap(([name, value]): Array<[string, string]> => {
      if (dropped.has(name)) return [];
      const list = lists.get(p.key)?.[name];
      if (list) return [[name, `{${list.join(' {and} ')}}`]];
      if (name === 'url' && (doiOf(p.fields.url ?? '') || /arxiv\.org\/abs\//i.test(p.fields.url ?? ''))) return [];
      if (name === 'doi' && !identity.doi) return [];
      if (name === 'eprinttype') return [['archiveprefix', value]];
      return [[name, value]];
    });
    // Not part of a citation, so not in the Cite text: kept so the record is known again by its DBLP key.
    if (p.fields.biburl && !fields.some(([name]) => name === 'biburl')) fields.push(['biburl', `{${p.fields.biburl}}`]);
    if (identity.arxiv && !fields.some(([name]) => name === 'eprint')) {
      fields.push(['eprint', `{${identity.arxiv}}`], ['archiveprefix', '{arXiv}']);
    }
    // The abstract is shown on the paper's page but left out of the Cite text: written back from the reader's
    // decoded text, in place when Cite had it, else at the end.
    if (p.abstract) {
      const at = fields.findIndex(([name]) => name === 'abstract');
      if (at >= 0) fields[at] = ['abstract', `{${p.abstract}}`];
      else fields.push(['abstract', `{${p.abstract}}`]);
    }
    return { source, type: p.bibtex.slice(1, p.bibtex.indexOf('{')).toLowerCase(), fields, identity, title: p.title };
  });
}

/** The entry as written into the owner's file: the reader's "Cite" layout, names aligned. */
export function entryText(key: string, work: Pick<Work, 'type' | 'fields'>, eol = '\n'): string {
  const width = Math.max(0, ...work.fields.map(([name]) => name.length));
  const lines = work.fields.map(([name, value]) => `  ${name.padEnd(width)} = ${value}`);
  return `@${work.type}{${key},${eol}${lines.join(`,${eol}`)}${eol}}`;
}

/** A value for a field, in braces; braces in the text itself would unbalance the entry. */
export function braced(value: string): string {
  return `{${value.replace(/[{}]/g, '')}}`;
}
