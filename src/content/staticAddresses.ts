/**
 * Where the build writes the pages that run no app, relative to the site's root. Those pages set
 * `<base href="../">`, so every address on them (the app's `#/…` routes, files in public/, the
 * stylesheet) is written as on index.html.
 */
import type { ItemKind } from '../content/itemPages';

export const publicationListAddress = 'publications/';

/** A publication's own page (`html`) or its entry as a file (`bib`). */
export const publicationFile = (id: string, kind: 'html' | 'bib') => `publications/${id}.${kind}`;

/** The news archive, every item on one page (its index.html). */
export const newsArchiveAddress = 'news/';

/** An entry's own page (one with a body, of a kind declared with `pages`): `news/<page>.html`, `people/<page>.html`. */
export const itemFile = (kind: ItemKind, page: string) => `${kind}/${page}.html`;

/** A news item's own page (one with a body), beside the archive. */
export const newsItemFile = (page: string) => itemFile('news', page);
