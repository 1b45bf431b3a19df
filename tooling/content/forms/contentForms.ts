import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFileSpec } from '../checks/contentSchema.ts';
import type { ContentIssue } from '../checks/validateContent.ts';
import { asSchemaText, parseYaml } from './yamlContent.ts';
import { isRecord } from '../checks/isRecord.ts';

/**
 * The forms a kind may be kept in, beside its TypeScript module: one YAML or JSON file of the same
 * exports (`talks.yaml`), or (a kind of lists) a folder of Markdown files, one entry each
 * (`news/2025-03-14-prize.md`, `talks/2024-05-hri.md`).
 * Either is read into the module's shape, so one check serves them all; where each entry and field came
 * from is kept, so a problem is named in the owner's file, at its line.
 */

export type Form = 'ts' | 'data' | 'markdown';

export interface KindSource {
  spec: ContentFileSpec;
  form: Form;
  /** The file (or folder) in the content folder: `talks.yaml`, `news/`. */
  name: string;
}

/** The names a kind may have in the content folder, the TypeScript module first. */
export function formsOf(spec: ContentFileSpec): Array<{ name: string; form: Form }> {
  const base = spec.file.replace(/\.ts$/, '');
  return [
    { name: spec.file, form: 'ts' },
    ...['yaml', 'yml', 'json'].map((ext) => ({ name: `${base}.${ext}`, form: 'data' as const })),
    // Every kind of lists may be a folder of Markdown files, one entry each.
    ...(spec.sections ? [{ name: `${base}/`, form: 'markdown' as const }] : []),
  ];
}

const present = (path: string, folder: boolean) => {
  try {
    return folder ? statSync(path).isDirectory() : statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The form each kind is kept in; a kind kept in two forms at once is an error naming both. */
export function findSources(
  specs: readonly ContentFileSpec[],
  contentDir: string,
  label: string,
): { sources: KindSource[]; issues: ContentIssue[] } {
  const sources: KindSource[] = [];
  const issues: ContentIssue[] = [];
  for (const spec of specs) {
    const found = formsOf(spec).filter(({ name }) => present(join(contentDir, name), name.endsWith('/')));
    if (found.length === 0) continue;
    if (found.length > 1)
      issues.push({
        file: `${label}/${found[0]!.name}`,
        problem: `the ${spec.kind} are kept in ${found.length} forms at once (${found.map((f) => f.name).join(', ')}): keep one, the others would be ignored`,
      });
    sources.push({ spec, ...found[0]! });
  }
  return { sources, issues };
}

/** Where an entry came from: its file, its line, and the line of each field written. */
export interface EntryOrigin {
  file: string;
  line?: number;
  fields: Map<string, number>;
  /** A Markdown file is one entry: its messages name the file, not an index into the folder. */
  ownFile?: boolean;
}

export interface KindOrigin {
  /** The file (or folder) as messages name it. */
  file: string;
  /** Export names (`newsOnHome`, `sectionTitles`) and entry labels (`talks[2]`, a citation key). */
  entries: Map<string, EntryOrigin>;
}

export interface ReadKind {
  exports?: Record<string, unknown>;
  origin: KindOrigin;
  issues: ContentIssue[];
}

/** The lines under `prefix`, relative to it. */
function linesUnder(lines: Map<string, number>, prefix: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const [path, line] of lines) if (path.startsWith(prefix)) out.set(path.slice(prefix.length), line);
  return out;
}

/** The origins of a file's exports and of each entry in them, from the YAML's lines. */
function originsOf(exports: Record<string, unknown>, lines: Map<string, number>, file: string, spec: ContentFileSpec) {
  const entries = new Map<string, EntryOrigin>();
  for (const [name, value] of Object.entries(exports)) {
    entries.set(name, { file, line: lines.get(name), fields: linesUnder(lines, `${name}.`) });
    if (Array.isArray(value))
      value.forEach((_, i) => {
        const at = `${name}[${i}]`;
        entries.set(at, { file, line: lines.get(at), fields: linesUnder(lines, `${at}.`) });
      });
    else if (name === spec.keyedBy && isRecord(value))
      for (const key of Object.keys(value))
        entries.set(key, { file, line: lines.get(`${name}.${key}`), fields: linesUnder(lines, `${name}.${key}.`) });
  }
  return entries;
}

/** Entries as the schema reads them (YAML's numbers where text is wanted made text). */
function asEntries(exports: Record<string, unknown>, spec: ContentFileSpec): Record<string, unknown> {
  const one = (entry: unknown) => asSchemaText(entry, spec.schema);
  return Object.fromEntries(
    Object.entries(exports).map(([name, value]) => {
      if (name === spec.object) return [name, one(value)];
      if (name === spec.keyedBy && isRecord(value))
        return [name, Object.fromEntries(Object.entries(value).map(([k, v]) => [k, one(v)]))];
      return [name, Array.isArray(value) && name !== 'aboutOrder' ? value.map(one) : value];
    }),
  );
}

/**
 * One YAML or JSON file: a mapping of the exports the TypeScript module would have (`talks:`,
 * `sectionTitles:`); a list alone is the kind's first section, an object kind's fields may stand alone.
 */
export function readDataKind(path: string, file: string, spec: ContentFileSpec): ReadKind {
  const origin: KindOrigin = { file, entries: new Map() };
  const parsed = parseYaml(readFileSync(path, 'utf8'));
  if (parsed.error)
    return {
      origin,
      issues: [{ file: `${file}:${parsed.error.line}`, problem: `could not be read: ${parsed.error.message}` }],
    };
  let { value, lines } = parsed;
  const first = spec.sections?.[0];
  if (Array.isArray(value) && first) {
    value = { [first]: value };
    lines = new Map([...lines].map(([p, l]) => [`${first}${p}`, l]));
  } else if (spec.object && isRecord(value) && !(spec.object in value)) {
    value = { [spec.object]: value };
    lines = new Map([...lines].map(([p, l]) => [`${spec.object}.${p}`, l]));
  }
  if (!isRecord(value)) {
    const shape = first ? `a list of entries, or a mapping of ${[...(spec.sections ?? [])].join(', ')}` : 'a mapping';
    return { origin, issues: [{ file, problem: `expected ${shape}` }] };
  }
  origin.entries = originsOf(value, lines, file, spec);
  return { exports: asEntries(value, spec), origin, issues: [] };
}

/**
 * An issue the check found in a kind's module shape (`news.ts › news[3] › date`), named where the owner
 * wrote it: `news/2025-03-14-prize.md:2 › date`, `talks.yaml:14 › talks[2] ("…") › title`.
 */
export function placeIssue(issue: ContentIssue, moduleFile: string, origin: KindOrigin): ContentIssue {
  if (issue.file !== moduleFile) return issue;
  const key = issue.entry === undefined ? undefined : (/^[\w$]+\[\d+\]/.exec(issue.entry)?.[0] ?? issue.entry);
  const at = key === undefined ? undefined : origin.entries.get(key);
  if (!at) return { ...issue, file: origin.file };
  const field = issue.field;
  const line = (field && (at.fields.get(field) ?? at.fields.get(field.replace(/[.[].*$/, '')))) ?? at.line;
  return {
    ...issue,
    file: line ? `${at.file}:${line}` : at.file,
    ...(at.ownFile ? { entry: undefined } : {}),
  };
}
