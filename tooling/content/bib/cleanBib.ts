/**
 * A .bib without the fields its owner does not publish, every other byte as written: the entries, their
 * order, spacing, comments and @strings stay, so the copy committed differs from the export only there.
 */

export interface CleanedBib {
  text: string;
  /** How many of each field were taken out, by lower-case name (and JabRef's file folders, by that name). */
  removed: Map<string, number>;
  /** Left as written, for the owner to read before committing: `%` comment lines and `@comment` blocks. */
  left: { commentLines: number; commentBlocks: number };
}

/** JabRef's `@Comment{jabref-meta: fileDirectory-<user>-<host>:<absolute path>;}`: a user, a host and a path. */
export const jabrefFolders = '@comment jabref-meta: fileDirectory';

const space = /\s/;

/** Where a field's value ends: braced, quoted or a bare word, joined by `#`; -1 when it never does. */
function valueEnd(source: string, from: number): number {
  let i = from;
  for (;;) {
    while (space.test(source[i] ?? '')) i++;
    const open = source[i];
    if (open === '{' || open === '"') {
      let depth = 0;
      for (i++; i < source.length; i++) {
        const c = source[i];
        if (c === '{') depth++;
        else if (c === '}' && depth > 0) depth--;
        else if (depth === 0 && c === (open === '{' ? '}' : '"')) break;
      }
      if (i >= source.length) return -1;
      i++;
    } else {
      while (i < source.length && !/[\s,#})]/.test(source[i]!)) i++;
    }
    let next = i;
    while (space.test(source[next] ?? '')) next++;
    if (source[next] !== '#') return i;
    i = next + 1;
  }
}

/** The span to cut for a field from `start` to `end`: its whole line when it has the line alone. */
function cutSpan(source: string, start: number, end: number): [number, number] {
  let after = end;
  while (/[ \t]/.test(source[after] ?? '')) after++;
  if (source[after] === ',') after++;
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  let lineEnd = after;
  while (/[ \t\r]/.test(source[lineEnd] ?? '')) lineEnd++;
  const alone = source.slice(lineStart, start).trim() === '' && (source[lineEnd] === '\n' || lineEnd === source.length);
  if (alone) return [lineStart, Math.min(source.length, lineEnd + 1)];
  while (/[ \t]/.test(source[after] ?? '')) after++;
  return [start, after];
}

const endOfLine = (source: string, from: number) => {
  const end = source.indexOf('\n', from);
  return end < 0 ? source.length : end;
};

/** Just past the `{…}` or `(…)` block that opens at `open`, nesting counted; -1 when it never closes. */
function blockEnd(source: string, open: number): number {
  const [opening, closing] = source[open] === '(' ? ['(', ')'] : ['{', '}'];
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    if (source[i] === opening) depth++;
    else if (source[i] === closing && --depth === 0) return i + 1;
  }
  return -1;
}

type Cut = (start: number, end: number, name: string) => void;

/**
 * An entry's fields from its key on, each one `remove` picks cut; a `%` line where a field may start
 * is a comment (biber's and this site's reader's rule). Returns where the entry ends.
 */
function entryFields(
  source: string,
  open: number,
  remove: (name: string) => boolean,
  cut: Cut,
  left: CleanedBib['left'],
): number {
  const close = source[open] === '{' ? '}' : ')';
  let i = source.indexOf(',', open);
  if (i < 0) return source.length;
  for (i++; i < source.length;) {
    while (/[\s,]/.test(source[i] ?? '')) i++;
    if (source[i] === '%') {
      const end = endOfLine(source, i);
      if (/[^%\s]/.test(source.slice(i, end))) left.commentLines++;
      i = end;
      continue;
    }
    if (source[i] === close || i >= source.length) return i + 1;
    const name = /^[^\s=,{}()"#%]+/.exec(source.slice(i, i + 200))?.[0];
    const equals = name ? /^\s*=/.exec(source.slice(i + name.length)) : null;
    if (!name || !equals) return i;
    const end = valueEnd(source, i + name.length + equals[0].length);
    if (end < 0) return source.length;
    if (remove(name.toLowerCase())) cut(i, end, name.toLowerCase());
    i = end;
  }
  return i;
}

/**
 * The fields of each entry whose name `remove` picks, and JabRef's file folders, cut out; `%` lines and
 * other `@comment` blocks are counted and left (a `%` line between entries is a comment, even one that
 * holds an entry).
 */
export function cleanBib(source: string, remove: (name: string) => boolean): CleanedBib {
  const cuts: Array<[number, number]> = [];
  const removed = new Map<string, number>();
  const left = { commentLines: 0, commentBlocks: 0 };
  const cut: Cut = (start, end, name) => {
    cuts.push(cutSpan(source, start, end));
    removed.set(name, (removed.get(name) ?? 0) + 1);
  };
  for (let i = 0; i < source.length;) {
    if (source[i] === '%') {
      const end = endOfLine(source, i);
      if (/[^%\s]/.test(source.slice(i, end))) left.commentLines++;
      i = end;
      continue;
    }
    const head = source[i] === '@' ? /^@(\w+)\s*([{(])/.exec(source.slice(i, i + 100)) : null;
    if (!head) {
      i++;
      continue;
    }
    const type = head[1]!.toLowerCase();
    const open = i + head[0].length - 1;
    if (type === 'comment' || type === 'string' || type === 'preamble') {
      const end = blockEnd(source, open);
      if (end < 0) break;
      if (type === 'comment' && /^\s*jabref-meta:\s*fileDirectory/i.test(source.slice(open + 1)))
        cut(i, end, jabrefFolders);
      else if (type === 'comment') left.commentBlocks++;
      i = end;
      continue;
    }
    i = entryFields(source, open, remove, cut, left);
  }
  let text = '';
  let at = 0;
  for (const [start, end] of cuts) {
    text += source.slice(at, start);
    at = end;
  }
  return { text: text + source.slice(at), removed, left };
}
