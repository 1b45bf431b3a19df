/**
 * Which content file holds what, for the build's check: one spec per kind declared in
 * src/content/kinds.ts, where the shape of each file's entries (and the TypeScript types) come from.
 */

import { contentKinds, type ContentKind, type KindName } from '../../../src/content/kinds.ts';
import type { Schema } from '../../../src/content/schema.ts';

export type { Field, Needs, Schema } from '../../../src/content/schema.ts';

/**
 * A content file, each export found by its name: `object` names the one object a file exports (the
 * profile); `keyedBy` the object of entries by key (the publication overrides); the other files
 * export their `sections`, by name, each an array of entries and each optional, with an optional
 * `sectionTitles` object renaming them.
 */
export interface ContentFileSpec {
  kind: KindName;
  file: string;
  schema: Schema;
  /** The section exports a collection file may have, in page order. */
  sections?: readonly string[];
  object?: string;
  /** Loose texts beside the entries. */
  texts: readonly string[];
  /** Settings beside the entries, each checked by its field. */
  settings?: Schema;
  /** A build cannot work without it; the others are checked when present. */
  required?: boolean;
  keyedBy?: string;
  /** Every list the file exports (its settings aside) is a section the owner names. */
  namedSections?: boolean;
  /** The kind may be a folder of Markdown files: which field each body fills. */
  markdown?: ContentKind['markdown'];
}

function specOf(kind: KindName, declared: ContentKind): ContentFileSpec {
  const { exports } = declared;
  return {
    kind,
    file: declared.file,
    schema: declared.schema,
    texts: declared.texts ?? [],
    settings: declared.settings,
    required: declared.required,
    markdown: declared.markdown,
    ...('sections' in exports ? { sections: Object.keys(exports.sections) } : exports),
  };
}

export const contentFiles: readonly ContentFileSpec[] = Object.entries(contentKinds).map(([kind, declared]) =>
  specOf(kind as KindName, declared),
);

/** The fields of a schema written in Markdown (a project's body, a talk's abstract), by name. */
export const markdownFieldNames = (schema: Schema) =>
  Object.keys(schema).filter((name) => schema[name]!.kind === 'markdown');

/** The spec of one kind. */
export const contentFile = (kind: KindName) => contentFiles.find((spec) => spec.kind === kind)!;
