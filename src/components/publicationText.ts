import type { Publication } from '../content/types';

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
    ['pdf', 'PDF', p.pdfLink],
    ['doi', 'DOI', p.doiLink],
    // The DOI is the paper's lasting address; the url is shown only without one.
    ['web', 'Web page', p.doiLink ? undefined : p.url],
    ['arxiv', 'arXiv', p.arxivLink],
    ['website', 'Website', p.websiteLink],
    ['code', 'Code', p.codeLink],
    ['video', 'Video', p.videoLink],
    ['poster', 'Poster', p.posterLink],
    ['scholar', 'Google Scholar', p.scholarLink],
    ['slides', 'Slides', p.slideLink],
    ['supplement', 'Supplement', p.supplementLink],
    ['blog', 'Blog post', p.blogLink],
  ];
  return all.flatMap(([kind, label, href]) => (href ? [{ kind, label, href }] : []));
}

/** The heading a publication is listed under: its year, or "Forthcoming" before it has one. */
export const yearOf = (p: Pick<Publication, 'date'>) => p.date?.slice(0, 4) ?? 'Forthcoming';

/** The author line as text: names, then "et al." when the list was cut short in the .bib. */
export const authorLine = (p: Pick<Publication, 'authors' | 'etAl'>) =>
  [...p.authors, ...(p.etAl ? ['et al.'] : [])].join(', ');
