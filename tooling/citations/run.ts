import { writeFileSync } from 'node:fs';
import { readBibliography } from '../content/bib/bibtex.ts';
import { printable } from '../content/commands/commandOutput.ts';
import { bibTextOf } from '../content/bib/bibEncoding.ts';
import { readCitationsData, type CitationRecord, type CitationsData } from '../content/bib/citationCounts.ts';
import type { Endpoints } from '../import/endpoints.ts';
import type { RetryPolicy } from '../import/http.ts';
import { identityOf } from '../content/bib/work.ts';
import { countOf, countSources, type CountSourceName } from './sources.ts';

export interface CitationsOptions {
  bibPath: string;
  /** How lines name the .bib and the data file (paths relative to where the command runs). */
  bibLabel: string;
  dataPath: string;
  dataLabel: string;
  endpoints: Endpoints;
  retry: RetryPolicy;
  /** The sources to ask, in order: a paper's count is the first that knows its DOI. */
  sources: readonly CountSourceName[];
  openalexKey?: string;
  /** The day the counts are asked, ISO 8601: what the site shows beside each. */
  today: string;
  /** Write the data file (else only report). */
  write: boolean;
  log?: (line: string) => void;
}

export interface CitationsResult {
  lines: string[];
  data: CitationsData;
  /** Citation keys whose count could not be asked (their earlier record, if any, kept). */
  failed: string[];
}

/** The DOI a paper is counted by: its own, else arXiv's DataCite DOI for a preprint. */
const doiOfEntry = (identity: { doi?: string; arxiv?: string }) =>
  identity.doi ?? (identity.arxiv ? `10.48550/arxiv.${identity.arxiv}` : undefined);

/**
 * Asks each source in turn for the citation count of every paper of the .bib that has a DOI, and
 * writes them with their source and day. A paper no source could be asked about keeps its earlier
 * record; one no source knows, or no longer in the .bib, is left out.
 */
export async function runCitations(options: CitationsOptions): Promise<CitationsResult> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(printable(line));
    options.log?.(printable(line));
  };
  const before = readCitationsData(options.dataPath) ?? {};
  const { publications } = readBibliography(bibTextOf(options.bibPath), options.bibLabel, []);
  const sources = options.sources.filter((source) => source !== 'openalex' || options.openalexKey);
  if (sources.length < options.sources.length)
    say(
      `OpenAlex not asked: it wants a free API key since February 2026 (--openalex-key or OPENALEX_API_KEY; openalex.org/settings/api)`,
    );
  const withDoi = publications.flatMap((p) => {
    const doi = doiOfEntry(identityOf(p));
    return doi ? [{ key: p.key, doi }] : [];
  });
  say(`${options.bibLabel}: ${publications.length} entries, ${withDoi.length} with a DOI or arXiv id`);
  const without = publications.filter((p) => !withDoi.some((w) => w.key === p.key)).map((p) => p.key);
  if (without.length > 0) say(`not counted, no DOI: ${without.join(', ')}`);

  const data: CitationsData = {};
  const failed: string[] = [];
  // A source that could not be reached once is not asked again in this run: no network, no hour of timeouts.
  const unreachable = new Map<CountSourceName, string>();
  for (const { key, doi } of withDoi) {
    const problems: string[] = [];
    let found: CitationRecord | undefined;
    for (const source of sources) {
      const gone = unreachable.get(source);
      if (gone) {
        problems.push(gone);
        continue;
      }
      try {
        const count = await countOf(source, doi, { ...options, key: options.openalexKey });
        if (count === 'unknown') continue;
        found = { count, source: countSources[source].name, date: options.today, doi };
        break;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message.startsWith('no network')) unreachable.set(source, message);
        problems.push(message);
      }
    }
    const earlier = before[key];
    if (found) {
      data[key] = found;
      const was =
        earlier && earlier.count !== found.count ? ` (was ${earlier.count}, ${earlier.source}, ${earlier.date})` : '';
      say(`${key}: ${found.count} · ${found.source}${was}`);
    } else if (problems.length > 0) {
      failed.push(key);
      if (earlier) data[key] = earlier;
      say(`${key}: FAILED: ${problems.join('; ')}${earlier ? ` (the count of ${earlier.date} kept)` : ''}`);
    } else {
      say(`${key}: ${doi} is not known to ${sources.map((s) => countSources[s].name).join(' or ')}: no count`);
    }
  }
  const dropped = Object.keys(before).filter((key) => !withDoi.some((w) => w.key === key));
  if (dropped.length > 0) say(`dropped, no longer in the .bib with a DOI: ${dropped.join(', ')}`);
  if (options.write) writeFileSync(options.dataPath, `${JSON.stringify(data, null, 2)}\n`);
  return { lines, data, failed };
}
