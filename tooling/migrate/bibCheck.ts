import { unknownFieldsIssue } from '../content/bibPrivacy.ts';
import { readBibliography } from '../content/bibtex.ts';
import { bibWithoutUnsafe } from '../content/controlCharacters.ts';
import { isError } from '../content/validateContent.ts';
import type { Migration } from './model.ts';

/** The .bib as the new site holds it, as the to-dos name it. */
const bibTarget = 'site/content/publications.bib';

/**
 * An old .bib read by the site's own reader, as `npm run check` will read it once copied: the entries it
 * holds and those read without an error are the report's count, and each error is a to-do with its line,
 * so the check has nothing new to say. Fields the site does not know are named too: the old template may
 * have shown them.
 */
export function checkOldBib(text: string, migration: Migration) {
  const { publications, issues, withheld, found } = readBibliography(bibWithoutUnsafe(text, bibTarget).text, bibTarget);
  const errors = issues.filter(isError);
  const failing = new Set(errors.map((issue) => issue.entry));
  migration.publicationsFound = found;
  migration.publicationsCarried = publications.filter((p) => !failing.has(p.key)).length;
  const unknown = unknownFieldsIssue(bibTarget, withheld);
  for (const { entry, field, problem } of [...errors, ...(unknown ? [unknown] : [])])
    migration.todos.push({ file: bibTarget, ...(entry ? { entry } : {}), ...(field ? { field } : {}), what: problem });
}
