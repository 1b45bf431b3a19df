import type { Endpoints } from '../endpoints.ts';
import type { RetryPolicy } from '../http.ts';
import type { Identity, Work } from '../../content/bib/work.ts';

/** What every source is given: where the services are, how to wait, and the works already known. */
export interface SourceContext {
  endpoints: Endpoints;
  retry: RetryPolicy;
  /** Which known entry has these identifiers, said for the log (saves asking ORCID for each of its works again). */
  known: (identity: Pick<Identity, 'doi' | 'arxiv'>) => string | undefined;
  /** A line for the run's log. */
  log: (line: string) => void;
  /** The most works one ORCID iD or DBLP person adds (`--max`). */
  max: number;
}

export type Source = (id: string, context: SourceContext) => Promise<Work[]>;

/** The first characters of an answer, for a message that says what came instead. */
export const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return `“${flat.length > 60 ? `${flat.slice(0, 60)}…` : flat}”`;
};
