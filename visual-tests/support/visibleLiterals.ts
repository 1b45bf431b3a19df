import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';

/*
 * Words written into the template's markup outside the catalogue (src/i18n/messages/): text between
 * tags, the attributes a visitor or a screen reader meets, and the `label`/`title`/`lead` of the data
 * components are drawn from. Read from the source's syntax tree, so a comment or an import never counts.
 */

const readAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'lead', 'aria-description']);
const dataFields = new Set(['label', 'title', 'lead']);
const hasWord = (text: string) => /\p{L}{2,}/u.test(text);

export interface Literal {
  file: string;
  line: number;
  text: string;
}

type Node = { type?: string; start: number; [key: string]: unknown };

/** Every .tsx and .ts file under `dir` (recursively), as paths relative to `root`. */
export function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') && !e.name.endsWith('.css.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

/** The literals with a word in them that `file` writes for a visitor. */
export function visibleLiterals(root: string, file: string): Literal[] {
  const source = readFileSync(join(root, file), 'utf8');
  const program = parseAst(source, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' }) as unknown as Node;
  const found: Literal[] = [];
  const lineOf = (at: number) => source.slice(0, at).split('\n').length;
  const add = (node: Node, text: string) => found.push({ file, line: lineOf(node.start), text: text.trim() });
  const inValue = (node: Node | undefined): void => {
    if (!node) return;
    if (node.type === 'Literal' && typeof node.value === 'string' && hasWord(node.value)) add(node, node.value);
    if (node.type === 'TemplateLiteral')
      for (const quasi of node.quasis as Array<Node & { value: { raw: string } }>)
        if (hasWord(quasi.value.raw)) add(quasi, quasi.value.raw);
    if (node.type === 'ConditionalExpression') [node.consequent, node.alternate].forEach((n) => inValue(n as Node));
    if (node.type === 'LogicalExpression') inValue(node.right as Node);
    if (node.type === 'JSXExpressionContainer') inValue(node.expression as Node);
  };
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(walk);
    const n = node as Node;
    if (n.type === 'JSXText' && hasWord(n.value as string)) add(n, n.value as string);
    if (n.type === 'JSXAttribute' && readAttributes.has((n.name as { name: string }).name)) inValue(n.value as Node);
    // A child expression is text on the page; an attribute's (a class, an id) is not, unless read above.
    if (n.type === 'JSXElement' || n.type === 'JSXFragment')
      for (const child of n.children as Node[]) if (child.type === 'JSXExpressionContainer') inValue(child);
    if (n.type === 'Property' && dataFields.has((n.key as { name?: string }).name ?? '')) inValue(n.value as Node);
    for (const [key, value] of Object.entries(n)) if (key !== 'parent') walk(value);
  };
  walk(program);
  return found;
}
