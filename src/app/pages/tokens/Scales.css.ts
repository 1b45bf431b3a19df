import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { breakpoints, mediaUp, type Breakpoint } from '../../../styles/tokens';
import { plainList } from '../../../styles/primitives.css';
import { sprinkles } from '../../../styles/sprinkles.css';

export const swatches = style([
  plainList,
  sprinkles({ display: 'grid', gap: '2' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' },
]);

export const swatch = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start' });

/** The light and the dark chip of a role, side by side. */
export const chips = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['1'] });

/** One theme's chip and its value, on that theme's own page colour. */
export const themed = style({
  display: 'grid',
  gap: vars.space['0.5'],
  padding: vars.space['1'],
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
});

export const chip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1.5'],
  minHeight: vars.space['10'],
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** Text and fill in each palette role (own variants: the sprinkles bundle would cost every page's CSS budget). */
export const fg = styleVariants(vars.color, (color) => ({ color }));
export const bg = styleVariants(vars.color, (background) => ({ background }));

/** A non-text indicator (focus ring, current-item bar) drawn in the colour it tests. */
export const indicator = style({ width: vars.space['4'], height: '4px', borderRadius: vars.radius.pill });

export const pairs = style([plainList, sprinkles({ display: 'grid', gap: '0.5' })]);

export const typeRows = style([plainList, sprinkles({ display: 'grid', gap: '3' })]);

export const typeRow = style({
  display: 'grid',
  gap: vars.space['0.5'],
  paddingBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const spaceRows = style([plainList, sprinkles({ display: 'grid', gap: '1' })]);

export const spaceRow = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space['10']} minmax(0, 1fr)`,
  alignItems: 'center',
  gap: vars.space['2'],
});

const bar = style({ height: vars.space['2'], background: vars.color.primaryLight, borderRadius: vars.radius.sm });

/** A bar as wide as each step of the spacing scale. */
export const spaceBar = styleVariants(vars.space, (width) => [bar, { width }]);

const widest = breakpoints.xl;
const names = Object.keys(breakpoints) as Breakpoint[];

/** A bar per breakpoint, its length in proportion to the widest one. */
export const breakpointBar = styleVariants(breakpoints, (min) => [
  bar,
  { width: `${(Math.max(min, 24) / widest) * 100}%`, background: vars.color.primary },
]);

/** "Current" shows only in the row whose range holds this window's width. */
export const currentBadge = styleVariants(breakpoints, (_min, name) => {
  const next = names[names.indexOf(name) + 1];
  const range = next ? `${mediaUp(name)} and (max-width: ${breakpoints[next] - 0.02}px)` : mediaUp(name);
  return {
    display: 'none',
    marginInlineStart: vars.space['1'],
    padding: `0 ${vars.space['1']}`,
    borderRadius: vars.radius.pill,
    background: vars.color.secondaryDark,
    color: vars.color.secondaryContrast,
    '@media': { [range]: { display: 'inline-block' } },
  };
});

export const breakpointRows = style([plainList, sprinkles({ display: 'grid', gap: '2' })]);
export const breakpointRow = style({ display: 'grid', gap: vars.space['0.5'] });
