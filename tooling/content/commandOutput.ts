/**
 * What a command prints (import, citations, previews, clean-bib): text from a service, a .bib or a file
 * name, made safe for the terminal and for the sync's report. No escape sequence or control character
 * reaches either; one helper, so no command prints around it.
 */

/** ANSI/VT sequences (CSI `ESC [ … m`, OSC `ESC ] … BEL`, two-character escapes): removed whole, not left as `[31m`. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const escapeSequences = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-_])/g;
/** C0 and C1 controls but tab and line feed, noncharacters, lone surrogates, and the bidirectional overrides that reorder a line. */
const oddCharacters =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\0-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The text without control sequences; U+2028 and U+2029 (line ends to JavaScript, not to a terminal) as spaces. */
export const printable = (text: string) =>
  text
    .replace(escapeSequences, '')
    .replace(oddCharacters, '')
    .replace(/[\u2028\u2029]/g, ' ');

/** A title or a name as one line: a line break in it would start a line of its own in a report. */
export const oneLine = (text: string) => printable(text).replace(/\s+/g, ' ').trim();

/** A line on stdout, printable. */
export const print = (line: string) => console.log(printable(line));
/** A line on stderr, printable. */
export const printError = (line: string) => console.error(printable(line));
/** A command's log line: failures (`: FAILED: `) on stderr, the rest on stdout. */
export const printLogLine = (line: string) => (line.includes(': FAILED: ') ? printError(line) : print(line));
