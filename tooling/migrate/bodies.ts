import { upgradeLinks } from './jekyll.ts';
import { noteUnclear } from './notes.ts';
import type { Migration } from './model.ts';

/**
 * Tags the old page showed as text (written `&lt;br&gt;`, which the conversion decoded): kept as text, not
 * taken for HTML. Code, where a backslash would show, is left as it is.
 */
const escapedTags = (markdown: string) =>
  markdown
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/<(?=[a-z/!])/gi, '\\<')))
    .join('');

/**
 * An old page's body as the new site keeps it (a project's page, a talk's abstract, a course's
 * description), already Markdown (markup.ts's toMarkdown): links written http:// as https://, each
 * named; a picture taken out and named (a body shows none; its file is still copied). Undefined when
 * nothing is left.
 */
export function keptBody(
  migration: Migration,
  at: { file: string; entry: string; field: string },
  markdown: string,
): string | undefined {
  const notes: string[] = [];
  const shown = upgradeLinks(escapedTags(markdown), notes)
    // A bare address the site would link, as the Markdown links are.
    .replace(/(^|[^\w/])http:\/\/([^\s)<>]+)/g, (_, before: string, rest: string) => {
      notes.push(`http://${rest} written as https://${rest}: check that it opens`);
      return `${before}https://${rest}`;
    })
    .replace(/!\[[^\]]*\]\(([^)\s]+)\)/g, (image: string) => {
      notes.push(`picture ${image}`);
      return '';
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  noteUnclear(migration, at.file, at.entry, at.field, notes);
  return shown || undefined;
}
