import { withoutUnsafe } from '../content/controlCharacters.ts';

/**
 * Terminal escape sequences as a whole (CSI `ESC [ … m`, OSC `ESC ] … BEL`, two-character ones), the C1
 * introducers, then what controlCharacters.ts removes: the old site's text may hold any of them, and a
 * terminal obeys them. Each class is disjoint from the next, so every match is read once (linear).
 */
const escapes =
  // eslint-disable-next-line no-control-regex -- the escape sequences are what it removes
  /\u001b\[[0-?]*[ -/]*[@-~]?|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[ -~]?|\u009b[0-?]*[ -/]*[@-~]?/g;
/** Bidirectional overrides and isolates, which reorder what a reader sees (a path shown backwards). */
const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text as it may be printed or kept in the report: no control sequence, no bidi override; tab and newline kept. */
export const printable = (text: string) => withoutUnsafe(text.replace(escapes, '').replace(bidi, ''));
