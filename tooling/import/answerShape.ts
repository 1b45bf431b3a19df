import { FieldMode, parse, type Creator } from '@retorquere/bibtex-parser';
import { plain } from '../content/bib/bibFields.ts';

/*
 * What the parser makes of a service's BibTeX beyond the decoded text the site's reader gives: the TeX
 * commands it does not know (to drop them with their arguments before reading), and names and lists
 * as items (to write them back as such).
 */

/** An entry's authors and editors as names, and its literal lists (`publisher = {A and B}`) as items. */
export interface EntryShape {
  creators: Record<string, Creator[]>;
  lists: Record<string, string[]>;
}

export interface Shape {
  /** TeX commands the parser does not know (`input`, `write`), by name. */
  unknown: Set<string>;
  entries: Map<string, EntryShape>;
}

export function shapeOf(text: string): Shape {
  const shape: Shape = { unknown: new Set(), entries: new Map() };
  try {
    const library = parse(text, {
      sentenceCase: false,
      caseProtection: false,
      english: false,
      unsupported: (_node, tex) => {
        const name = /^\\([A-Za-z@]+)/.exec(tex)?.[1];
        if (name) shape.unknown.add(name);
        return tex;
      },
    });
    for (const entry of library.entries) {
      const creators: Record<string, Creator[]> = {};
      const lists: Record<string, string[]> = {};
      for (const [name, value] of Object.entries(entry.fields)) {
        if (!Array.isArray(value)) continue;
        if (name === 'author' || name === 'editor') creators[name] = value as Creator[];
        else if (FieldMode.literallist.includes(name) && value.length > 1)
          lists[name] = value.map((v) => plain(String(v)));
      }
      shape.entries.set(entry.key, { creators, lists });
    }
  } catch {
    // The reader names what is wrong with the text.
  }
  return shape;
}

/** The index after the group (`{…}` balanced, or `[…]`) that starts at `at`, or -1. */
function groupEnd(text: string, at: number): number {
  if (text[at] === '[') return text.indexOf(']', at) + 1 || -1;
  if (text[at] !== '{') return -1;
  for (let i = at, depth = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The text without the named commands, their options and arguments (`\input{/etc/passwd}`, `\write18{…}`). */
export function withoutCommands(text: string, names: ReadonlySet<string>): string {
  if (names.size === 0) return text;
  const command = new RegExp(`\\\\(?:${[...names].join('|')})(?![A-Za-z@])\\d*`, 'g');
  let [out, from] = ['', 0];
  for (const m of text.matchAll(command)) {
    if (m.index < from) continue;
    out += text.slice(from, m.index);
    let end = m.index + m[0].length;
    for (let next = groupEnd(text, end); next > 0; next = groupEnd(text, end)) end = next;
    from = end;
  }
  return out + text.slice(from);
}
