/**
 * News items as the site shows them, read the same way by the app, the static archive and the feeds:
 * newest first, each with an anchor that stays when its text is edited, and its small markup.
 */

import type { NewsItem } from './types';

export interface NewsEntry extends NewsItem {
  /** The item's element id on the archive, and the last part of its feed id: `news-2025-03-14`. */
  anchor: string;
  /** Dated after the day the site was built. */
  upcoming: boolean;
  /** The title of the paper `paper` names, for its link. */
  paperTitle?: string;
  /** An item with a body has its own page, `#/news/<page>` (its id, or its date, in lower case: addresses are read so). */
  page?: string;
  /** The body as HTML, made and sanitised by the build (tooling/content/markdown.ts); on the item's page only. */
  bodyHtml?: string;
}

/** What the build gives the app of the news (virtual:news, virtual:news-home). */
export interface NewsList {
  /** Newest first: every item (virtual:news), or the newest few Home shows (virtual:news-home). */
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
export function newsEntries(items: readonly NewsItem[], today: string): NewsEntry[] {
  const seen = new Map<string, number>();
  const entries = items.map((item, written) => {
    const n = (seen.get(item.date) ?? 0) + 1;
    seen.set(item.date, n);
    const key = item.id ?? (n === 1 ? item.date : `${item.date}-${n}`);
    const upcoming = item.date.slice(0, today.length) > today;
    const entry: NewsEntry = {
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

/** One run of an item's text: plain, emphasised (`*words*`) or a link (`[words](href)`). */
export type Inline = { text: string; href?: string; em?: boolean };

/**
 * `[words](href)`, the href allowed one level of brackets (Wikipedia's addresses); `*words*` or `_words_`
 * (as Markdown, and as Prettier rewrites it; not inside a word: snake_case stays); a bare https:// address
 * (a link to itself, without the closing punctuation of its sentence).
 */
const markup =
  /\[([^\][]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)|\*([^*\s](?:[^*]*[^*\s])?)\*|(?<!\w)_([^_\s](?:[^_]*[^_\s])?)_(?!\w)|(https:\/\/[^\s<>"]*[^\s<>".,;:!?')\]])/g;

/** The item's text as runs; anything that is not one of the two forms is text, as written. */
export function parseInline(text: string): Inline[] {
  const runs: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(markup)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    const [, label, href, star, underscore, bare] = match;
    const em = star ?? underscore;
    runs.push(
      bare !== undefined
        ? { text: bare, href: bare }
        : em !== undefined
          ? { text: em, em: true }
          : { text: label!, href: href! },
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}

/** The links an item's text holds, as written: the build checks each. */
export const inlineLinks = (text: string) => parseInline(text).flatMap((run) => (run.href ? [run.href] : []));

/** The text without its markup. */
export const plainText = (text: string) =>
  parseInline(text)
    .map((run) => run.text)
    .join('');

/** A body's first line as inline markup: its heading marks, list marks and strong marks left out. */
const firstLine = (body: string) =>
  body
    .trim()
    .split('\n')[0]!
    .replace(/^(#+|[-*+]|\d+[.)]|>)\s+/, '')
    .replace(/[*_`]{2,}/g, '');

/** The words of a text's plain form, each with the link (its run's index) it stands in, if any. */
function wordsOf(text: string): Array<{ word: string; link?: number }> {
  let plain = '';
  const links: Array<[start: number, end: number, run: number]> = [];
  parseInline(text).forEach((run, i) => {
    if (run.href) links.push([plain.length, plain.length + run.text.length, i]);
    plain += run.text;
  });
  return [...plain.matchAll(/\S+/g)].map((m) => ({
    word: m[0],
    link: links.find(([start, end]) => m.index < end && m.index + m[0].length > start)?.[2],
  }));
}

/** The item's title, or one made from its first words (of its text, else its body) for a list or a feed reader. */
export function headline(item: Pick<NewsItem, 'title' | 'text' | 'body'>, words = 10): string {
  if (item.title) return item.title;
  const all = wordsOf(item.text ?? firstLine(item.body ?? ''));
  let cut = Math.min(words, all.length);
  // Never inside a link's words: before the link, or after it when it opens the text.
  const inLink = (i: number) => all[i]?.link;
  if (cut < all.length && inLink(cut) !== undefined && inLink(cut) === inLink(cut - 1)) {
    const link = inLink(cut);
    let start = cut;
    while (start > 0 && inLink(start - 1) === link) start--;
    if (start > 0) cut = start;
    else while (cut < all.length && inLink(cut) === link) cut++;
  }
  const first = all
    .slice(0, cut)
    .map((w) => w.word)
    .join(' ');
  return all.length > cut ? `${first.replace(/[.,;:!?]$/, '')}…` : first;
}
