import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFileSpec } from '../checks/contentSchema.ts';
import { readDataKind, type KindOrigin, type ReadKind } from './contentForms.ts';
import type { ContentIssue } from '../checks/validateContent.ts';
import { asSchemaText, parseYaml } from './yamlContent.ts';
import { isRecord } from '../checks/isRecord.ts';

/** A kind kept as a folder of Markdown files (`news/2025-03-14-prize.md`), read into its module's shape. */

const frontMatter = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const validId = /^[a-z0-9][a-z0-9_-]*$/i;
export const folderSettingsFile = '_index.yaml';

/** The front-matter key that puts an entry in one of its kind's sections (`section: pastProjects`). */
export const sectionKey = 'section';

/** Where a body goes: the kind's declared field (or `oneLine` when it is one line), or nowhere. */
function bodyField(spec: ContentFileSpec, entry: Record<string, unknown>, body: string): string | undefined {
  const { body: field, oneLine } = spec.markdown ?? {};
  if (oneLine && !body.includes('\n') && entry[oneLine] === undefined) return oneLine;
  return field;
}

/**
 * A folder of Markdown files, one entry each, in file-name order: the front matter's fields (`section`
 * picks one of the kind's sections, the first by default), and the body as the declared field (or as
 * `oneLine` when it is a single line). Its id is the file's name (without a number that orders it) unless
 * the front matter gives one.
 * `_index.yaml` may hold the kind's other exports (its settings, its section titles).
 */
export function readMarkdownKind(dir: string, folder: string, spec: ContentFileSpec): ReadKind {
  const sections = spec.sections ?? [];
  const origin: KindOrigin = { file: folder, entries: new Map() };
  const issues: ContentIssue[] = [];
  let exports: Record<string, unknown> = {};
  if (existsSync(join(dir, folderSettingsFile))) {
    const settings = readDataKind(join(dir, folderSettingsFile), `${folder}${folderSettingsFile}`, spec);
    issues.push(...settings.issues);
    exports = settings.exports ?? {};
    for (const section of sections.filter((name) => name in exports))
      issues.push({
        file: `${folder}${folderSettingsFile}`,
        entry: section,
        problem: `the ${section} are the folder’s Markdown files, not a list here`,
      });
    for (const [name, at] of settings.origin.entries) origin.entries.set(name, at);
  }
  const names = readdirSync(dir)
    .filter((name) => name.toLowerCase().endsWith('.md'))
    .sort();
  const entries = new Map<string, unknown[]>(sections.map((name) => [name, []]));
  for (const name of names) {
    const file = `${folder}${name}`;
    const source = readFileSync(join(dir, name), 'utf8').replace(/^\uFEFF/, '');
    const match = frontMatter.exec(source);
    if (!match) {
      issues.push({
        file: `${file}:1`,
        problem: 'no front matter: begin with a line ---, the fields (date: 2025-03-14), then ---',
      });
      continue;
    }
    const parsed = parseYaml(match[1]!, 2);
    if (parsed.error) {
      issues.push({
        file: `${file}:${parsed.error.line}`,
        problem: `front matter could not be read: ${parsed.error.message}`,
      });
      continue;
    }
    const fields = parsed.value ?? {};
    if (!isRecord(fields)) {
      issues.push({ file: `${file}:2`, problem: 'front matter must be fields, one per line (date: 2025-03-14)' });
      continue;
    }
    const { [sectionKey]: chosen, ...own } = fields;
    const lines = new Map(parsed.lines);
    const section = chosen === undefined ? sections[0]! : String(chosen);
    if (!entries.has(section)) {
      issues.push({
        file: `${file}:${lines.get(sectionKey)}`,
        field: sectionKey,
        problem: `"${section}" is not a section of the ${spec.kind} (${sections.join(' or ')}; without it, ${sections[0]})`,
      });
      continue;
    }
    const entry = asSchemaText({ ...own }, spec.schema) as Record<string, unknown>;
    const rest = source.slice(match[0].length);
    const body = rest.trim();
    const bodyLine = source.slice(0, source.length - rest.trimStart().length).split('\n').length;
    const field = body ? bodyField(spec, entry, body) : undefined;
    if (body && !field)
      issues.push({
        file: `${file}:${bodyLine}`,
        problem: `this body is not shown: a ${spec.kind} entry has no field for one (put what it says in the front matter’s fields)`,
        severity: 'warning',
      });
    if (field) {
      if (entry[field] !== undefined)
        issues.push({
          file: `${file}:${lines.get(field)}`,
          field,
          problem: `given twice: in the front matter and as the body`,
        });
      entry[field] = body;
      lines.set(field, bodyLine);
    }
    // A number before the name (01-robot-arm.md) orders the files; it is no part of the id (a year is).
    const stem = name.replace(/\.md$/i, '').replace(/^\d{1,3}[-_](?=.)/, '');
    if ('id' in spec.schema && entry.id === undefined && validId.test(stem)) entry.id = stem;
    const list = entries.get(section)!;
    origin.entries.set(`${section}[${list.length}]`, { file, line: 1, fields: lines, ownFile: true });
    list.push(entry);
  }
  // A section with no file stays out, as a TypeScript file would leave its export out.
  const lists = [...entries].filter(([name, list]) => list.length > 0 || name === sections[0]);
  return { exports: { ...exports, ...Object.fromEntries(lists) }, origin, issues };
}
