import { toPlain } from './markup.ts';

/** Punctuation after the names, keeping an initial's dot ("R.S."). */
const trimEnd = (text: string) =>
  text
    .replace(/[\s“"',:]+$/, '')
    .replace(/([a-z]{2})\.$/, '$1')
    .replace(/[\s,]+$/, '')
    .trim();

/** A name piece that is a family name alone ("Geiger" of "Geiger, R. Stuart"): no space, no initial. */
const familyOnly = (piece: string) => !/[\s.]/.test(piece);
/** Initials alone ("A. P.", "N.", "J.-P."): the given names of the piece before them. */
const initialsOnly = (piece: string) => /^(?:\p{Lu}\.?[\s-]*){1,4}$/u.test(piece) && /\./.test(piece);

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
    .map((p) => p.trim().replace(/^and\s+/, ''))
    .filter(Boolean);
  const names: string[] = [];
  // "Ferreira-Lund, Tomás": every piece one word, so they pair up, family name first.
  if (pieces.length % 2 === 0 && pieces.every(familyOnly)) {
    for (let i = 0; i < pieces.length; i += 2) names.push(`${pieces[i]}, ${pieces[i + 1]}`);
    return names;
  }
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (next && !initialsOnly(piece) && initialsOnly(next)) {
      names.push(`${piece}, ${next}`);
      i++;
    } else if (familyOnly(piece) && next && !familyOnly(next)) {
      names.push(`${piece}, ${next.replace(/\.$/, (dot) => (/\b\w\.$/.test(next) ? dot : ''))}`);
      i++;
    } else names.push(piece);
  }
  return names;
}

/** A year in brackets that closes an APA author list: "(2019)", "(2019, May)", "(n.d.)". */
const apaYear = /\((?:\d{4}[a-z]?|n\.d\.)(?:,[^()]{0,30})?\)/;

/**
 * The authors a citation line names before the title, as BibTeX's `and` list: `A. Fakhari, A. Patankar
 * and N. Chakraborty`, or family first (`Geiger, R. Stuart, Yoon J. Jeong`): a family name alone is
 * joined to the given names after it. Where the title is not found as written, an APA line's names end
 * at its year in brackets.
 */
export function authorsOf(citation: string, title: string): string {
  if (citation.length > 5000) return '';
  const plain = toPlain(citation);
  const at = title ? plain.toLowerCase().indexOf(title.toLowerCase().slice(0, 40)) : -1;
  const year = apaYear.exec(plain)?.index ?? -1;
  const end = at > 0 ? at : year;
  if (end <= 0) return '';
  const head = trimEnd(trimEnd(plain.slice(0, end)).replace(/\s*\(\d{4}\w?\)\.?$/, ''));
  if (!head || head.length > 600) return '';
  return namesOf(head);
}
