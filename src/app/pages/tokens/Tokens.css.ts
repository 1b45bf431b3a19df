import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaUp } from '../../../styles/tokens';
import { plainList, surface } from '../../../styles/primitives.css';
import { sprinkles } from '../../../styles/sprinkles.css';

export const section = style([
  surface,
  sprinkles({ display: 'grid', gap: '2' }),
  { minWidth: 0, padding: vars.space['2'], '@media': { [mediaUp('sm')]: { padding: vars.space['4'] } } },
]);

export const sectionTitle = style({ color: vars.color.primary });

export const muted = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.92em',
  overflowWrap: 'anywhere',
});

/** A row of specimens that wraps; each specimen is captioned by its state. */
export const specimenRow = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space['2'],
  },
]);

export const specimen = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start', minWidth: 0 });

export const specimenGrid = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space['3'],
    '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);

export const caption = style({ color: vars.color.textMuted });

/*
 * Below sm the main navigation is fixed to the viewport bottom. Layout
 * containment makes this frame the containing block of the specimen's fixed
 * bar, so the bar sits inside the frame instead of over the page.
 */
export const navFrame = style({
  contain: 'layout',
  minHeight: `calc(${vars.layout.bottomBar} + 1px)`,
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [mediaUp('sm')]: { minHeight: 0, padding: vars.space['1'] } },
});

/** Specimens one under the other. */
export const stack = style({ display: 'grid', gap: vars.space['2'] });
