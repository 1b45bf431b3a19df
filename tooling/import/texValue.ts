import { printable } from '../content/commands/commandOutput.ts';

/**
 * Text from a service made safe, field by field: for the owner's .bib (a value that cannot end its field,
 * start an entry or run a TeX command) and for the terminal (no control sequence reaches it).
 */

/** The text without control characters (commandOutput.ts): what the terminal may show, the .bib may hold. */
export const cleanText = printable;

/**
 * A TeX command left in decoded text (the reader decodes accents, math symbols and the usual text macros;
 * what it leaves is unknown to it): `\input{/etc/passwd}`, `\write18{…}`, with its options and arguments.
 */
const texCommand = /\\(?:[A-Za-z@]+\*?\d*|.)\s*(?:\[[^\]]*\]\s*)*(?:\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}\s*)*/g;

/** TeX's special characters as commands that read back as the characters (`\\^{}` would be an accent). */
const specials: Record<string, string> = {
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '^': '\\textasciicircum{}',
  '~': '\\textasciitilde{}',
};

/**
 * Decoded plain text as a braced BibTeX value: TeX commands the reader left dropped with their
 * arguments, braces and backslashes dropped (the site cannot show them), TeX's special characters
 * escaped so they read back as themselves, spaces collapsed (a paragraph break kept).
 */
export function texValue(text: string): string {
  const plain = cleanText(text)
    .replace(texCommand, ' ')
    .replace(/[{}\\]/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n\n');
  const escaped = plain.replace(/[$#_^~]/g, (c) => specials[c]!);
  // A paragraph that starts with `@` would start a line with it: harmless in braces, but not to every tool.
  return `{${escaped.replace(/\n\n@/g, '\n\n{}@')}}`;
}

/** A name for an author list: braced whole when it holds a comma or the word "and", so it stays one name. */
export function namePart(text: string): string {
  const value = texValue(text).slice(1, -1);
  return /,|\band\b/i.test(value) ? `{${value}}` : value;
}

/** An address or identifier (read verbatim by BibTeX): whitespace, braces, quotes, backslashes and non-ASCII percent-encoded. */
export function verbatimValue(text: string): string {
  const value = cleanText(text)
    .trim()
    .replace(/[\s{}"\\]|[^\0-\x7f]/gu, encodeURIComponent);
  return `{${value}}`;
}

/**
 * TeX from a service (arXiv's titles and abstracts) with its braces balanced as BibTeX counts them
 * (escaped or not): an unmatched one is dropped with its backslash, and so is a final backslash.
 */
export function balancedTex(tex: string): string {
  const chars = [...cleanText(tex)];
  const open: number[] = [];
  const drop = (i: number) => {
    chars[i] = '';
    if (chars[i - 1] === '\\') chars[i - 1] = '';
  };
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === '{') open.push(i);
    else if (chars[i] === '}' && open.pop() === undefined) drop(i);
  }
  for (const i of open) drop(i);
  return chars.join('').replace(/\\+$/, '');
}
