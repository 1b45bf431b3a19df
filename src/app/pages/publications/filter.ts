import type { Publication, PublicationKind } from '../../../content/types';
import { searchFold } from '../../../i18n/collation';
import { locale } from '../../../i18n/frame';

/** Short, stable names for the kinds in the address: `#/publications?kind=journal`. */
export const kindSlugs: Record<PublicationKind, string> = {
  'Journal article': 'journal',
  'Conference paper': 'conference',
  Poster: 'poster',
  Book: 'book',
  'Book chapter': 'chapter',
  Thesis: 'thesis',
  Report: 'report',
  Preprint: 'preprint',
  Talk: 'talk',
  Patent: 'patent',
  Software: 'software',
  Dataset: 'dataset',
  Other: 'other',
};

export const kindOfSlug = (slug: string | null): PublicationKind | undefined =>
  (Object.keys(kindSlugs) as PublicationKind[]).find((kind) => kindSlugs[kind] === slug);

/**
 * Case, and the accents the site's language counts as marks, do not matter: "muller" finds "Müller" in English,
 * "mueller" does in German, "lodz" finds "Łódź" (its search collation: src/i18n/collation.ts).
 */
export const fold = (value: string, inLocale = locale) => searchFold(inLocale)(value);

/** The text a search looks in: title, authors and venue. */
export const searchText = (p: Publication, inLocale = locale) =>
  fold([p.title, ...p.authors, p.venue].join(' '), inLocale);

export interface Query {
  kind?: PublicationKind;
  /** What the visitor typed; every word must appear. */
  q: string;
}

export const isFiltered = ({ kind, q }: Query) => kind !== undefined || q.trim() !== '';

export function filterPublications(
  publications: readonly Publication[],
  { kind, q }: Query,
  haystack: (p: Publication) => string = searchText,
  inLocale = locale,
): Publication[] {
  const words = fold(q, inLocale).split(/\s+/).filter(Boolean);
  return publications.filter((p) => (!kind || p.kind === kind) && words.every((w) => haystack(p).includes(w)));
}
