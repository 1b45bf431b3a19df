import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css';
import { breakpoints, mediaUp, type Breakpoint } from './tokens';

/**
 * Layout atoms: one class per property and value, shared by every element that uses it. Only what
 * the components use is listed, as each value is CSS on every page (the whole stylesheet is inline
 * in index.html): display and gap by breakpoint, the flex alignments at every width.
 */
const conditions = Object.fromEntries(
  (Object.keys(breakpoints) as Breakpoint[]).map((bp) => [bp, bp === 'xs' ? {} : { '@media': mediaUp(bp) }]),
) as Record<Breakpoint, { '@media'?: string }>;

const responsive = defineProperties({
  conditions,
  defaultCondition: 'xs',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    gap: vars.space,
  },
});

const flex = defineProperties({
  properties: {
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
  },
});

export const sprinkles = createSprinkles(responsive, flex);
export type Sprinkles = Parameters<typeof sprinkles>[0];
