/**
 * Names in an author list that are not names: what a citation line leaves when it is cut at the wrong
 * commas ("E. (2019 Prassler, May).", "N. (Accepted) Krüger"), an ellipsis, or "et al." written as a name.
 */

/** Words that say where a paper stands, never part of a name. */
const status =
  /\b(accepted|in press|under review|in review|under revision|forthcoming|submitted|to appear|in preparation)\b/i;
const year = /\b(?:1[6-9]|20)\d\d\b/;

/** Why `name` (as written in the .bib) is not a person's or a group's name, with what to do; undefined when it is one. */
export function nameProblem(name: string): string | undefined {
  const n = name.trim();
  if (/…|\.\.\./.test(n) && !/[\p{L}\d]/u.test(n))
    return 'is an ellipsis, not a name: write "and others" for the names left out';
  if (/^et\.?\s*al\.?$/i.test(n)) return 'is not a name: write "and others" for the names left out';
  const word = status.exec(n)?.[0];
  if (word) return `holds "${word}", not a name: a paper’s status goes in pubstate or note`;
  // A group's name in braces may hold a number ({The 1000 Genomes Consortium}); a person's does not.
  if (/^\{.*\}$/s.test(n)) return undefined;
  const date = year.exec(n)?.[0];
  if (date) return `holds a date ("${date}"), not a name: the date goes in year and month`;
  const digits = /\d+/.exec(n)?.[0];
  if (digits) return `holds digits ("${digits}"): names only in author`;
  return undefined;
}

/** Each name of an author list as written (`A and B and C`), its whitespace made one space. */
export const writtenNames = (written: string) =>
  written
    .replace(/\s+/g, ' ')
    .split(/ and /i)
    .map((name) => name.trim())
    .filter(Boolean);
