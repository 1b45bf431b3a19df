import { str } from './frontMatter.ts';
import { shortPlain } from './shortText.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { authorsOf, namesOf } from './citationAuthors.ts';

/** BibTeX's type and the field that holds the venue. */
export type PageType = [type: string, venueField: string];

/** What an academicpages `type` or `category` says, as BibTeX; the first that matches wins. */
const namedTypes: Array<[RegExp, PageType]> = [
  [/chapter|incollection|inbook/, ['incollection', 'booktitle']],
  [/^books?$/, ['book', 'publisher']],
  [/master/, ['mastersthesis', 'school']],
  [/thesis|dissertation/, ['phdthesis', 'school']],
  [/preprint|working ?papers?|^wps?$|^manuscript$|under review|submitted/, ['unpublished', 'note']],
  [/report/, ['techreport', 'institution']],
  // academicpages' own category for journal papers is `manuscripts`.
  [/journal|^articles?$|^manuscripts$/, ['article', 'journal']],
  [/conference|proceedings|workshop|symposium/, ['inproceedings', 'booktitle']],
  [/poster|talk|presentation|abstract/, ['misc', 'howpublished']],
];

/** A venue's own words, when the page names no type. */
const venueTypes: Array<[RegExp, PageType]> = [
  [/arxiv|biorxiv|medrxiv|psyarxiv|ssrn|preprint/i, ['misc', 'howpublished']],
  [/working papers?|discussion paper|job market paper/i, ['unpublished', 'note']],
  [/\bposter\b/i, ['misc', 'howpublished']],
  [/journal|transactions|letters|review|magazine|proceedings of the (acm|ieee|national)/i, ['article', 'journal']],
  [
    /conference|proceedings|symposium|workshop|congress|\b(ICRA|IROS|RSS|CHI|CSCW|NeurIPS|ICML|CVPR)\b/,
    ['inproceedings', 'booktitle'],
  ],
];

/** The BibTeX type a publication page is, from its `type` / `category`, else its venue's words. */
export function pageType(data: Record<string, unknown>, venue: string): PageType {
  for (const said of [str(data.type), str(data.category), str(data.pubtype)]) {
    const words = said.toLowerCase().replace(/[_-]+/g, ' ').trim();
    const found = words && namedTypes.find(([pattern]) => pattern.test(words));
    if (found) return found[1];
  }
  const byVenue = venueTypes.find(([pattern]) => pattern.test(venue));
  if (byVenue) return byVenue[1];
  // A venue named without a word of either kind is most often a journal ("Molecular Ecology Resources").
  return venue ? ['article', 'journal'] : ['misc', 'howpublished'];
}

/** A front-matter value that is a list of names or one text of them. */
function namesField(value: unknown): string {
  if (Array.isArray(value)) return namesOf(value.map((v) => shortPlain(String(v), 200)).join(' and '));
  return str(value) ? namesOf(str(value)) : '';
}

/** The authors: the page's `authors` (or `author`) field; its citation line only when it names none. */
export function pageAuthors(data: Record<string, unknown>, title: string): { author: string; from: string } {
  for (const field of ['authors', 'author']) {
    const author = namesField(data[field]);
    if (author) return { author, from: field };
  }
  const author = authorsOf(str(data.citation), title);
  return { author, from: author ? 'citation' : '' };
}

/** The template's demo body of a publication page, which every page it generated keeps. */
const demoBody = /The contents above will be part of a list of publications/;
/** A paragraph that is only a link ("Download paper here", "Watch a video of it"): the entry's links say it. */
const linkOnly = /^\[[^\]]{1,200}\]\([^)\s]{1,500}\)\.?$/;

/**
 * The abstract: the body, when it holds more than a link to the paper and is not the template's demo text
 * (its "## Abstract" heading and "Abstract:" lead left out); else the excerpt.
 */
export function pageAbstract(data: Record<string, unknown>, body: string): string {
  // An abstract is a few thousand characters; a longer body is an article, its excerpt the abstract.
  const text =
    demoBody.test(body) || body.length > 8_000 ? '' : toMarkdown(body).text.replace(/^#{1,6}\s*abstract\s*$/gim, '');
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !linkOnly.test(p));
  // What follows an "Abstract:" lead is the abstract; what comes before it (a note, a link) is not.
  const lead = paragraphs.findIndex((p) => /^\**abstract\**\s*[:.]/i.test(p));
  const kept = lead > 0 ? paragraphs.slice(lead) : paragraphs;
  const fromBody = toPlain(kept.join('\n\n').replace(/^\**abstract\**\s*[:.]\s*/i, ''));
  const excerpt = latexInProse(shortPlain(str(data.excerpt), 8_000));
  return fromBody.split(/\s+/).length > Math.max(12, excerpt.split(/\s+/).length) ? latexInProse(fromBody) : excerpt;
}

/** Typographic ligatures (`ﬁ`) as their letters: PDFs' copied text keeps them, searches and sorting do not. */
export const unligated = (text: string) => text.replace(/[\uFB00-\uFB06]/g, (c) => c.normalize('NFKC'));

const latexWords: Record<string, string> = { eg: 'e.g.', ie: 'i.e.', etal: 'et al.', etc: 'etc.' };

/**
 * The LaTeX an abstract copied from its paper keeps (`\eg`, `\enquote{…}`, `\emph{…}`) as the words it
 * prints: in a BibTeX field TeX would eat the space after `\eg`, and the site shows no macros.
 */
export const latexInProse = (text: string) =>
  text
    .replace(/\\(eg|ie|etal|etc)\b(?:\{\})?/g, (_, word: string) => latexWords[word]!)
    .replace(/\\enquote\{([^{}]{0,300})\}/g, '“$1”')
    .replace(/\\(?:emph|textit|textbf|textsc|texttt)\{([^{}]{0,300})\}/g, '$1');
