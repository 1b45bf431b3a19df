import { parseSync } from 'vite';

/**
 * The lines of a TypeScript content file's exports and of each entry in them, read from its syntax tree
 * (Vite's own parser): `news` → 3, `news[2]` → 14, a keyed object's `smith2024` → 20. A value the file
 * computes (a spread, a call) has no line of its own; its export keeps the export's.
 */

interface Node {
  type: string;
  start: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The value under `satisfies X`, `as const`, `<X>` and parentheses. */
function unwrapped(node: Node): Node {
  let at = node;
  while (['TSSatisfiesExpression', 'TSAsExpression', 'TSTypeAssertion', 'ParenthesizedExpression'].includes(at.type))
    at = at.expression as Node;
  return at;
}

const propertyName = (key: Node) =>
  key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;

export function tsLines(source: string, keyedBy?: string): Map<string, number> {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const { program } = parseSync('content.ts', source, { lang: 'ts' });
  // Top-level constants by their local name, and the names they are exported under.
  const values = new Map<string, Node>();
  const exported = new Map<string, string>();
  for (const statement of program.body as unknown as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'VariableDeclaration')
      for (const d of declaration.declarations as Node[]) {
        const id = d.id as Node;
        if (id.type !== 'Identifier' || !isNode(d.init)) continue;
        values.set(id.name as string, d.init);
        if (statement.type === 'ExportNamedDeclaration') exported.set(id.name as string, id.name as string);
      }
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration)
      for (const s of statement.specifiers as Node[]) {
        const local = propertyName(s.local as Node);
        const name = propertyName(s.exported as Node);
        if (local && name) exported.set(local, name);
      }
  }
  const lines = new Map<string, number>();
  for (const [local, name] of exported) {
    const value = unwrapped(values.get(local)!);
    lines.set(name, lineOf(value.start));
    if (value.type === 'ArrayExpression')
      for (const [i, element] of (value.elements as Array<Node | null>).entries()) {
        // After a spread, the written places no longer count the entries.
        if (element?.type === 'SpreadElement') break;
        if (element) lines.set(`${name}[${i}]`, lineOf(element.start));
      }
    else if (value.type === 'ObjectExpression' && name === keyedBy)
      for (const property of value.properties as Node[]) {
        const key = property.type === 'Property' ? propertyName(property.key as Node) : undefined;
        if (key) lines.set(key, lineOf(property.start));
      }
  }
  return lines;
}
