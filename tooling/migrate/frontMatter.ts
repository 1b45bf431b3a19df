import { parse as parseToml } from 'smol-toml';
import { parseDocument } from 'yaml';

export interface Page {
  data: Record<string, unknown>;
  body: string;
  /** Lines of the front matter a strict reader rejects (read as far as they go, as Jekyll does). */
  errors: string[];
}

/** YAML as far as it can be read: Jekyll's reader forgives what the strict one rejects. */
export function lenientYaml(text: string): { value: unknown; errors: string[] } {
  const doc = parseDocument(text, { uniqueKeys: false, prettyErrors: false, logLevel: 'silent' });
  return { value: doc.toJS(), errors: doc.errors.map((e) => e.message.split('\n')[0]!) };
}

/**
 * A Jekyll or Hugo page: YAML front matter between `---` lines, or TOML between `+++` lines (Hugo),
 * then the body. A page without front matter is all body.
 */
export function readPage(source: string): Page {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const hidden = commentedOut(text);
  if (hidden !== undefined) {
    const inner = readPage(hidden);
    // Jekyll reads no front matter behind `<!--`: the old site never published the page.
    return { data: { ...inner.data, published: false }, body: inner.body, errors: [commentedWords] };
  }
  const match = /^(---|\+\+\+)[ \t]*\n([\s\S]*?)\n\1[ \t]*(?:\n|$)/.exec(text);
  if (!match) return unclosed(text) ?? { data: {}, body: text, errors: [] };
  const { value, errors } = match[1] === '+++' ? tomlOf(match[2]!) : lenientYaml(match[2]!);
  const data = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { data, body: text.slice(match[0].length), errors };
}

const commentedWords =
  'the whole page is inside an HTML comment (<!-- … -->): the old site did not show it; left as a draft';

/** The text inside `<!-- … -->` when that one comment is the whole page (an owner's way to hide it). */
function commentedOut(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed.startsWith('<!--') || !trimmed.endsWith('-->')) return undefined;
  const inner = trimmed.slice(4, -3);
  return inner.includes('-->') ? undefined : inner.replace(/^[ \t]+/, '');
}

/**
 * Front matter opened and never closed: Jekyll shows no such page, but its fields are the owner's
 * (a title, a date), so they are read to the end of the file and the report says so. Text that
 * reads as no fields (a page opening with a `---` rule) stays the body.
 */
function unclosed(text: string): Page | undefined {
  const open = /^(---|\+\+\+)[ \t]*\n/.exec(text);
  if (!open) return undefined;
  const rest = text.slice(open[0].length);
  const { value, errors } = open[1] === '+++' ? tomlOf(rest) : lenientYaml(rest);
  if (!value || typeof value !== 'object' || Array.isArray(value) || errors.length) return undefined;
  const fence = open[1]!;
  return {
    data: value as Record<string, unknown>,
    body: '',
    errors: [
      `front matter never closed (no second ${fence}): the old site did not show this page; its fields are read to the end of the file`,
    ],
  };
}

function tomlOf(text: string): { value: unknown; errors: string[] } {
  try {
    return { value: parseToml(text), errors: [] };
  } catch (error) {
    return { value: {}, errors: [error instanceof Error ? error.message.split('\n')[0]! : String(error)] };
  }
}

/** A front-matter value as text ('' when absent or not text-like). */
export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return isoDay(value);
  if (value && typeof value === 'object' && 'toISOString' in value) return String(value).slice(0, 10);
  return '';
}

function isoDay(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A date as ISO 8601 at the precision the source gave: `2023-10-5` → `2023-10-05`, `2019-04-18T14:00:00`
 * → `2019-04-18`, `March 2021` → `2021-03`, `2020` → `2020`. '' when it is not a date.
 */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return isoDay(value);
  const text = str(value);
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.+-]*Z?)?(?:\s*[+-]\d{4})?$/.exec(text);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}`;
  m = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  if (/^\d{4}$/.test(text)) return text;
  m = /^([A-Za-z]+)\.?,?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = months.indexOf(m[1]!.slice(0, 3).toLowerCase());
    if (month >= 0) return `${m[2]}-${String(month + 1).padStart(2, '0')}`;
  }
  return '';
}
