import type { TalkEntry } from '../bib/talks.ts';
import type { StoreEntry } from './types.ts';

/**
 * Every talk, talks.ts's and the .bib's (each an entry of the talks, its origin the .bib), newest first, the
 * order written among equal dates.
 */
export function allTalks(own: readonly StoreEntry[], fromBib: readonly TalkEntry[], bibFile: string): StoreEntry[] {
  const bib = fromBib.map((talk): StoreEntry => ({
    kind: 'talks',
    id: talk.id ?? talk.key ?? talk.title,
    section: 'talks',
    data: talk as unknown as Record<string, unknown>,
    origin: { file: bibFile },
    html: {},
    lines: [],
    text: {},
  }));
  return [...own.filter((t) => typeof t.data.date === 'string'), ...bib]
    .map((entry, written) => ({ entry, written, date: entry.data.date as string }))
    .sort((a, b) => (a.date === b.date ? a.written - b.written : a.date < b.date ? 1 : -1))
    .map(({ entry }) => entry);
}
