import { toPlain } from './markup.ts';

/** Punctuation after the names, keeping an initial's dot ("R.S."). */
const trimEnd = (text: string) =>
  text
    .replace(/(?<![\s“"',:])[\s“"',:]+$/, '')
    .replace(/([a-z]{2})\.$/, '$1')
    .replace(/(?<![\s,])[\s,]+$/, '')
    .trim();

/** A name piece that is a family name alone ("Geiger" of "Geiger, R. Stuart"): no space, no initial. */
const familyOnly = (piece: string) => !/[\s.]/.test(piece);

/**
 * The authors a citation line names before the title, as BibTeX's `and` list: `A. Fakhari, A. Patankar
 * and N. Chakraborty`, or family first (`Geiger, R. Stuart, Yoon J. Jeong`): a family name alone is
 * joined to the given names after it.
 */
export function authorsOf(citation: string, title: string): string {
  const plain = toPlain(citation);
  const at = title ? plain.toLowerCase().indexOf(title.toLowerCase().slice(0, 40)) : -1;
  if (at <= 0) return '';
  const head = trimEnd(trimEnd(plain.slice(0, at)).replace(/(?<!\s)\s*\(\d{4}\w?\)\.?$/, ''));
  if (!head || head.length > 600) return '';
  const pieces = head.split(/(?:(?<!\s)\s+)?,\s*(?:and\s+)?|(?<!\s)\s+and\s+|(?:(?<!\s)\s+)?&\s*/).filter(Boolean);
  const names: string[] = [];
  // "Ferreira-Lund, Tomás": every piece one word, so they pair up, family name first.
  if (pieces.length % 2 === 0 && pieces.every(familyOnly)) {
    for (let i = 0; i < pieces.length; i += 2) names.push(`${pieces[i]}, ${pieces[i + 1]}`);
    return names.join(' and ');
  }
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    const next = pieces[i + 1];
    if (familyOnly(piece) && next && !familyOnly(next)) {
      names.push(`${piece}, ${next.replace(/\.$/, (dot) => (/\b\w\.$/.test(next) ? dot : ''))}`);
      i++;
    } else names.push(piece);
  }
  return names.join(' and ');
}
