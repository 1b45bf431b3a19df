/*
 * Text compared as the site's language compares it, by Intl.Collator's search rules at base strength: case and
 * the accents the language counts as marks aside ("garcia" finds "García", "lodz" "Łódź"; in German "mueller"
 * finds "Müller"), the letters it counts as its own kept apart (in Swedish "o" does not find "ö").
 */

/** The plainest spellings a letter may count as (German's "ü" is "ue", "ß" everywhere "ss"). */
const plainSpellings = [...'abcdefghijklmnopqrstuvwxyz', 'ae', 'oe', 'ue', 'ss'];

/** The locale's search collator; a tag Intl cannot read searches as English does. */
function collatorFor(locale: string): Intl.Collator {
  try {
    return new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' });
  } catch {
    return new Intl.Collator('en', { usage: 'search', sensitivity: 'base' });
  }
}

const folds = new Map<string, (text: string) => string>();

/**
 * `text` with each letter in the plainest spelling the locale's search collator counts as the same, so a
 * search is a plain `includes` over folded texts, fast enough per key press over hundreds of papers. The
 * collator decides each letter once; the answers are kept.
 */
export function searchFold(locale: string): (text: string) => string {
  let fold = folds.get(locale);
  if (fold) return fold;
  const collator = collatorFor(locale);
  const tag = collator.resolvedOptions().locale;
  const letters = new Map<string, string>();
  const letter = (ch: string) => {
    let plain = letters.get(ch);
    if (plain === undefined) {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(tag);
      // Latin's plain letters first ("Ł" is "l"), else the letter without its marks; a mark alone may be nothing.
      plain = [...plainSpellings, bare].find((c) => collator.compare(ch, c) === 0);
      letters.set(ch, (plain ??= ch.toLocaleLowerCase(tag)));
    }
    return plain;
  };
  fold = (text: string) => Array.from(text.normalize('NFC'), letter).join('');
  folds.set(locale, fold);
  return fold;
}
