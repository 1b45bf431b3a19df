/** The longest field value the .bib reader decodes: the LaTeX decoder's time grows faster than the text, and real abstracts are a few thousand characters. */
export const fieldLengthLimit = 20_000;

export interface LongField {
  key: string;
  field: string;
  length: number;
  line: number;
}

/**
 * Every field value longer than the limit, emptied before parsing: braces or quotes kept, the
 * value's newlines kept (so line numbers stay right), the rest gone. One pass over the text.
 */
export function cutLongFields(source: string, limit = fieldLengthLimit): { source: string; cut: LongField[] } {
  const cut: LongField[] = [];
  const parts: string[] = [];
  let copied = 0;
  let depth = 0;
  let quoted = false;
  let start = -1;
  let key = '';
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '@' && depth === 0) {
      key = /^@\w+\s*[{(]\s*([^,\s]*)/.exec(source.slice(i, i + 300))?.[1] ?? '';
      quoted = false;
    }
    const quote = c === '"' && depth === 1 && source[i - 1] !== '\\';
    const opens = !quoted && ((c === '{' && depth === 1) || quote);
    const closes = start >= 0 && ((c === '}' && depth === 2 && !quoted) || (quote && quoted));
    if (closes) {
      if (i - start - 1 > limit) {
        const field = /([\w-]+)\s*=\s*$/.exec(source.slice(Math.max(0, start - 200), start))?.[1] ?? '?';
        const line = source.slice(0, start).split('\n').length;
        cut.push({ key, field: field.toLowerCase(), length: i - start - 1, line });
        parts.push(source.slice(copied, start + 1), source.slice(start + 1, i).replace(/[^\n]+/g, ''));
        copied = i;
      }
      start = -1;
    } else if (opens) start = i;
    if (quote) quoted = !quoted;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
  }
  if (cut.length === 0) return { source, cut };
  parts.push(source.slice(copied));
  return { source: parts.join(''), cut };
}
