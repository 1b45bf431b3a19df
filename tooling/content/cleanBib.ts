/**
 * A .bib without the fields its owner does not publish, every other byte as written: the entries, their
 * order, spacing, comments and @strings stay, so the copy committed differs from the export only there.
 */

export interface CleanedBib {
  text: string;
  /** How many of each field were taken out, by lower-case name. */
  removed: Map<string, number>;
}

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

/** The fields of each entry (not @string, @comment, @preamble) whose name `remove` picks, cut out. */
export function cleanBib(source: string, remove: (name: string) => boolean): CleanedBib {
  const cuts: Array<[number, number]> = [];
  const removed = new Map<string, number>();
  const entry = /@(\w+)\s*([{(])/g;
  for (let m = entry.exec(source); m; m = entry.exec(source)) {
    if (/^(string|comment|preamble)$/i.test(m[1]!)) continue;
    const close = m[2] === '{' ? '}' : ')';
    let i = source.indexOf(',', m.index);
    if (i < 0) break;
    for (i++; i < source.length;) {
      while (/[\s,]/.test(source[i] ?? '')) i++;
      if (source[i] === close || i >= source.length) break;
      const name = /^[^\s=,{}()"#%]+/.exec(source.slice(i, i + 200))?.[0];
      const equals = name ? /^\s*=/.exec(source.slice(i + name.length)) : null;
      if (!name || !equals) break;
      const end = valueEnd(source, i + name.length + equals[0].length);
      if (end < 0) break;
      if (remove(name.toLowerCase())) {
        cuts.push(cutSpan(source, i, end));
        removed.set(name.toLowerCase(), (removed.get(name.toLowerCase()) ?? 0) + 1);
      }
      i = end;
    }
    entry.lastIndex = Math.max(entry.lastIndex, i);
  }
  let text = '';
  let at = 0;
  for (const [start, end] of cuts) {
    text += source.slice(at, start);
    at = end;
  }
  return { text: text + source.slice(at), removed };
}
