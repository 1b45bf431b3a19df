/**
 * Links to a place inside a page. Under HashRouter a bare `#skills` is read as a route, and a second
 * `#` (`#/about#skills`) is not allowed in a URL, so the target travels as a query parameter:
 * `#/about?section=skills`.
 */
const param = 'section';

/** The search string of `search` with the section set to `id`; other parameters stay. */
export function withSection(search: string, id: string): string {
  const params = new URLSearchParams(search);
  params.set(param, id);
  return `?${params}`;
}

/**
 * The section a location asks for: `?section=skills`, or the older `#/about#skills` form, still
 * honoured for links already shared.
 */
export function requestedSection({ search, hash }: { search: string; hash: string }): string | null {
  return new URLSearchParams(search).get(param) || (hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null);
}
