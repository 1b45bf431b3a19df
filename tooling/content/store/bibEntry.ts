import type { KindName } from '../../../src/content/kinds.ts';
import type { StoreEntry } from './types.ts';

/** An entry read from the .bib (a paper, a talk): its origin the .bib and, when known, the entry's line. */
export function bibEntry(
  kind: KindName,
  id: string,
  data: object,
  bibFile: string,
  line: number | undefined,
): StoreEntry {
  return {
    kind,
    id,
    section: kind,
    data: data as Record<string, unknown>,
    origin: line ? { file: bibFile, line } : { file: bibFile },
    html: {},
    lines: [],
    text: {},
  };
}
