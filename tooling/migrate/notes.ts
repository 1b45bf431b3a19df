import type { Migration } from './model.ts';

/** Names each construct a conversion dropped, as a to-do on that entry. */
export function noteUnclear(migration: Migration, file: string, entry: string, field: string, unclear: string[]) {
  for (const what of unclear)
    migration.todos.push({
      file,
      entry,
      field,
      what: /^(http|link to|:|citation |alt text|template (logic|list) )/.test(what)
        ? what
        : `${what}: not carried, its meaning is not clear here`,
    });
}
