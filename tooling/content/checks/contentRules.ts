import { statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * The single checks the content validator applies to one value. Each returns
 * `undefined` when the value is fine, or the problem in a few words.
 */

/** ISO 8601 as the content uses it: `2025`, `2025-03` or `2025-03-14`, and a real calendar day. */
export function checkDate(value: string): string | undefined {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  const bad = `"${value}" is not a date (use 2025, 2025-03 or 2025-03-14)`;
  if (!match) return bad;
  const [, year, month, day] = match;
  if (month === undefined) return undefined;
  const m = Number(month);
  if (m < 1 || m > 12) return bad;
  if (day === undefined) return undefined;
  const d = Number(day);
  // Date rolls 2025-02-30 over into March; a day that survives the round trip is real.
  const date = new Date(Date.UTC(Number(year), m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? undefined : bad;
}

/** A deliberately plain address check: one @, no spaces, a dotted domain. */
const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export function checkEmail(value: string): string | undefined {
  return emailPattern.test(value) ? undefined : `"${value}" is not a valid email address`;
}

/** A DOI: the 10. prefix, a registrant's 4 to 9 digits, a slash, a suffix without spaces (Crossref's pattern). */
export const doiPattern = /^10\.\d{4,9}\/\S+$/;

/** A bare DOI, as https://doi.org/ is followed by it: one written as a link is named with the bare form. */
export function checkDoi(value: string): string | undefined {
  if (doiPattern.test(value)) return undefined;
  const bare = value.replace(/^(?:https?:\/\/)?(?:dx\.)?doi\.org\//i, '').replace(/^doi:\s*/i, '');
  return doiPattern.test(bare)
    ? `write the DOI alone ("${bare}"): the site adds https://doi.org/`
    : `"${value}" is not a DOI (10.NNNN/…, as in 10.5281/zenodo.1234567)`;
}

/** A well-formed BCP 47 language tag, as `<html lang>` needs: Intl refuses any other. */
export function checkLocale(value: string): string | undefined {
  try {
    if (Intl.getCanonicalLocales(value).length === 1) return undefined;
  } catch {
    // RangeError: not a well-formed tag
  }
  return `"${value}" is not a language tag (use en, en-GB, sv-SE, …)`;
}

/** `mailto:` followed by one or more addresses and, optionally, `?subject=…`. */
export function checkMailto(value: string): string | undefined {
  const bad = `"${value}" is not a valid mailto: link`;
  if (!value.startsWith('mailto:')) return bad;
  const [addresses = '', query] = value.slice('mailto:'.length).split('?', 2);
  if (!addresses) return bad;
  const list = addresses.split(',').map((a) => decodeURIComponentSafe(a.trim()));
  if (list.some((a) => a === undefined || checkEmail(a) !== undefined)) return bad;
  if (query !== undefined && !/^[a-z-]+=[^&]*(?:&[a-z-]+=[^&]*)*$/i.test(query)) return bad;
  return undefined;
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** `https:`, `mailto:`, `data:` …: a URL with a scheme, not a path on the site. */
export const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);

/** An absolute https:// URL that a browser can parse. */
export function checkHttpsUrl(value: string): string | undefined {
  if (!/^https:\/\//i.test(value)) {
    return hasScheme(value) || value.startsWith('//')
      ? `external link "${value}" must start with https://`
      : `"${value}" is not an https:// URL`;
  }
  try {
    const url = new URL(value);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? undefined : `"${value}" has no valid host`;
  } catch {
    return `"${value}" is not a valid URL`;
  }
}

/** Whether `path` is `dir` or inside it: by path.relative, as a prefix test lets `../public-private/x` through. */
export function isInside(dir: string, path: string): boolean {
  const rel = relative(dir, path);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/**
 * A path relative to `public/` that names an existing file. A leading `./` or
 * `/` is tolerated; a query or fragment (`paper.pdf#page=2`) is ignored.
 */
export function checkPublicFile(value: string, publicDir: string): string | undefined {
  const path = value.replace(/[?#].*$/, '').replace(/^\.?\//, '');
  const missing = `file "${value}" not found in public/`;
  if (!path) return missing;
  const resolved = join(publicDir, decodeURIComponentSafe(path) ?? path);
  if (!isInside(publicDir, resolved)) return `file "${value}" points outside public/`;
  try {
    return statSync(resolved).isFile() ? undefined : missing;
  } catch {
    return missing;
  }
}

/**
 * A link to one of the site's own pages, as the app addresses them (`#/projects`,
 * `#/publications?section=…`, `#/news/<id>`): the path must be a page the site has.
 */
export function checkRoute(value: string, routes: ReadonlySet<string>): string | undefined {
  // The app reads a path in lower case (src/content/address.ts): `#/Projects` is `#/projects`.
  const path = value
    .slice(1)
    .replace(/[?#].*$/, '')
    .toLowerCase();
  if (routes.has(path)) return undefined;
  // An item's own page is named by its pattern, not listed one by one.
  const items = [
    ['/news/', ', /news/<id> of an item with a body'],
    ['/projects/', ', /projects/<id> of a project with a body'],
  ] as const;
  const pages = [...routes].filter((r) => r.startsWith('/') && !items.some(([base]) => r.startsWith(base))).join(', ');
  const patterns = items.filter(([base]) => [...routes].some((r) => r.startsWith(base))).map(([, words]) => words);
  return `no page "${path}" on this site (its pages: ${pages}${patterns.join('')})`;
}

/**
 * A link field: an https:// URL, a `mailto:` link, or (when `files` is set) a
 * file in `public/` such as a PDF, or (when `routes` are given) one of the site's pages or a paper's page.
 */
export function checkLink(
  value: string,
  publicDir: string,
  files: boolean,
  routes?: ReadonlySet<string>,
): string | undefined {
  if (value.startsWith('mailto:')) return checkMailto(value);
  if (value.startsWith('#/') && routes) return checkRoute(value, routes);
  if (hasScheme(value) || value.startsWith('//') || !files) return checkHttpsUrl(value);
  // A paper's own page, which the build writes (a citation in a body links to it).
  if (routes?.has(value.replace(/[?#].*$/, '').replace(/^\.?\//, ''))) return undefined;
  return checkPublicFile(value, publicDir);
}
