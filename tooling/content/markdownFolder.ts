import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFileSpec } from './contentSchema.ts';
import { readDataKind, type KindOrigin, type ReadKind } from './contentForms.ts';
import type { ContentIssue } from './validateContent.ts';
import { asSchemaText, parseYaml } from './yamlContent.ts';

/** A kind kept as a folder of Markdown files (`news/2025-03-14-prize.md`), read into its module's shape. */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const frontMatter = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const validId = /^[a-z0-9][a-z0-9_-]*$/i;
export const folderSettingsFile = '_index.yaml';

/**
 * A folder of Markdown files, one entry of the kind's first section each, in file-name order: the front
 * matter's fields, and the body as the declared field (or as `oneLine` when it is a single line). Its id
 * is the file's name unless the front matter gives one. `_index.yaml` may hold the kind's other exports.
 */
export function readMarkdownKind(dir: string, folder: string, spec: ContentFileSpec): ReadKind {
  const section = spec.sections![0]!;
  const origin: KindOrigin = { file: folder, entries: new Map() };
  const issues: ContentIssue[] = [];
  let exports: Record<string, unknown> = {};
  if (existsSync(join(dir, folderSettingsFile))) {
    const settings = readDataKind(join(dir, folderSettingsFile), `${folder}${folderSettingsFile}`, spec);
    issues.push(...settings.issues);
    exports = settings.exports ?? {};
    if (section in exports)
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
  const entries: unknown[] = [];
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
    const entry = asSchemaText({ ...fields }, spec.schema) as Record<string, unknown>;
    const lines = new Map(parsed.lines);
    const rest = source.slice(match[0].length);
    const body = rest.trim();
    const bodyLine = source.slice(0, source.length - rest.trimStart().length).split('\n').length;
    const { body: bodyField, oneLine } = spec.markdown!;
    const field = oneLine && !body.includes('\n') && entry[oneLine] === undefined ? oneLine : bodyField;
    if (body) {
      if (entry[field] !== undefined)
        issues.push({
          file: `${file}:${lines.get(field)}`,
          field,
          problem: `given twice: in the front matter and as the body`,
        });
      entry[field] = body;
      lines.set(field, bodyLine);
    }
    const stem = name.replace(/\.md$/i, '');
    if ('id' in spec.schema && entry.id === undefined && validId.test(stem)) entry.id = stem;
    const at = `${section}[${entries.length}]`;
    origin.entries.set(at, { file, line: 1, fields: lines, ownFile: true });
    entries.push(entry);
  }
  return { exports: { ...exports, [section]: entries }, origin, issues };
}
