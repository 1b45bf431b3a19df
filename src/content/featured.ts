import type { Publication } from './types.ts';

/** Where a featured paper goes: numbered ones (`selected = {2}`) in their order, then the others. */
const rank = (p: Publication) => (typeof p.selected === 'number' ? p.selected : Number.MAX_SAFE_INTEGER);

/** The selected papers in the owner's order; the unnumbered ones keep the list's order (newest first). */
export const featuredOf = (publications: readonly Publication[]): Publication[] =>
  publications.filter((p) => p.selected).sort((a, b) => rank(a) - rank(b));
