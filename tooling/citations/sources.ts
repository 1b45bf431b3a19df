import type { CitationSource } from '../../src/content/types.ts';
import { maxCitationCount } from '../content/bib/citationCounts.ts';
import type { Endpoints } from '../import/endpoints.ts';
import { get, ImportFailure, type RetryPolicy } from '../import/http.ts';
import { excerpt } from '../import/sources/context.ts';

/** How a source is asked: what it needs, and where the count is in its answer. */
interface CountSource {
  name: CitationSource;
  /** The address for one DOI, the key (when the source takes one) included. */
  address: (endpoints: Endpoints, doi: string, key?: string) => string;
  /** The count in the answer's JSON, or undefined when it has none. */
  count: (answer: Record<string, unknown>) => unknown;
}

/** A DOI in a path: each part encoded, its slashes kept (both services read `10.1145/…` as written). */
const doiPath = (doi: string) => doi.split('/').map(encodeURIComponent).join('/');

export const countSources: Record<'openalex' | 'crossref', CountSource> = {
  // Since February 2026 OpenAlex wants a free API key (openalex.org/settings/api), as `api_key`.
  openalex: {
    name: 'OpenAlex',
    address: (endpoints, doi, key) =>
      `${endpoints.openalex}/works/doi:${doiPath(doi)}${key ? `?api_key=${encodeURIComponent(key)}` : ''}`,
    count: (answer) => answer.cited_by_count,
  },
  // Crossref counts the references to a DOI its members deposit; it needs no key.
  crossref: {
    name: 'Crossref',
    address: (endpoints, doi) => `${endpoints.crossref}/works/${doiPath(doi)}`,
    count: (answer) => (answer.message as Record<string, unknown> | undefined)?.['is-referenced-by-count'],
  },
};

export type CountSourceName = keyof typeof countSources;

/** One source's count for one DOI: a number, or `unknown` when the source has no record of it. */
export async function countOf(
  source: CountSourceName,
  doi: string,
  { endpoints, retry, key }: { endpoints: Endpoints; retry: RetryPolicy; key?: string },
): Promise<number | 'unknown'> {
  const { name, address, count } = countSources[source];
  const answer = await get(address(endpoints, doi, key), 'application/json', retry);
  if (answer.status === 404 || answer.status === 410) return 'unknown';
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.text);
  } catch {
    throw new ImportFailure(`${name} answered with something other than JSON: ${excerpt(answer.text)}`);
  }
  const value = typeof parsed === 'object' && parsed !== null ? count(parsed as Record<string, unknown>) : undefined;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > maxCitationCount)
    throw new ImportFailure(`${name}'s answer holds no citation count: ${excerpt(answer.text)}`);
  return value as number;
}
