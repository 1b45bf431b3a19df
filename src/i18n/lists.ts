import { formatsFor } from './catalogue/frame.ts';

/*
 * Lists joined in the site's language as Intl.ListFormat joins them: "A, B, and C", "A, B und C", "A、B和C",
 * "A وB وC", from the separators the build took from it (localeData.ts), not the browser's own.
 */

/** A list's parts: the index of an item, or the words between two (", ", " and ", "、", " و"). */
export type ListPart = number | string;

/**
 * The parts of a list of `count` items in `locale`, items by index, so a caller can put elements in their
 * place (a name in bold, a button). `open`: the list goes on (a cut author list's "et al."), so no "and"
 * closes it: every item is followed by the locale's separator but the last.
 */
export function listParts(locale: string, count: number, open = false): ListPart[] {
  if (open) return Array.from({ length: count }, (_, i) => (i === 0 ? [i] : [listSeparator(locale), i])).flat();
  const [pair, start, middle, end] = formatsFor(locale).list;
  if (count < 2) return count === 1 ? [0] : [];
  if (count === 2) return [0, pair, 1];
  const between = (i: number) => (i === 1 ? start : i === count - 1 ? end : middle);
  return Array.from({ length: count }, (_, i) => (i === 0 ? [i] : [between(i), i])).flat();
}

/** The mark between two items of a list that goes on: ", " in most languages, "、" in Chinese, " و" in Arabic. */
export function listSeparator(locale: string): string {
  return formatsFor(locale).list[1];
}

/** `items` as one list in `locale`; `more` (an "et al.") after an open list's separator. */
export function joinList(locale: string, items: readonly string[], more?: string): string {
  const joined = listParts(locale, items.length, more !== undefined)
    .map((part) => (typeof part === 'number' ? items[part] : part))
    .join('');
  if (more === undefined) return joined;
  return items.length > 0 ? `${joined}${listSeparator(locale)}${more}` : more;
}
