import type { Publication } from '../../../src/content/types.ts';
import { bibEntry } from './bibEntry.ts';
import type { DataStore, StoreEntry } from './types.ts';

/** The .bib's papers as entries of the publications, in their order (newest first), each at its entry's line. */
export function papersOf(
  publications: readonly Publication[],
  bibFile: string,
  lines?: ReadonlyMap<string, number>,
): StoreEntry[] {
  return publications.map((paper) => bibEntry('publications', paper.id, paper, bibFile, lines?.get(paper.id)));
}

/** The papers the site shows, newest first: what every module, page, file and feed lists. */
export const publicationsOf = (store: Pick<DataStore, 'publications'>): Publication[] =>
  store.publications.map((entry) => entry.data as unknown as Publication);
