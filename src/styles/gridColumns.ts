import type { StyleRule } from '@vanilla-extract/css';

/**
 * A grid of `max` equal columns from `query` up, or of as many as it has items when it has fewer: a
 * lone card takes the row instead of a third of it. The items are the grid's children.
 */
export function columnsUpTo(max: number, query: string): StyleRule {
  const columns = (n: number) => ({ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` });
  const fewer: Record<string, StyleRule> = {};
  for (let n = 1; n < max; n++) fewer[`&:has(> :nth-child(${n}):last-child)`] = columns(n);
  return { '@media': { [query]: { ...columns(max), selectors: fewer } } };
}
