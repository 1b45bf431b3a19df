/**
 * What a command prints (import, citations, previews, clean-bib): text from a service, a .bib or a file
 * name, made safe for the terminal and for the sync's report. No escape sequence or control character
 * reaches either; one helper, so no command prints around it.
 */

import { withoutUnsafe } from '../checks/controlCharacters.ts';

/**
 * ANSI/VT sequences, removed whole (not left as `[31m`): CSI `ESC [ … m` and its one-byte form U+009B, OSC
 * `ESC ] … BEL`, two-character escapes. Each form is read to its own end and never past the next ESC (linear).
 */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const escapeSequences = /\x1b(?:\[[0-?]*[ -/]*[@-~]?|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[ -~]?)|\x9b[0-?]*[@-~]?/g;
/** Bidirectional marks, overrides and isolates, which reorder what a reader sees (a path shown backwards). */
const bidi = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The text without control sequences, bidi controls and what no page can carry (controlCharacters.ts: other
 * controls, noncharacters, lone surrogates); U+2028 and U+2029 (line ends to JavaScript, not to a terminal) as spaces.
 */
export const printable = (text: string) =>
  withoutUnsafe(text.replace(escapeSequences, '').replace(bidi, '')).replace(/[\u2028\u2029]/g, ' ');

/** A title or a name as one line: a line break in it would start a line of its own in a report. */
export const oneLine = (text: string) => printable(text).replace(/\s+/g, ' ').trim();

/** A line on stdout, printable. */
export const print = (line: string) => console.log(printable(line));
/** A line on stderr, printable. */
export const printError = (line: string) => console.error(printable(line));
/** A command's log line: failures (`: FAILED: `) on stderr, the rest on stdout. */
export const printLogLine = (line: string) => (line.includes(': FAILED: ') ? printError(line) : print(line));
