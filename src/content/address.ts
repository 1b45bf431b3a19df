/**
 * How the site reads an address. Every page lives in the hash (`#/about?section=skills`), and this
 * module is the one place that reads it: the boot and swap scripts inlined in index.html, the app's
 * entry and routes, and the prerender all import it. It imports nothing, so the inline scripts stay
 * small.
 *
 * Every form a visitor may type lands on one canonical address:
 *
 * | typed                          | canonical                     |
 * | ------------------------------ | ----------------------------- |
 * | (nothing), `#`, `#/`           | `#/home`                      |
 * | `#/About`, `#/about/`, `#about`| `#/about`                     |
 * | `#/about#skills` (older links) | `#/about?section=skills`      |
 * | `#/about/x`, `#/nope`          | itself: the Not Found page    |
 */

/** The page a bare address opens. */
export const homePath = '/home';

/** The query parameter naming a place inside a page (a heading's id). */
export const sectionParam = 'section';

/**
 * Query parameters that filter the publication list (`#/publications?kind=journal&q=trust`): the
 * prerendered page shows it unfiltered, so an address with one of them is rendered by the app.
 */
export const filterParam = { kind: 'kind', search: 'q' } as const;

export interface Address {
  /** The page's path: lower case, one leading slash, no trailing slash (`/about`). */
  path: string;
  /** The path without its slash, as index.html names its pages (`about`). */
  route: string;
  /** The query's parameters, the section among them. */
  params: URLSearchParams;
  /** The place inside the page asked for, or null. */
  section: string | null;
  /** A filter parameter is set: the page as prerendered is not what was asked for. */
  filtered: boolean;
  /** The address as the site writes it (`#/about?section=skills`). */
  hash: string;
}

/** Reads `location.hash` (or the part after `#` of any link). */
export function readAddress(hash: string): Address {
  const [beforeHash = '', ...afterHash] = hash.replace(/^#/, '').split('#');
  const [pathPart = '', query = ''] = beforeHash.split(/\?(.*)/s);
  const segments = pathPart.split('/').filter(Boolean);
  const path = segments.length ? `/${segments.join('/').toLowerCase()}` : homePath;
  const params = new URLSearchParams(query);
  const legacySection = afterHash.join('#');
  if (legacySection && !params.get(sectionParam)) params.set(sectionParam, safeDecode(legacySection));
  const search = params.toString();
  return {
    path,
    route: path.slice(1),
    params,
    section: params.get(sectionParam) || null,
    filtered: Object.values(filterParam).some((name) => params.has(name)),
    hash: `#${path}${search ? `?${search}` : ''}`,
  };
}

/** The query string `search` with the section set to `id`; other parameters stay. */
export function withSection(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(sectionParam, id);
  return `?${params}`;
}

/** The section a router location's query asks for (`?section=skills`), or null. */
export const sectionOf = (search: string): string | null => new URLSearchParams(search).get(sectionParam) || null;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
