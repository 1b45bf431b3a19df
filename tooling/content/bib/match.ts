import type { ImportId } from './ids.ts';
import type { Identity } from './work.ts';

/** An entry a new work is compared with: the owner's, or one this run adds. */
export interface Known {
  key: string;
  identity: Identity;
  /** Added by this run (so it may still change), not the owner's. */
  added: boolean;
}

export type Verdict =
  | { kind: 'same'; entry: Known; by: string }
  /** The new work is a preprint whose published version is the entry. */
  | { kind: 'preprint-of'; entry: Known; by: string }
  /** The new work is the published version of the entry, a preprint. */
  | { kind: 'published-of'; entry: Known; by: string }
  | { kind: 'new' };

const sameText = (a: Identity, b: Identity) => !!a.title && a.title === b.title && !!a.family && a.family === b.family;

/**
 * How a new work stands to the entries known: the same work (by DOI, then arXiv id, then DBLP key, then
 * title, year and first author), a preprint and its published version (arXiv's record of the DOI, or the
 * same title and first author, one a preprint), or new.
 */
export function judge(work: Identity, known: readonly Known[]): Verdict {
  const first = (test: (k: Known) => boolean) => known.find(test);
  let entry = work.doi ? first((k) => k.identity.doi === work.doi) : undefined;
  if (entry) return { kind: 'same', entry, by: 'same DOI' };
  entry = work.arxiv ? first((k) => k.identity.arxiv === work.arxiv) : undefined;
  if (entry) {
    return !work.preprint && entry.identity.preprint
      ? { kind: 'published-of', entry, by: `arXiv ${work.arxiv}` }
      : { kind: 'same', entry, by: 'same arXiv id' };
  }
  entry = work.dblp ? first((k) => k.identity.dblp === work.dblp) : undefined;
  if (entry) return { kind: 'same', entry, by: 'same DBLP key' };
  entry = first((k) => sameText(k.identity, work) && !!work.year && k.identity.year === work.year);
  if (entry && entry.identity.preprint === work.preprint) {
    return { kind: 'same', entry, by: 'same title, year and first author' };
  }
  entry = work.doi ? first((k) => k.identity.publishedDoi === work.doi) : undefined;
  if (entry) return { kind: 'published-of', entry, by: `arXiv records this DOI for ${entry.identity.arxiv}` };
  entry = work.publishedDoi ? first((k) => k.identity.doi === work.publishedDoi) : undefined;
  if (entry) return { kind: 'preprint-of', entry, by: `arXiv records its DOI ${work.publishedDoi}` };
  entry = first((k) => sameText(k.identity, work) && k.identity.preprint !== work.preprint);
  if (entry) {
    return work.preprint
      ? { kind: 'preprint-of', entry, by: 'same title and first author' }
      : { kind: 'published-of', entry, by: 'same title and first author' };
  }
  return { kind: 'new' };
}

/** An id found in the file by its own DOI, arXiv id or DBLP key, without asking a service (so offline too). */
export function knownById(id: ImportId, known: readonly Known[]): Verdict | undefined {
  const own =
    id.kind === 'doi'
      ? { doi: id.id.toLowerCase() }
      : id.kind === 'arxiv'
        ? { arxiv: id.id.toLowerCase() }
        : id.kind === 'dblp'
          ? { dblp: id.id }
          : undefined;
  return own && judge({ ...own, title: '', preprint: id.kind === 'arxiv' }, known);
}
