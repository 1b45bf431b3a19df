import { contentKinds, pageKinds, sectionNames, type PageKind } from '../../src/content/kinds.ts';
import { entryPage, type ItemKind, type ItemPages } from '../../src/content/itemPages.ts';
import { headline, plainText, type NewsEntry } from '../../src/content/news.ts';
import type { Publication } from '../../src/content/types.ts';
import { itemFile } from '../../src/static/staticAddresses.ts';
import { bodyOf, footnotesOn } from './markdown.ts';
import { newsOf } from './news.ts';
import type { ContentModules } from './validateContent.ts';

/** An entry with a page of its own: its page, what titles and describes it, its date, and the entry itself. */
export interface ItemPage {
  page: string;
  headline: string;
  /** Plain words: the static page's description. */
  lead: string;
  /** A news item's day: the sitemap's lastmod. */
  date?: string;
  entry: Record<string, unknown>;
}

type Entry = Record<string, unknown>;
const textOf = (entry: Entry, field: string) => (typeof entry[field] === 'string' ? (entry[field] as string) : '');

/** A news item is titled by its first words when it has no title, and its lead is its one line, or its body's words. */
function newsPage(item: NewsEntry): ItemPage {
  // The body's HTML is the build's own (tooling/content/markdown.ts): tags with no attribute text to keep.
  const lead = item.text ? plainText(item.text) : (item.bodyHtml ?? '').replace(/<[^>]+>/g, ' ');
  return { page: item.page!, headline: headline(item), lead, date: item.date, entry: item as unknown as Entry };
}

/**
 * Every entry of a kind declared with `pages` that has one (a body), in page order: its sections in their
 * order, then the order written; news newest first, its pages as src/content/news.ts names them.
 */
export function entriesWithPages(kind: PageKind, modules: ContentModules, publications: readonly Publication[]) {
  if (kind === 'news')
    return newsOf(modules, publications)
      .filter((item) => item.page)
      .map(newsPage);
  const { headline: titled, lead } = contentKinds[kind].pages;
  const file = modules[contentKinds[kind].file] ?? {};
  return sectionNames(kind).flatMap((name) => {
    const list = file[name];
    return (Array.isArray(list) ? (list as Entry[]) : []).flatMap((entry): ItemPage[] => {
      const page = entry && typeof entry === 'object' ? entryPage(entry) : undefined;
      return page && textOf(entry, titled)
        ? [{ page, headline: textOf(entry, titled), lead: textOf(entry, lead), entry }]
        : [];
    });
  });
}

/** The entries with pages of every kind declared with `pages`. */
export const allItemPages = (modules: ContentModules, publications: readonly Publication[]) =>
  Object.fromEntries(pageKinds.map((kind) => [kind, entriesWithPages(kind, modules, publications)])) as Record<
    ItemKind,
    ItemPage[]
  >;

/** The headline of each page, per kind: virtual:site-pages' `itemPages`, the app's routes. */
export const itemHeadlines = (pages: Record<ItemKind, ItemPage[]>): ItemPages =>
  Object.fromEntries(
    Object.entries(pages).map(([kind, list]) => [kind, Object.fromEntries(list.map((p) => [p.page, p.headline]))]),
  ) as ItemPages;

/** An entry as its page's chunk gets it: its body as the build's HTML (its footnotes addressed to its page), never the Markdown. */
export function shippedEntry(kind: ItemKind, { page, entry }: ItemPage) {
  const { body, bodyHtml, ...shown } = entry;
  const html = typeof bodyHtml === 'string' ? bodyHtml : footnotesOn(bodyOf(String(body)).html, itemFile(kind, page));
  return { ...shown, page, bodyHtml: html };
}
