import { parserReason } from './bibPrivacy.ts';

/**
 * The parser's complaints in the owner's terms: which entry, which field, which line. Its own words
 * (`unexpected 4-part name`, `Token mismatch`) name none of them, and the owner fixes a line, not a message.
 */

/** Where each field of an entry begins: names at the entry's own depth, so a `year =` inside a runaway title is not one. */
export function fieldStarts(input: string): Array<{ name: string; at: number }> {
  const starts: Array<{ name: string; at: number }> = [];
  const name = /([A-Za-z][\w:+.-]*)\s*=/y;
  let depth = 0;
  let quoted = false;
  let last = '';
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    // As the parser counts: braces inside quotes too; a quote or a parenthesis only at the entry's own depth.
    if (c === '"' && depth === 1 && input[i - 1] !== '\\') quoted = !quoted;
    else if (c === '{' || (c === '(' && depth === 0)) depth++;
    else if (c === '}' || (c === ')' && depth === 1)) depth = Math.max(0, depth - 1);
    else if (depth === 1 && !quoted && (last === ',' || last === '{' || last === '(')) {
      name.lastIndex = i;
      const m = name.exec(input);
      if (m) starts.push({ name: m[1]!.toLowerCase(), at: i });
    }
    if (!/\s/.test(c)) last = c;
  }
  return starts;
}

export interface Located {
  key?: string;
  field?: string;
  problem: string;
}

/** An entry as the parser returned it, and where its text starts in the source. */
export interface EntrySpan {
  key: string;
  input: string;
  at: number;
}

const manyParts = /^@(.+?): unexpected (\d+)-part name "(.*)", dropping/s;
const atLine = /\bat line (\d+)(?:, column \d+)?/;
const equalsMissing = /^([\w:+.-]+) = value expected, equals sign missing/;

/**
 * One parser error, located. `at` is the offset of the text it quotes (-1 when it quotes none), `spans`
 * the entries read, `lineAt` the line of an offset; a field not published is named, its value never quoted.
 */
export function locateParseError(
  error: { error: string; input?: string },
  at: number,
  spans: readonly EntrySpan[],
  lineAt: (offset: number) => number,
  published: (field: string) => boolean,
): Located {
  const parts = manyParts.exec(error.error);
  if (parts) {
    const [, key, count, name] = parts as unknown as [string, string, string, string];
    const first = name.split(', ')[0] ?? '';
    // The entry with that key whose names hold the first part (a key may be used twice).
    const span = spans.find((s) => s.key === key && s.input.includes(first)) ?? spans.find((s) => s.key === key);
    const fields = span ? fieldStarts(span.input).filter((f) => ['author', 'editor'].includes(f.name)) : [];
    const field = fields.findLast((f) => span!.input.indexOf(first, f.at) >= 0) ?? fields[0];
    const offset = span && field ? span.at + Math.max(field.at, span.input.indexOf(first, field.at)) : -1;
    const where = offset >= 0 ? ` (line ${lineAt(offset)})` : '';
    const quoted = field && !published(field.name) ? 'a name' : `"${name}"`;
    return {
      key,
      ...(field ? { field: field.name } : {}),
      problem: `${quoted} has ${count} parts between commas${where}; a name has at most three (von Last, Jr, First): is an "and" missing between two names?`,
    };
  }
  // A `#` with nothing after it: the parser names no entry, so the entry is found by it.
  if (error.error.startsWith('Unresolved @string reference ""')) {
    for (const span of spans) {
      const hash = /#\s*(?=[,})])/.exec(span.input);
      if (!hash) continue;
      const field = fieldStarts(span.input).findLast((f) => f.at <= hash.index);
      return {
        key: span.key,
        ...(field ? { field: field.name } : {}),
        problem: `"#" joins nothing (line ${lineAt(span.at + hash.index)}): write what follows it, or remove it`,
      };
    }
  }
  const input = error.input ?? '';
  const key = /^@\w+\s*[{(]\s*([^,\s]+)/.exec(input)?.[1] ?? /^@([^:\s]+):/.exec(error.error)?.[1];
  const reason = parserReason(error.error)
    .replace(new RegExp(atLine.source, 'g'), '')
    .replace(/\s+in\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\w/, (c) => c.toLowerCase());
  const stop = Number(atLine.exec(error.error)?.[1] ?? 0);
  const unnamed = equalsMissing.exec(error.error)?.[1];
  if (unnamed && stop)
    return {
      key,
      field: unnamed.toLowerCase(),
      problem: `the entry cannot be read (line ${stop}): an equals sign is missing after the field’s name`,
    };
  if (at < 0) return { key, problem: `cannot be read: ${reason}${stop ? ` at line ${stop}` : ''}` };
  // The field the parser was in when it stopped: the last one begun on or before that line.
  const field = fieldStarts(input).findLast((f) => !stop || lineAt(at + f.at) <= stop);
  const line = lineAt(at + (field?.at ?? 0));
  const stopped = stop && stop !== line ? `: ${reason} at line ${stop}` : `: ${reason}`;
  return {
    key,
    ...(field ? { field: field.name } : {}),
    problem: `the entry cannot be read (line ${line})${stopped}; check ${field ? 'this field’s' : 'its'} braces, quotes and commas`,
  };
}
