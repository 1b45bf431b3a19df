import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KindName } from '../../../src/content/kinds.ts';
import { contentFiles, type ContentFileSpec } from '../checks/contentSchema.ts';
import type { KindOrigin } from '../forms/contentForms.ts';
import { isRecord } from '../checks/isRecord.ts';
import type { ContentModules } from '../checks/validateContent.ts';
import { tsLines } from '../forms/tsLines.ts';
import type { Origin, StoreEntry } from './types.ts';

/** Where the content came from: the folder as messages name it, and, for its TypeScript files, on disk. */
export interface StoreSource {
  contentLabel: string;
  /** The content folder, where a TypeScript file is read again for its lines; without it, entries name the file alone. */
  contentDir?: string;
  /** Where each kind kept as YAML, JSON or Markdown came from (loadContent's origins), by its module's name. */
  origins?: Readonly<Record<string, KindOrigin>>;
}

/** The lists a kind's file holds, by export name: its sections, or (cv.ts) every list the owner named but aboutOrder. */
export function sectionsOf(spec: ContentFileSpec, module: Readonly<Record<string, unknown>>): string[] {
  if (spec.sections) return [...spec.sections];
  if (!spec.namedSections) return [];
  return Object.keys(module).filter((name) => Array.isArray(module[name]) && name !== 'aboutOrder');
}

/** An entry's origin by its key in the module's shape (`talks[2]`, `profile`, a citation key). */
function originsOfKind(spec: ContentFileSpec, source: StoreSource): (key: string, exportName: string) => Origin {
  const read = source.origins?.[spec.file];
  if (read)
    return (key, exportName) => {
      const at = read.entries.get(key) ?? read.entries.get(exportName);
      if (!at) return { file: read.file };
      // A YAML object's fields stand at its top level: it begins at its first.
      const line = at.line ?? (at.fields.size ? Math.min(...at.fields.values()) : undefined);
      return line ? { file: at.file, line } : { file: at.file };
    };
  const file = `${source.contentLabel}/${spec.file}`;
  let lines: Map<string, number> | undefined;
  if (source.contentDir)
    try {
      lines = tsLines(readFileSync(join(source.contentDir, spec.file), 'utf8'), spec.keyedBy);
    } catch {
      // A file the parser cannot read was reported by the check: its entries name the file alone.
    }
  return (key, exportName) => {
    const line = lines?.get(key) ?? lines?.get(exportName);
    return line ? { file, line } : { file };
  };
}

const entry = (kind: KindName, id: string, section: string, data: unknown, origin: Origin): StoreEntry => ({
  kind,
  id,
  section,
  data: data as Record<string, unknown>,
  origin,
  html: {},
  lines: [],
  text: {},
});

/** Every entry of one kind, in its module's order: sections in page order, each as written. */
function entriesOfKind(spec: ContentFileSpec, module: Readonly<Record<string, unknown>>, source: StoreSource) {
  const originOf = originsOfKind(spec, source);
  const kind = spec.kind;
  const object = spec.object ? module[spec.object] : undefined;
  if (spec.object && isRecord(object))
    return [entry(kind, spec.object, spec.object, object, originOf(spec.object, spec.object))];
  const keyed = spec.keyedBy ? module[spec.keyedBy] : undefined;
  if (spec.keyedBy && isRecord(keyed))
    return Object.entries(keyed).map(([key, data]) =>
      entry(kind, key, spec.keyedBy!, data, originOf(key, spec.keyedBy!)),
    );
  return sectionsOf(spec, module).flatMap((section) => {
    const list = module[section];
    if (!Array.isArray(list)) return [];
    return list.flatMap((data: unknown, i) => {
      if (!isRecord(data)) return [];
      const key = `${section}[${i}]`;
      return [entry(kind, typeof data.id === 'string' ? data.id : key, section, data, originOf(key, section))];
    });
  });
}

/** Every entry of every kind the content has, by kind (in the declarations' order). */
export function entriesOf(modules: ContentModules, source: StoreSource): Partial<Record<KindName, StoreEntry[]>> {
  return Object.fromEntries(
    contentFiles.flatMap((spec) => {
      const module = modules[spec.file];
      return module ? [[spec.kind, entriesOfKind(spec, module, source)]] : [];
    }),
  );
}
