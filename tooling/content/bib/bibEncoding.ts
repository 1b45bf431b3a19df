import { existsSync, readFileSync } from 'node:fs';

/** How a .bib's bytes were read: its text, and a problem when it was not plain UTF-8. */
export type DecodedBib =
  | { text: string; encoding: 'utf-8' | 'utf-16' }
  | { text: string; encoding: 'windows-1252'; example: string }
  | { text?: undefined; encoding?: undefined; line: number };

/** What Windows-1252 leaves undefined (TextDecoder gives C1 controls for them): such a file is something else. */
const undefinedIn1252 = /[\u0080-\u009f]/;
/** A run of three or more characters from outside ASCII: legacy Asian or Cyrillic bytes read as Latin ones. */
const nonAsciiRun = /[^\0-\x7f]{3,}/;
/** An accented letter with no letter beside it: in Latin text they sit inside words. */
const strayLetter = /(?<![\p{L}])[\u00c0-\u00ff](?![\p{L}])/u;

/**
 * A .bib's text. UTF-8 (with or without a byte-order mark) and UTF-16 with one are read as they are.
 * Anything else is read as Windows-1252 (a superset of Latin-1, what older JabRef and Windows tools
 * save) only when the result reads as Latin text; otherwise it cannot be told, and `line` says where.
 */
export function decodeBib(bytes: Uint8Array): DecodedBib {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: utf16(bytes, 'utf-16le'), encoding: 'utf-16' };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: utf16(bytes, 'utf-16be'), encoding: 'utf-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // not UTF-8: try Windows-1252 below
  }
  const text = windows1252(bytes);
  const odd = [undefinedIn1252, nonAsciiRun, strayLetter, /\0/].flatMap((r) => r.exec(text)?.index ?? []);
  if (odd.length > 0) return { line: text.slice(0, Math.min(...odd)).split('\n').length };
  const example = /[\p{L}\p{M}'-]*[^\0-\x7f][\p{L}\p{M}'-]*/u.exec(text)![0];
  return { text, encoding: 'windows-1252', example };
}

/** Windows-1252's characters for bytes 0x80–0x9f (Node's TextDecoder reads this label as Latin-1); its gaps kept as C1 controls. */
const high1252 =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const windows1252 = (bytes: Uint8Array) => {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? high1252[byte - 0x80] : String.fromCharCode(byte);
  return text;
};

const utf16 = (bytes: Uint8Array, label: string) => new TextDecoder(label).decode(bytes);

/** The fix, as the messages give it. */
export const saveAsUtf8 =
  'save it as UTF-8 (JabRef: File › Library properties › Encoding; a text editor: Save with encoding UTF-8)';

/** The text of the .bib at `file` in whichever encoding the build reads it; empty when there is none or it cannot be told. */
export const bibTextOf = (file: string): string => (existsSync(file) ? (decodeBib(readFileSync(file)).text ?? '') : '');
