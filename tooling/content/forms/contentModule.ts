import { contentFiles, markdownFieldNames, type ContentFileSpec } from '../checks/contentSchema.ts';

/** A value as a module's expression: JSON.parse of a string, which engines parse faster than the literal. */
export const jsonModule = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** The export that renames a file's sections (src/app/pages/sections.ts reads it). */
const titlesExport = 'sectionTitles';

/** Every export a content file may have, by its declaration (src/content/kinds.ts): what the app may read. */
export function declaredExports(spec: ContentFileSpec): string[] {
  const names = [
    spec.object,
    spec.keyedBy,
    ...(spec.sections ?? []),
    ...(spec.sections || spec.namedSections ? [titlesExport] : []),
    ...spec.texts,
    ...Object.keys(spec.settings ?? {}),
  ];
  return names.filter((name): name is string => name !== undefined);
}

/** The spec of the content file the app imports as `@content/<name>` (`publications` → publications.ts). */
export const specOfImport = (name: string) => contentFiles.find((spec) => spec.file === `${name}.ts`);

/**
 * The module the app imports for a content file: the owner's file (when the folder has it), and every
 * declared export it leaves out as `undefined`, so the build never warns of an import the owner may omit
 * (an export of the module itself shadows the same name from `export *`). Undefined when nothing is missing.
 */
export function contentModuleSource(
  spec: ContentFileSpec,
  file: string | undefined,
  present: readonly string[],
): string | undefined {
  const missing = declaredExports(spec).filter((name) => !present.includes(name));
  if (file && missing.length === 0) return undefined;
  return [
    ...(file ? [`export * from ${JSON.stringify(file)};`] : []),
    ...missing.map((name) => `export const ${name} = undefined;`),
  ].join('\n');
}

/** The fields the build makes HTML of: a body (`markdown`), the profile intro's paragraphs (`paragraphs`). */
const renderedFields = (spec: ContentFileSpec) => [
  ...markdownFieldNames(spec.schema),
  ...Object.keys(spec.schema).filter((name) => spec.schema[name]!.kind === 'paragraphs'),
];

/** A kind with a Markdown field (a project's body): the browser gets its HTML from the build, never the Markdown. */
export const hasMarkdownField = (spec: ContentFileSpec) => renderedFields(spec).length > 0;

/** The exports with each section entry's (or the one object's) Markdown fields left out. */
export function withoutMarkdown(spec: ContentFileSpec, exports: Readonly<Record<string, unknown>>) {
  const fields = renderedFields(spec);
  const bare = (entry: unknown) =>
    typeof entry === 'object' && entry !== null
      ? Object.fromEntries(Object.entries(entry).filter(([name]) => !fields.includes(name)))
      : entry;
  return Object.fromEntries(
    Object.entries(exports).map(([name, value]) => [
      name,
      spec.sections?.includes(name) && Array.isArray(value)
        ? value.map(bare)
        : name === spec.object
          ? bare(value)
          : value,
    ]),
  );
}

/**
 * The module for a content file the app imports as data (a kind kept as YAML, JSON or Markdown, a file whose
 * unsafe characters the check removed, or in a build a kind with a Markdown field): its checked exports, their
 * Markdown fields left out, and every declared one it lacks as `undefined`.
 */
export function dataModuleSource(
  spec: ContentFileSpec | undefined,
  exports: Readonly<Record<string, unknown>>,
): string {
  const missing = (spec ? declaredExports(spec) : []).filter((name) => !(name in exports));
  const shipped = spec && hasMarkdownField(spec) ? withoutMarkdown(spec, exports) : exports;
  return (
    [
      ...Object.entries(shipped).map(([name, value]) =>
        name === 'default' ? `export default ${jsonModule(value)};` : `export const ${name} = ${jsonModule(value)};`,
      ),
      ...missing.map((name) => `export const ${name} = undefined;`),
    ].join('\n') || 'export {};'
  );
}
