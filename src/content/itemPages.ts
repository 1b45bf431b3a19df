/**
 * The addresses of an entry's own page, for every kind whose declaration has `pages` (src/content/kinds.ts):
 * `#/<kind>/<page>` in the app, `<kind>/<page>.html` without JavaScript (src/content/staticAddresses.ts).
 * Plain data: the app, the prerender and the build's check read the same names.
 */
import type { PageKind } from './kinds';

export type ItemKind = PageKind;

/** The app's path of an entry's own page. */
export const itemPath = (kind: ItemKind, page: string) => `/${kind}/${page}`;

/** An entry's page under its id: in lower case, as the app reads addresses. */
export const pageOfId = (id: string) => id.toLowerCase();

/** An entry with a body has its own page, under its id. */
export const entryPage = (entry: { id?: unknown; body?: unknown }) =>
  typeof entry.id === 'string' && typeof entry.body === 'string' && entry.body.trim() ? pageOfId(entry.id) : undefined;

/** The headline of each entry with a page, by page, per kind (`virtual:item-headlines/<kind>`): the titles of their pages. */
export type ItemPages = Readonly<Record<ItemKind, Readonly<Record<string, string>>>>;

/** An entry as its page's chunk gets it (`virtual:item-pages/<kind>`): its body as the build's HTML, never its Markdown. */
export type WithPage<Entry> = Omit<Entry, 'body'> & { page: string; bodyHtml: string };
