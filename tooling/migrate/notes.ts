import { toPlain } from './markup.ts';
import type { Migration } from './model.ts';

/** Names each construct a conversion dropped, as a to-do on that entry. */
export function noteUnclear(migration: Migration, file: string, entry: string, field: string, unclear: string[]) {
  for (const what of unclear)
    migration.todos.push({
      file,
      entry,
      field,
      what: /^(http|link to|:)/.test(what) ? what : `${what}: not carried, its meaning is not clear here`,
    });
}

/** A talk's or a course's own text, which the site has no place for: named, grouped in the report. */
export function noteBody(
  migration: Migration,
  file: string,
  entry: string,
  body: string,
  used: Array<string | undefined>,
) {
  const rest = body
    .split('\n')
    .filter((line) => !used.some((link) => link && line.includes(link)))
    .join(' ');
  if (toPlain(rest).split(/\s+/).filter(Boolean).length >= 5)
    migration.todos.push({
      file,
      entry,
      field: 'text',
      what: 'its text on the old site (an abstract, a description) is not carried: an entry here has no text of its own',
    });
}
