/**
 * Where the build writes the pages that run no app, relative to the site's root. Those pages set
 * `<base href="../">`, so every address on them (the app's `#/…` routes, files in public/, the
 * stylesheet) is written as on index.html.
 */
export const publicationListAddress = 'publications/';

/** A publication's own page (`html`) or its entry as a file (`bib`). */
export const publicationFile = (id: string, kind: 'html' | 'bib') => `publications/${id}.${kind}`;

/** The news archive, every item on one page (its index.html). */
export const newsArchiveAddress = 'news/';

/** An entry's own page (a news item or a project with a body): `news/<page>.html`, `projects/<page>.html`. */
export const itemFile = (kind: 'news' | 'projects', page: string) => `${kind}/${page}.html`;

/** A news item's own page (one with a body), beside the archive. */
export const newsItemFile = (page: string) => itemFile('news', page);
