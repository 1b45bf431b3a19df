import type { Publication } from './types';
import { t } from '../i18n/cards.ts';
import { joinList } from '../i18n/lists.ts';
import { formatYear } from '../i18n/numbers.ts';

/**
 * What a publication shows besides its title, written once for the app and the static pages, so the two
 * read the same: its links in one order, its year heading, its author line.
 */

export type PublicationLinkKind =
  | 'pdf'
  | 'doi'
  | 'web'
  | 'arxiv'
  | 'website'
  | 'code'
  | 'video'
  | 'poster'
  | 'scholar'
  | 'slides'
  | 'supplement'
  | 'blog';

export interface ItemLink {
  kind: PublicationLinkKind;
  label: string;
  href: string;
}

type Links = Partial<
  Pick<
    Publication,
    | 'pdfLink'
    | 'doiLink'
    | 'url'
    | 'arxivLink'
    | 'websiteLink'
    | 'codeLink'
    | 'videoLink'
    | 'posterLink'
    | 'scholarLink'
    | 'slideLink'
    | 'supplementLink'
    | 'blogLink'
  >
>;

/** The links of a publication or project, in the order every page shows them. */
export function itemLinks(p: Links): ItemLink[] {
  const all: Array<[PublicationLinkKind, string, string | undefined]> = [
    ['pdf', t('link.pdf'), p.pdfLink],
    ['doi', t('link.doi'), p.doiLink],
    // The DOI is the paper's lasting address; the url is shown only without one.
    ['web', t('link.web'), p.doiLink ? undefined : p.url],
    ['arxiv', t('link.arxiv'), p.arxivLink],
    ['website', t('link.website'), p.websiteLink],
    ['code', t('link.code'), p.codeLink],
    ['video', t('link.video'), p.videoLink],
    ['poster', t('link.poster'), p.posterLink],
    ['scholar', t('link.scholar'), p.scholarLink],
    ['slides', t('link.slides'), p.slideLink],
    ['supplement', t('link.supplement'), p.supplementLink],
    ['blog', t('link.blog'), p.blogLink],
  ];
  return all.flatMap(([kind, label, href]) => (href ? [{ kind, label, href }] : []));
}

/** The heading a publication is listed under: its year in the locale's digits, or "Forthcoming" before it has one. */
export const yearOf = (p: Pick<Publication, 'date'>) =>
  p.date ? formatYear(t.locale, p.date.slice(0, 4)) : t('date.forthcoming');

/**
 * Consecutive runs of one year ("Forthcoming" for entries with none yet), in the list's order (newest first):
 * the heading, the entries, and a key for the heading's id in Latin letters ("2026", "forthcoming").
 */
export function groupByYear(publications: readonly Publication[]): Array<[string, Publication[], string]> {
  const groups: Array<[string, Publication[], string]> = [];
  for (const p of publications) {
    const key = p.date?.slice(0, 4) ?? 'forthcoming';
    const last = groups.at(-1);
    if (last && last[2] === key) last[1].push(p);
    else groups.push([yearOf(p), [p], key]);
  }
  return groups;
}

/** The words a line is written in and their locale: the app's `t`, or the build's for the files it writes. */
type Words = ((key: 'authors.etAl') => string) & { locale: string };

/**
 * The author line as text, joined as the site's language joins a list ("A, B, and C", "A, B und C", "A、B和C"),
 * or, cut short in the .bib, the names then "et al." in its words ("A, B, et al.", "A、B、等"). `say` gives the
 * words of the site's language where the build writes the line itself (feeds, llms.txt, a paper's page head),
 * which the app's catalogue cannot: in Node it is English.
 */
export const authorLine = (p: Pick<Publication, 'authors' | 'etAl'>, say: Words = t) =>
  joinList(say.locale, p.authors, p.etAl ? say('authors.etAl') : undefined);

/** The author line as a sentence's part, its own full stop ("et al.") left to the sentence: no "et al.. HRI". */
export const authorPart = (...args: Parameters<typeof authorLine>) => authorLine(...args).replace(/\.$/, '');
