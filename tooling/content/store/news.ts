import { newsEntries, type NewsEntry } from '../../../src/content/news.ts';
import type { NewsItem, Publication } from '../../../src/content/types.ts';
import { headline } from '../markdown/newsHeadline.ts';
import type { StoreEntry } from './types.ts';

/** Carries each item's entry through the ordering (a symbol: no JSON, no page ever sees it). */
const source = Symbol('entry');
type Carried = NewsItem & { [source]?: StoreEntry };

/**
 * The news as the site shows it, derived once: newest first, each item's anchor and id (its own `id`, else
 * its date, -2 for a second that day), its page when it has a body, its headline, its paper's title. The entries come back
 * in that order, each holding its item as the site shows it.
 */
export function newsOf(
  written: readonly StoreEntry[],
  publications: readonly Publication[],
  today: string,
): StoreEntry[] {
  const titles = new Map(publications.map((p) => [p.id, p.title]));
  const items = written
    .filter((entry) => typeof entry.data.date === 'string')
    .map((entry): Carried => ({ ...(entry.data as NewsItem), [source]: entry }));
  return newsEntries(items, today).map((shown) => {
    const { [source]: entry, ...item } = shown as NewsEntry & Carried;
    const data: NewsEntry = {
      ...item,
      headline: headline(item),
      ...(item.paper && titles.has(item.paper) ? { paperTitle: titles.get(item.paper) } : {}),
    };
    const id = item.anchor.replace(/^news-/, '');
    return {
      ...entry!,
      id,
      data: data as unknown as Record<string, unknown>,
      ...(item.page ? { page: item.page } : {}),
    };
  });
}
