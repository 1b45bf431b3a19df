import type { ContentIssue } from './issues.ts';

/**
 * An `http://` link in the content is published as written: a link is not an embedded resource (the page
 * loads nothing from it), and old pages often have no https:// address. The check warns once per host,
 * where it is first named, so a site of 2016 news is not a wall of warnings.
 */

/** The host of a well-formed http:// link, or undefined for any other value. */
export function httpHost(value: string): string | undefined {
  if (!/^http:\/\/[^/\s]/i.test(value)) return undefined;
  try {
    const { hostname } = new URL(value);
    return hostname.includes('.') || hostname === 'localhost' ? hostname : undefined;
  } catch {
    return undefined;
  }
}

const httpProblem = (href: string, host: string, more = 0) =>
  `link "${href}"${more ? ` (and ${more} more link${more > 1 ? 's' : ''} to ${host})` : ''} is http://: ` +
  `published as written; write https:// where ${host} has it`;

/** The warning for one http:// link at `at`, its host kept for the merge below. */
export const httpLinkWarning = (
  at: Pick<ContentIssue, 'file' | 'entry' | 'field'>,
  href: string,
  host: string,
): ContentIssue => ({ ...at, problem: httpProblem(href, host), severity: 'warning', httpLink: { href, host } });

/** The http:// link warnings, one per host at its first place (saying how many more), the rest as they were. */
export function oneWarningPerHost(issues: readonly ContentIssue[]): ContentIssue[] {
  const count = new Map<string, number>();
  for (const { httpLink } of issues) if (httpLink) count.set(httpLink.host, (count.get(httpLink.host) ?? 0) + 1);
  const said = new Set<string>();
  return issues.flatMap(({ httpLink, ...issue }) => {
    if (!httpLink) return [issue];
    if (said.has(httpLink.host)) return [];
    said.add(httpLink.host);
    return [{ ...issue, problem: httpProblem(httpLink.href, httpLink.host, count.get(httpLink.host)! - 1) }];
  });
}
