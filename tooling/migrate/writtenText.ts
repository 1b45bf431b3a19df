import { format } from 'prettier';
import { stringify } from 'yaml';

/** The written forms every content file of a migration takes: TypeScript, YAML, Markdown with front matter. */

export const typesImport = (names: string[]) =>
  `import type { ${names.join(', ')} } from '../../src/content/types';\n\n`;

export async function typescript(code: string): Promise<string> {
  return format(code, { parser: 'typescript', singleQuote: true, printWidth: 120 });
}

export const yamlFile = (data: unknown) => stringify(data, { lineWidth: 0 });
export const value = (data: unknown) => JSON.stringify(data, null, 2);

/** A Markdown file: the fields as front matter, then the body (none when there is none). */
export const markdownFile = (front: object, body?: string) =>
  `---\n${stringify(front, { lineWidth: 0 }).trimEnd()}\n---\n${body?.trim() ? `\n${body.trim()}\n` : ''}`;
