import type { Fields } from './bibFields.ts';
import { doiOf } from './bibLinks.ts';
import type { BibPublication } from './bibtex.ts';
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
  /** Its citation key in the service's answer, for messages. */
  key: string;
  /** TeX commands the answer held that the reader does not know, left out with their arguments. */
  dropped: string[];
  type: string;
  fields: Array<[string, string]>;
  identity: Identity;
  /** The title as shown, for messages. */
  title: string;
}

/** Latin letters with no decomposition into a letter and a mark, as the letter keys and comparisons use. */
const plainLetters: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', þ: 'th', ı: 'i' };

export const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/[łøđßæœþı]/g, (c) => plainLetters[c]!)
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

/** The entry as written into the owner's file: the reader's "Cite" layout, names aligned. */
export function entryText(key: string, work: Pick<Work, 'type' | 'fields'>, eol = '\n'): string {
  const width = Math.max(0, ...work.fields.map(([name]) => name.length));
  const lines = work.fields.map(([name, value]) => `  ${name.padEnd(width)} = ${value}`);
  return `@${work.type}{${key},${eol}${lines.join(`,${eol}`)}${eol}}`;
}
