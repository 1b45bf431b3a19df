import type { Root as HastRoot, RootContent } from 'hast';
import type { NewsItem } from '../../../src/content/types.ts';
import { bodyOf, lineOf } from './markdown.ts';

/** The words of a field's HTML, each with the link (its index) it stands in, if any; a body's first line alone. */
function wordsOf(tree: HastRoot, firstLine: boolean): Array<{ word: string; link?: number }> {
  let plain = '';
  let links = 0;
  const spans: Array<[start: number, end: number, link: number]> = [];
  const walk = (node: HastRoot | RootContent, link?: number) => {
    if (node.type === 'text') {
      if (link !== undefined) spans.push([plain.length, plain.length + node.value.length, link]);
      plain += node.value;
    } else if ('children' in node) {
      const inLink = node.type === 'element' && node.tagName === 'a' ? links++ : link;
      for (const child of node.children) walk(child, inLink);
    }
  };
  walk(tree);
  const start = plain.search(/\S/);
  const end = firstLine && start >= 0 ? plain.indexOf('\n', start) : -1;
  return [...(end < 0 ? plain : plain.slice(0, end)).matchAll(/\S+/g)].map((m) => ({
    word: m[0],
    link: spans.find(([from, to]) => m.index < to && m.index + m[0].length > from)?.[2],
  }));
}

/** The item's title, or one made from its first words (of its text, else its body's first line) for a list or a feed reader. */
export function headline(item: Pick<NewsItem, 'title' | 'text' | 'body'>, words = 10): string {
  if (item.title) return item.title;
  const all = item.text ? wordsOf(lineOf(item.text).tree, false) : wordsOf(bodyOf(item.body ?? '').tree, true);
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
