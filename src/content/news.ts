/**
 * News items as the site shows them, read the same way by the app, the static archive and the feeds:
 * newest first, each with an anchor that stays when its text is edited. Their Markdown is made HTML by the
 * build (tooling/content/markdown/markdown.ts): the browser gets `textHtml` and `bodyHtml`, never the Markdown.
 */

import type { NewsItem } from './types';

/** An item in its place: newest first, with its anchor and its page. */
export interface DatedNewsItem extends NewsItem {
  /** The item's element id on the archive, and the last part of its feed id: `news-2025-03-14`. */
  anchor: string;
  /** Dated after the day the site was built. */
  upcoming: boolean;
  /** An item with a body has its own page, `#/news/<page>` (its id, or its date, in lower case: addresses are read so). */
  page?: string;
}

/** An item as the build gives it (the Markdown `text` and `body` stay in the build: the browser gets their HTML). */
export interface NewsEntry extends DatedNewsItem {
  /**
   * Its first words (of its text, else its body's first line), made by the build; in the browser only where a link
   * is named after an untitled item (its page, its "Read more"): `headlineOf` reads it.
   */
  headline?: string;
  /** The title of the paper `paper` names, for its link. */
  paperTitle?: string;
  /** The one line as HTML without a wrapping element, made and sanitised by the build. */
  textHtml?: string;
  /** The body as HTML, made and sanitised by the build; only in its page's module (virtual:item-pages/news). */
  bodyHtml?: string;
}

/** What the build gives the app of the news (virtual:news, virtual:news-home). */
export interface NewsList {
  /** Newest first: every item (virtual:news), the newest few Home shows (virtual:news-home). */
  items: NewsEntry[];
  total: number;
}

/** How many of the newest items Home shows unless the owner says otherwise. */
export const defaultNewsOnHome = 5;

/**
 * Newest first (items of one day in the order written). An item's anchor is its own `id`, else its
 * date, with -2, -3 … for a second and third item that day in the order written: editing an item's
 * text or adding one on another day never moves it.
 */
export function newsEntries(items: readonly NewsItem[], today: string): DatedNewsItem[] {
  const seen = new Map<string, number>();
  const entries = items.map((item, written) => {
    const n = (seen.get(item.date) ?? 0) + 1;
    seen.set(item.date, n);
    const key = item.id ?? (n === 1 ? item.date : `${item.date}-${n}`);
    const upcoming = item.date.slice(0, today.length) > today;
    const entry: DatedNewsItem = {
      ...item,
      anchor: `news-${key}`,
      upcoming,
      ...(item.body ? { page: key.toLowerCase() } : {}),
    };
    return { entry, written };
  });
  return entries
    .sort((a, b) => (a.entry.date === b.entry.date ? a.written - b.written : a.entry.date < b.entry.date ? 1 : -1))
    .map(({ entry }) => entry);
}

/** The item's title, or the headline the build made of its first words. */
export const headlineOf = (item: Pick<NewsEntry, 'title' | 'headline'>) => item.title ?? item.headline ?? '';
