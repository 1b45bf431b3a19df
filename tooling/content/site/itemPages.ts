import { contentKinds, pageKinds, type PageKind } from '../../../src/content/kinds.ts';
import type { ItemKind } from '../../../src/content/itemPages.ts';
import { headlineOf, type NewsEntry } from '../../../src/content/news.ts';
import type { DataStore, StoreEntry } from '../store/types.ts';

/** An entry with a page of its own: its page, what titles and describes it, its date, and the store's entry. */
export interface ItemPage {
  page: string;
  headline: string;
  /** Plain words: the static page's description. */
  lead: string;
  /** A news item's day: the sitemap's lastmod. */
  date?: string;
  entry: StoreEntry;
}

const textOf = (data: Record<string, unknown>, field: string) =>
  typeof data[field] === 'string' ? (data[field] as string) : '';

/**
 * Every entry of a kind declared with `pages` that has one (a body), in page order, as the store holds them:
 * its sections in their order, then the order written; news newest first. A news item is titled by its first
 * words when it has no title, and its lead is its one line's words, or its body's.
 */
export function entriesWithPages(kind: PageKind, store: DataStore): ItemPage[] {
  const { headline: titled, lead } = contentKinds[kind].pages;
  return (store.entries[kind] ?? []).flatMap((entry): ItemPage[] => {
    if (!entry.page) return [];
    if (kind === 'news') {
      const item = entry.data as unknown as NewsEntry;
      const words = entry.text.text ?? entry.text.body ?? '';
      return [{ page: entry.page, headline: headlineOf(item), lead: words, date: item.date, entry }];
    }
    const headline = textOf(entry.data, titled);
    return headline ? [{ page: entry.page, headline, lead: textOf(entry.data, lead), entry }] : [];
  });
}

/** The entries with pages of every kind declared with `pages`. */
export const allItemPages = (store: DataStore) =>
  Object.fromEntries(pageKinds.map((kind) => [kind, entriesWithPages(kind, store)])) as Record<ItemKind, ItemPage[]>;

/**
 * An entry as its page's chunk gets it: its body as the store's HTML (its footnotes addressed to its page), a
 * news item's line as its HTML (`textHtml`, with its headline), never the Markdown.
 */
export function shippedEntry({ page, entry }: ItemPage) {
  const { body: _body, bodyHtml: _bodyHtml, ...shown } = entry.data;
  if (entry.kind === 'news') delete shown.text;
  return { ...shown, page, bodyHtml: entry.html.body ?? '' };
}
