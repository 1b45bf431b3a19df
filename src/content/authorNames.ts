import { t } from '../i18n/cards.ts';

/**
 * Reading an author list as a CV does: the marks researchers put after a name (`Fu*`, `Abawi†`), and
 * which name is the site's owner, however the .bib spells it. Plain functions, shared by the app and
 * the build's static pages.
 */

/** The marks read after a name, and what each means unless the owner says otherwise. */
export const defaultAuthorMarks: Readonly<Record<string, string>> = {
  '*': t('marks.*'),
  '†': t('marks.†'),
  '‡': t('marks.‡'),
  '#': t('marks.#'),
};

/**
 * The site's owner as author lists may write them, and what the marks in their lists mean (the
 * profile itself serves: its `name`, `aliases` and `authorMarks`).
 */
export interface OwnerName {
  name: string;
  /** Other spellings (the profile's `aliases`). */
  aliases?: readonly string[];
  /** The owner's own words for a mark (the profile's `authorMarks`), in place of the default. */
  authorMarks?: Readonly<Partial<Record<string, string>>>;
}

/** What `mark` means in the owner's lists: their words, else the default; undefined for no mark the site reads. */
export const markMeaning = (mark: string, owner?: OwnerName): string | undefined =>
  owner?.authorMarks?.[mark] ?? defaultAuthorMarks[mark];

export interface AuthorName {
  /** The name as shown, marks taken off. */
  name: string;
  /** The marks written after it (or after one of its words), in order. */
  marks: string[];
}

const markCharacters = /[*†‡#]+/gu;

/** `Fares Abawi*` → `{ name: 'Fares Abawi', marks: ['*'] }`; `Di* Fu` too. */
export function readAuthor(written: string): AuthorName {
  const marks: string[] = [];
  const name = written
    .replace(markCharacters, (found) => {
      marks.push(...found);
      return '';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { name: name || written, marks: [...new Set(marks)] };
}

/** Lower case, accents and marks off, punctuation as spaces: `Lindqvist, M.` → `lindqvist m`. */
const plain = (name: string) =>
  readAuthor(name)
    .name.normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const words = (name: string) => plain(name).split(' ').filter(Boolean);

/** Given names match when equal, or when one of them is the other's initial. */
const givenMatch = (a: string, b: string) =>
  a === b || (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));

/**
 * Whether `written` names the person `owner`: the same name up to case, accents and marks; initials
 * for given names (`M. Lindqvist`, `M. E. Lindqvist`); the family name first (`Lindqvist, Maya`,
 * `Lindqvist Maya`). `aliases` are other spellings the owner lists (a maiden name, a transliteration).
 */
export function isOwnerName(written: string, owner: string, aliases: readonly string[] = []): boolean {
  const candidate = words(written);
  if (candidate.length === 0) return false;
  return [owner, ...aliases].some((spelling) => {
    const target = words(spelling);
    if (target.length === 0) return false;
    if (candidate.join(' ') === target.join(' ')) return true;
    const family = target.at(-1)!;
    const given = target.slice(0, -1);
    // Family name last (`M. Lindqvist`) or first (`Lindqvist, M.` as some styles write it).
    for (const [rest, last] of [
      [candidate.slice(0, -1), candidate.at(-1)],
      [candidate.slice(1), candidate[0]],
    ] as const) {
      if (last !== family || rest.length === 0 || given.length === 0) continue;
      // Every given name written matches one of the owner's, in order (a middle initial may be left out).
      let at = 0;
      const fits = rest.every((part) => {
        while (at < given.length && !givenMatch(part, given[at]!)) at += 1;
        return at++ < given.length;
      });
      if (fits && givenMatch(rest[0]!, given[0]!)) return true;
    }
    return false;
  });
}

/** How many names a long list shows before "and N more": the first few, and the owner wherever they are. */
export const shownAuthors = 5;

export interface ShortList<T> {
  /** The first names, in order. */
  first: T[];
  /** The owner's name when it comes after those, shown after an ellipsis. */
  owner?: T;
  /** How many names the short list leaves out. */
  hidden: number;
}

/** A long list shortened; lists of up to `shownAuthors + 2` names stay whole (hiding two saves nothing). */
export function shortList<T>(names: readonly T[], isOwner: (name: T) => boolean): ShortList<T> {
  if (names.length <= shownAuthors + 2) return { first: [...names], hidden: 0 };
  const first = names.slice(0, shownAuthors);
  const owner = first.some(isOwner) ? undefined : names.slice(shownAuthors).find(isOwner);
  return { first, owner, hidden: names.length - first.length - (owner === undefined ? 0 : 1) };
}
