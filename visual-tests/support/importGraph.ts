import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { parseAst } from 'vite';

/** One import as written: `from` and `target` are paths from the project root; `target` is unset for a package. */
export interface ImportEdge {
  from: string;
  specifier: string;
  target?: string;
  /** `import type` (or every name imported as a type): erased, so it ties no code together. */
  typeOnly: boolean;
  /** `import * as name`: the whole module under one name. */
  namespace: boolean;
}

const sourceFile = /\.(ts|tsx|mts|mjs|js)$/;
const tried = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts'];

/** Every source file below `folder` (a path from `root`), as paths from `root`. */
export function sourceFiles(root: string, folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (sourceFile.test(entry.name)) out.push(path);
    }
  };
  if (statSync(join(root, folder)).isDirectory()) walk(folder);
  else out.push(folder);
  return out;
}

/** What a relative specifier names: a file (its ending as TypeScript infers it), a folder (`dir/`), else the path as written. */
function resolve(root: string, from: string, specifier: string): string {
  const base = posix.join(dirname(from), specifier);
  for (const ending of tried) {
    const path = join(root, base + ending);
    if (existsSync(path) && statSync(path).isFile()) return base + ending;
  }
  if (existsSync(join(root, base))) return `${base}/`;
  return base;
}

type Node = { type?: string; [key: string]: unknown };

/** The nodes of a syntax tree that name a module: imports, re-exports, `import()` with a literal. */
function* moduleNodes(node: unknown): Generator<Node> {
  if (Array.isArray(node)) for (const child of node) yield* moduleNodes(child);
  else if (node && typeof node === 'object') {
    const n = node as Node;
    if (/^(Import|ExportAll|ExportNamed)Declaration$|^ImportExpression$|^TSImportType$/.test(n.type ?? '')) yield n;
    for (const value of Object.values(n)) if (value && typeof value === 'object') yield* moduleNodes(value);
  }
}

/** The imports of one file, read from its syntax tree (Vite's parser), each resolved when it is relative. */
export function importsOf(root: string, file: string): ImportEdge[] {
  const code = readFileSync(join(root, file), 'utf8');
  const lang = file.endsWith('.tsx') ? 'tsx' : /\.(m?js)$/.test(file) ? 'js' : 'ts';
  const edges: ImportEdge[] = [];
  for (const node of moduleNodes(parseAst(code, { lang }))) {
    const source = (node.source ?? node.argument) as { type?: string; value?: unknown } | undefined;
    const literal = source?.type === 'Literal' ? source : (source as { literal?: Node })?.literal;
    if (typeof literal?.value !== 'string') continue;
    const specifier = literal.value;
    const specifiers = (node.specifiers ?? []) as Array<{ type: string; importKind?: string }>;
    const typeOnly =
      node.type === 'TSImportType' ||
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type'));
    const namespace = specifiers.some((s) => s.type === 'ImportNamespaceSpecifier');
    const target = specifier.startsWith('.') ? resolve(root, file, specifier) : undefined;
    edges.push({ from: file, specifier, target, typeOnly, namespace });
  }
  return edges;
}

/** Every import of the files below `folders`. */
export function importGraph(root: string, folders: readonly string[]): ImportEdge[] {
  return folders.flatMap((folder) => sourceFiles(root, folder)).flatMap((file) => importsOf(root, file));
}

/** The room a path of `src/` stands in: its first folder, or `entry` for a file at the top. */
export function roomOf(path: string | undefined): string | undefined {
  if (!path?.startsWith('src/')) return undefined;
  const parts = relative('src', path).split('/');
  return parts.length > 1 ? parts[0] : 'entry';
}
