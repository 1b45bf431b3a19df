import { formatCount } from './numbers.ts';

/**
 * ICU-style messages, the subset the catalogues use: `{name}` and
 * `{count, plural, =0 {…} one {# item} other {# items}}` (plural forms by Intl.PluralRules, `#` the count
 * by formatCount, from the build's data). A few lines of our own: a full ICU formatter would weigh more than
 * Home's script.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

const pluralCache = new Map<string, Intl.PluralRules>();
function pluralRules(locale: string): Intl.PluralRules {
  let made = pluralCache.get(locale);
  if (!made) pluralCache.set(locale, (made = new Intl.PluralRules(locale)));
  return made;
}

/** The index just after the `}` that closes the `{` at `open` (nesting counted), or -1. */
function closing(message: string, open: number): number {
  let depth = 0;
  for (let i = open; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}

/** A plural argument's branches: `=0 {…} one {…} other {…}` as selector → text. */
function branchesOf(body: string): Map<string, string> {
  const branches = new Map<string, string>();
  let i = 0;
  while (i < body.length) {
    const open = body.indexOf('{', i);
    if (open < 0) break;
    const end = closing(body, open);
    if (end < 0) break;
    branches.set(body.slice(i, open).trim(), body.slice(open + 1, end - 1));
    i = end;
  }
  return branches;
}

function argument(inner: string, values: MessageValues, locale: string): string {
  const comma = inner.indexOf(',');
  const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
  const value = values[name];
  if (comma < 0) {
    if (value === undefined) return `{${name}}`;
    return typeof value === 'number' ? formatCount(locale, value) : value;
  }
  const rest = inner.slice(comma + 1);
  const second = rest.indexOf(',');
  if (rest.slice(0, second).trim() !== 'plural') return `{${inner}}`;
  const count = Number(value);
  const branches = branchesOf(rest.slice(second + 1));
  const chosen =
    branches.get(`=${count}`) ?? branches.get(pluralRules(locale).select(count)) ?? branches.get('other') ?? '';
  return formatMessage(chosen, values, locale, formatCount(locale, count));
}

/** `message` with its arguments filled in from `values`, numbers and plurals in `locale`. */
export function formatMessage(message: string, values: MessageValues, locale: string, hash?: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    const text = message.slice(i, open < 0 ? undefined : open);
    out += hash === undefined ? text : text.replaceAll('#', hash);
    if (open < 0) break;
    const end = closing(message, open);
    if (end < 0) return out + message.slice(open);
    out += argument(message.slice(open + 1, end - 1), values, locale);
    i = end;
  }
  return out;
}

/** The argument names a message uses (`{count, plural, …}` counts as `count`), for the overrides' check. */
export function placeholdersOf(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) break;
    const end = closing(message, open);
    if (end < 0) break;
    const inner = message.slice(open + 1, end - 1);
    const comma = inner.indexOf(',');
    names.add((comma < 0 ? inner : inner.slice(0, comma)).trim());
    if (comma >= 0)
      for (const branch of branchesOf(inner.slice(inner.indexOf(',', comma + 1) + 1)).values())
        for (const name of placeholdersOf(branch)) names.add(name);
    i = end;
  }
  return names;
}
