import { lstatSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { unknownFieldsIssue } from '../content/bib/bibPrivacy.ts';
import { readBibliography } from '../content/bib/bibtex.ts';
import { bibWithoutUnsafe } from '../content/checks/controlCharacters.ts';
import { isError } from '../content/checks/validateContent.ts';
import type { Migration, Todo } from './model.ts';
import type { Source } from './sourceFiles.ts';

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

/** The other .bib files beside the one read (`papers-all.bib`): the site reads one, so each is named with its count. */
export function otherBibs(source: Source, read: string): Todo[] {
  const folder = posix.dirname(read);
  const dir = join(source.dir, folder);
  // Its own folder and its own files only: a link leads out of the old site.
  if (!source.has(folder) || !lstatSync(dir).isDirectory()) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((f) => f.isFile() && /\.bib$/i.test(f.name) && posix.join(folder, f.name) !== read)
    .map((f) => f.name)
    .sort()
    .map((name) => {
      const path = posix.join(folder, name);
      const { found } = readBibliography(source.text(path), path);
      return {
        file: bibTarget,
        what: `${path} (${found === 1 ? '1 entry' : `${found} entries`}) is not carried: the site reads one .bib (the old site’s ${posix.basename(read)}); copy into it the entries that should show`,
      };
    });
}
