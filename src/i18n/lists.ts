/*
 * Lists joined in the site's language by Intl.ListFormat: "A, B, and C", "A, B und C", "A、B和C", "A وB وC".
 * One formatter per locale, made once (creating one costs a fraction of a millisecond, a page makes hundreds).
 */

const formats = new Map<string, Intl.ListFormat>();
function listFormat(locale: string): Intl.ListFormat {
  let made = formats.get(locale);
  if (!made) formats.set(locale, (made = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' })));
  return made;
}

/** A list's parts: the index of an item, or the words between two (", ", " and ", "、", " و"). */
export type ListPart = number | string;

/**
 * The parts of a list of `count` items in `locale`, items by index, so a caller can put elements in their
 * place (a name in bold, a button). `open`: the list goes on (a cut author list's "et al."), so no "and"
 * closes it: every item is followed by the locale's separator but the last.
 */
export function listParts(locale: string, count: number, open = false): ListPart[] {
  if (open) return Array.from({ length: count }, (_, i) => (i === 0 ? [i] : [listSeparator(locale), i])).flat();
  let index = 0;
  return listFormat(locale)
    .formatToParts(Array.from({ length: count }, (_, i) => String(i)))
    .map((part) => (part.type === 'element' ? index++ : part.value));
}

/** The mark between two items of a list that goes on: ", " in most languages, "、" in Chinese, " و" in Arabic. */
export function listSeparator(locale: string): string {
  const parts = listFormat(locale).formatToParts(['a', 'b', 'c']);
  return parts.find((part) => part.type === 'literal')?.value ?? ', ';
}

/** `items` as one list in `locale`; `more` (an "et al.") after an open list's separator. */
export function joinList(locale: string, items: readonly string[], more?: string): string {
  const joined = listParts(locale, items.length, more !== undefined)
    .map((part) => (typeof part === 'number' ? items[part] : part))
    .join('');
  if (more === undefined) return joined;
  return items.length > 0 ? `${joined}${listSeparator(locale)}${more}` : more;
}
