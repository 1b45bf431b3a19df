import { toPlain } from './markup.ts';

/** Punctuation and stray marks after the names (quotes, mojibake such as "√¢"), keeping an initial's dot ("R.S."). */
const trimEnd = (text: string) =>
  text
    .replace(/(?<![^\p{L}\p{N}.)])[^\p{L}\p{N}.)]+$/u, '')
    .replace(/([a-z]{2})\.$/, '$1')
    .replace(/(?<![\s,])[\s,]+$/, '')
    .trim();

/** Initials alone ("A. P.", "N.", "J.-P."): the given names of the piece before them. */
const initialsOnly = (piece: string) => /^(?:\p{Lu}\.?[\s-]*){1,4}$/u.test(piece) && /\./.test(piece);
/** A family name as a list puts it first ("Geiger", "Van Dijcke", "Terasaki Hart"): no initial, at most three words. */
const familyLike = (piece: string) => !piece.includes('.') && piece.split(' ').length <= 3;
/**
 * Given names after a family name: initials, one word ("David"), a word and an initial ("Austin L."); after a
 * one-word family name also an initial and a word ("Geiger, R. Stuart"), which after "Rebecca Garvoille" is a name.
 */
const givenLike = (next: string, family: string) =>
  initialsOnly(next) ||
  /^[\p{L}'’-]+$/u.test(next) ||
  /^[\p{L}'’-]+ \p{Lu}\.$/u.test(next) ||
  (!family.includes(' ') && /^\p{Lu}\. [\p{L}'’-]+$/u.test(next));

/** Where a paper stands, said beside its authors: never a name. */
const statusWords =
  /\b(?:accepted|in press|under review|under revision|submitted|forthcoming|to appear|in preparation|in prep|preprint|manuscript)\b/gi;

/** A name as people write one: letters, initials, hyphens, apostrophes, at most six words. */
const nameLike = (name: string) =>
  /^\p{L}[\p{L}\p{M}.'’\- ,]*$/u.test(name) && /\p{L}{2}/u.test(name) && name.split(/\s+/).length <= 6;

/**
 * A list of names as one text (`Vidal, N., Prassler, E., & Krüger, N.`, `A. Fakhari, A. Patankar and
 * N. Chakraborty`, BibTeX's `Milosh, Maria and Painter, Marcus`) as BibTeX's `and` list. Dates and status
 * words in brackets, `et al.` and `…` are not names: a list cut short ends in `others`. '' when a piece
 * does not read as a name (better no authors, and a to-do, than a garbled one).
 */
export function namesOf(text: string): string {
  if (text.length > 5000) return '';
  let cut = false;
  const cleaned = toPlain(text)
    .replace(/\([^()]{0,80}\)/g, ' ')
    .replace(/\bet\s+al\b\.?|…|\.{3}/gi, () => {
      cut = true;
      return ',';
    })
    .replace(statusWords, ' ')
    .replace(/\*+|\s+\.(?=\s|$)/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^(?:and\b|[\s,;&])+|(?:\band|[\s,;&])+$/g, '');
  if (!cleaned || cleaned.length > 1500) return '';
  const names = splitNames(cleaned);
  if (!names.length || !names.every(nameLike)) return '';
  return [...names, ...(cut ? ['others'] : [])].join(' and ');
}

function splitNames(text: string): string[] {
  // BibTeX's own form: "Family, Given and Family, Given".
  const byAnd = text.split(/\s+and\s+/).map((p) => p.replace(/^,\s*|,\s*$/g, '').trim());
  if (byAnd.length > 1 && byAnd.every((p) => (p.match(/,/g) ?? []).length === 1)) return byAnd;
  const pieces = text
    .split(/,|\s+and\s+|&/)
    // A full stop after a whole word ends a sentence, not an initial ("Halfaker, Aaron., Geiger").
    .map((p) =>
      p
        .trim()
        .replace(/^and\s+/, '')
        .replace(/(\p{Ll}{2})\.(?=\s|$)/gu, '$1'),
    )
    .filter(Boolean);
  const names: string[] = [];
  // "Geiger, R. Stuart", "Van Dijcke, David", "Bishop, A. P.": a family name is joined to the given names after it;
  // a name written in its natural order ("Steve Jackson", "M. Fulton") stands alone.
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (next && familyLike(piece) && givenLike(next, piece)) {
      names.push(`${piece}, ${next}`);
      i++;
    } else names.push(piece);
  }
  return names;
}

/** The year that closes an author list: APA's "(2019)", "(2019, May)", "(n.d.)", ACM's ". 2019. ". */
const apaYear = /\((?:\d{4}[a-z]?|n\.d\.)(?:,[^()]{0,30})?\)|\.\s\d{4}[a-z]?\.\s/;

/**
 * The authors a citation line names before the title, as BibTeX's `and` list: `A. Fakhari, A. Patankar
 * and N. Chakraborty`, or family first (`Geiger, R. Stuart, Yoon J. Jeong`): a family name alone is
 * joined to the given names after it. Where the title is not found as written, the names end at the year
 * (APA's "(2021)", ACM's ". 2019.") or else at the quoted title.
 */
export function authorsOf(citation: string, title: string): string {
  if (citation.length > 5000) return '';
  const plain = toPlain(citation);
  const at = title ? plain.toLowerCase().indexOf(title.toLowerCase().slice(0, 40)) : -1;
  const year = apaYear.exec(plain);
  // ACM's ". 2019. " keeps its first dot, which may close an initial ("Austin L.").
  const quote = /["“]/.exec(plain)?.index ?? -1;
  const yearAt = year ? year.index + (year[0].startsWith('.') ? 1 : 0) : -1;
  const end = at > 0 ? at : Math.min(...[yearAt, quote].map((i) => (i > 0 ? i : Infinity)));
  if (!Number.isFinite(end)) return '';
  if (end <= 0) return '';
  const head = trimEnd(
    trimEnd(plain.slice(0, end))
      .replace(/\s*\(\d{4}\w?\)\.?$/, '')
      .replace(/[.,]\s\d{4}[a-z]?\.?$/, ''),
  );
  if (!head || head.length > 600) return '';
  return namesOf(head);
}
