import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit as visitYaml, type Node } from 'yaml';
import type { Schema } from '../../../src/content/schema.ts';
import { isRecord } from '../checks/isRecord.ts';

/**
 * YAML (and JSON, which YAML reads too) as content: the value, and the line of every key and list item,
 * so a problem is named at its line in the owner's file.
 */

export interface ParsedYaml {
  value: unknown;
  /** The line (from 1) of each path: `talks`, `talks[2]`, `talks[2].title`, `photo.alt`. */
  lines: Map<string, number>;
  /** A syntax error, with its line. */
  error?: { line: number; message: string };
}

/** Uses of one anchor (`*name`) a file may make, counted as expanded; an owner's file needs a handful. */
const maxAliases = 100;

export function parseYaml(source: string, firstLine = 1): ParsedYaml {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineOf = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1;
  const lines = new Map<string, number>();
  const failure = doc.errors[0];
  if (failure) {
    const message = failure.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return { value: undefined, lines, error: { line: lineOf(failure.pos[0]), message } };
  }
  const visit = (node: Node | null | undefined, path: string) => {
    if (isMap(node))
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const at = path ? `${path}.${key}` : key;
        if (isScalar(pair.key) && pair.key.range) lines.set(at, lineOf(pair.key.range[0]));
        visit(pair.value as Node | null, at);
      }
    else if (isSeq(node))
      node.items.forEach((item, i) => {
        const at = `${path}[${i}]`;
        const range = (item as Node | null)?.range;
        if (range) lines.set(at, lineOf(range[0]));
        visit(item as Node | null, at);
      });
  };
  visit(doc.contents, '');
  try {
    // Aliases that expand without bound (a "billion laughs") stop the reading: yaml throws past maxAliasCount.
    return { value: doc.toJS({ maxAliasCount: maxAliases }), lines };
  } catch {
    let line = firstLine;
    visitYaml(doc, {
      Alias(_key, node) {
        if (node.range) line = lineOf(node.range[0]);
        return visitYaml.BREAK;
      },
    });
    const message = `its aliases (*name) expand to more than ${maxAliases} copies: write the values out`;
    return { value: undefined, lines, error: { line, message } };
  }
}

const textKinds = new Set([
  'text',
  'id',
  'alt',
  'date',
  'file',
  'url',
  'link',
  'email',
  'locale',
  'doi',
  'markdown',
  'reference',
]);

/**
 * YAML reads `date: 2025` and `version: 2.1` as numbers; where the schema wants text they are the text
 * the owner typed (a TypeScript file would have needed quotes).
 */
export function asSchemaText(entry: unknown, schema: Schema): unknown {
  if (!isRecord(entry)) return entry;
  const out: Record<string, unknown> = { ...entry };
  for (const [name, field] of Object.entries(schema)) {
    const value = out[name];
    if (typeof value === 'number' && textKinds.has(field.kind)) out[name] = String(value);
    else if (field.kind === 'object') out[name] = asSchemaText(value, field.fields);
  }
  return out;
}
