import { contentFiles } from './contentSchema.ts';
import type { ContentIssue, ContentModules } from './validateContent.ts';

/**
 * Characters no page or feed can carry (XML forbids them, HTML calls them parse errors, a terminal
 * obeys them): the control characters but tab, line feed and carriage return; the noncharacters
 * (U+FFFE, U+FFFF, …); a surrogate without its pair. Invisible in an editor, they come from pasted PDF
 * text and reference-manager exports. U+2028 and U+2029 are text, and stay.
 */
const unsafe = /(?![\t\n\r])\p{Cc}|\p{Cs}|\p{Noncharacter_Code_Point}/gu;

/** The text without them; a carriage return alone (an old Mac line end) becomes a line feed. */
export const withoutUnsafe = (text: string) => text.replace(unsafe, '').replace(/\r(?!\n)/g, '\n');

/** `U+0007`, as a message names a character the owner cannot see. */
const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The warning for one field: which characters went, by code point, once each. */
export function removedProblem(found: readonly string[]): string {
  const names = [...new Set(found.map(codePoint))];
  const what = found.length === 1 ? 'an invisible control character' : `${found.length} invisible control characters`;
  return `removed ${what} (${names.join(', ')}) that no page or feed can carry: shown without ${found.length === 1 ? 'it' : 'them'}`;
}

type Removed = (path: string, found: string[]) => void;

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));

/** A copy of `value` without the characters (the same value when it has none), each field that had some reported. */
function clean(value: unknown, path: string, removed: Removed): unknown {
  if (typeof value === 'string') {
    const next = withoutUnsafe(value);
    if (next === value) return value;
    const found = value.match(unsafe);
    if (found) removed(path, found);
    return next;
  }
  const at = (key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);
  if (Array.isArray(value)) {
    const items = value.map((item, i) => clean(item, at(i), removed));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isPlain(value)) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, clean(item, at(key), removed)] as const);
  return entries.some(([key, item]) => item !== value[key]) ? Object.fromEntries(entries) : value;
}

/** How an entry of a list is named, as the validator names it: `news[2] (id "launch")`. */
const listEntry = (name: string, i: number, entry: unknown) => {
  const id = isPlain(entry) && typeof entry.id === 'string' && entry.id.trim() ? ` (id "${entry.id}")` : '';
  return `${name}[${i}]${id}`;
};

export interface CleanedModules {
  modules: ContentModules;
  /** The content files (`news.ts`) that had characters removed: the build imports their cleaned exports. */
  changed: string[];
  issues: ContentIssue[];
}

/** Every content file's exports without the characters, a warning for each field that had some. */
export function withoutUnsafeCharacters(modules: ContentModules, contentLabel: string): CleanedModules {
  const issues: ContentIssue[] = [];
  const changed: string[] = [];
  const cleaned: Record<string, Record<string, unknown> | undefined> = { ...modules };
  for (const [fileName, exports] of Object.entries(modules)) {
    if (!exports) continue;
    const file = `${contentLabel}/${fileName}`;
    const keyedBy = contentFiles.find((spec) => spec.file === fileName)?.keyedBy;
    const warn = (entry: string) => (field: string, found: string[]) =>
      issues.push({ file, entry, ...(field ? { field } : {}), problem: removedProblem(found), severity: 'warning' });
    const copy: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(exports)) {
      if (Array.isArray(value)) {
        const items = value.map((entry, i) => clean(entry, '', warn(listEntry(name, i, entry))));
        copy[name] = items.some((item, i) => item !== value[i]) ? items : value;
      } else if (name === keyedBy && isPlain(value)) {
        const byKey = Object.entries(value).map(([key, entry]) => [key, clean(entry, '', warn(key))] as const);
        copy[name] = byKey.some(([key, entry]) => entry !== value[key]) ? Object.fromEntries(byKey) : value;
      } else {
        copy[name] = clean(value, '', warn(name));
      }
    }
    if (Object.entries(copy).some(([name, value]) => value !== exports[name])) {
      cleaned[fileName] = copy;
      changed.push(fileName);
    }
  }
  return { modules: cleaned, changed, issues };
}

/** Where each entry of a .bib starts, and its key. */
const entryHeads = /@(\w+)\s*[{(]\s*([^\s,]*)/g;
/** A field's name where its value starts (`, title = {`). */
const fieldNames = /(?:^|[\s,])([A-Za-z][\w:.+-]*)\s*=\s*[{"\w]/g;

/**
 * The .bib's text without the characters, before it is read, a warning for each entry and field that
 * had some; in a comment between entries (never shown) they go without a word.
 */
export function bibWithoutUnsafe(text: string, file: string): { text: string; issues: ContentIssue[] } {
  if (text.search(unsafe) < 0) return { text: withoutUnsafe(text), issues: [] };
  const heads = [...text.matchAll(entryHeads)].filter((m) => !/^(comment|preamble)$/i.test(m[1]!));
  const found = new Map<string, { entry: string; field?: string; chars: string[] }>();
  for (const m of text.matchAll(unsafe)) {
    const head = heads.findLast((h) => h.index <= m.index);
    if (!head) continue;
    const before = text.slice(head.index + head[0].length, m.index);
    const field = [...before.matchAll(fieldNames)].pop()?.[1]?.toLowerCase();
    // Past the entry's end (a comment after it): nothing shown, nothing to say.
    if (blockClosed(text, head.index, m.index)) continue;
    const entry = head[2] || head[1]!;
    const key = `${entry}\u0000${field ?? ''}`;
    const at = found.get(key) ?? { entry, ...(field ? { field } : {}), chars: [] };
    at.chars.push(m[0]);
    found.set(key, at);
  }
  const issues = [...found.values()].map(({ entry, field, chars }): ContentIssue => ({
    file,
    entry,
    ...(field ? { field } : {}),
    problem: removedProblem(chars),
    severity: 'warning',
  }));
  return { text: withoutUnsafe(text), issues };
}

/** Whether the entry that opens at `start` has closed before `at` (its brackets counted, as the reader does). */
function blockClosed(text: string, start: number, at: number): boolean {
  const open = start + text.slice(start).search(/[{(]/);
  const [opening, closing] = text[open] === '(' ? ['(', ')'] : ['{', '}'];
  let depth = 0;
  for (let i = open; i < at; i++) {
    if (text[i] === opening) depth++;
    else if (text[i] === closing && --depth === 0) return true;
  }
  return false;
}
