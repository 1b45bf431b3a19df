import { noteUnclear } from './notes.ts';
import type { Migration } from './model.ts';

/**
 * Tags the old page showed as text (written `&lt;br&gt;`, which the conversion decoded): kept as text, not
 * taken for HTML. Code, where a backslash would show, is left as it is.
 */
export const escapedTags = (markdown: string) =>
  markdown
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/<(?=[a-z/!])/gi, '\\<')))
    .join('');

/**
 * A paragraph the old page indented inside an HTML block (al-folio's `<div class="caption">`), which Markdown
 * would read as code once the block is gone: taken back to the margin. Fenced code and lists are left as written.
 */
function unindented(markdown: string): string {
  let fenced = false;
  let previous = '';
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) fenced = !fenced;
      const out = !fenced && previous.trim() === '' && /^ {4,}\S/.test(line) && !/^\s*([-*+]|\d+\.)\s/.test(line);
      previous = line;
      return out ? line.trimStart() : line;
    })
    .join('\n');
}

/**
 * al-folio's abstract box: a body that opens with a fenced block of prose (no language, nothing code-like)
 * drawn as a box. As a quote it keeps its box and wraps on a phone, where code would scroll sideways.
 */
function abstractBox(markdown: string): string | undefined {
  const box = /^```[ \t]*\n([\s\S]*?)\n```[ \t]*(\n|$)/.exec(markdown);
  // A line of prose may end with `;` (a list in a sentence); code ends with a brace or a call, or assigns.
  const code =
    /[{}][ \t]*$|\w\([^()]*\);[ \t]*$|\w\s*=\s*\S|=>|<\/?[a-z]|^\s*(import|def|function|class|return|#include)\b/im;
  if (!box || code.test(box[1]!)) return undefined;
  const quote = box[1]!
    .split('\n')
    .map((line) => (line.trim() ? `> ${line.trim()}` : '>'))
    .join('\n');
  return `${quote}\n${markdown.slice(box[0].length)}`;
}

/**
 * An old page's body as the new site keeps it (a project's page, a talk's abstract, a course's
 * description), already Markdown (markup.ts's toMarkdown), its links as written (an http:// one is published
 * with the check's warning); its pictures kept (their files copied; one without alt text is named). Undefined
 * when nothing is left.
 */
export function keptBody(
  migration: Migration,
  at: { file: string; entry: string; field: string },
  markdown: string,
): string | undefined {
  const notes: string[] = [];
  const quoted = abstractBox(markdown);
  if (quoted)
    migration.todos.push({
      ...at,
      what: 'the fenced block it opens with (al-folio’s abstract box) is written as a quote, which wraps on a phone: check it reads as meant',
    });
  const shown = escapedTags(unindented(quoted ?? markdown))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  noteUnclear(migration, at.file, at.entry, at.field, notes);
  // Counted for the report, by kind (site/content/talks.ts: talks).
  const kind = /([\w-]+)\.ts$/.exec(at.file)?.[1] ?? at.file;
  const count = ((migration.bodies ??= {})[kind] ??= { found: 0, kept: 0 });
  if (markdown.trim()) count.found++;
  if (shown) count.kept++;
  return shown || undefined;
}
