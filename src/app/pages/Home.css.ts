import { style } from '@vanilla-extract/css';
import { columnsUpTo } from '../../styles/gridColumns';
import { vars } from '../../styles/theme.css';
import { mediaUp, photoWidth, px } from '../../styles/tokens';
import { plainList } from '../../styles/primitives.css';
import { sprinkles } from '../../styles/sprinkles.css';

export const page = style({ display: 'grid', gap: vars.space['8'] });

export const hero = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'center',
  '@media': {
    // Side by side only from md: at sm a 280px photo left the intro a narrow, ragged column.
    [mediaUp('md')]: { gridTemplateColumns: `minmax(0, 1fr) ${px(photoWidth.md)}`, gap: vars.space['8'] },
    [mediaUp('lg')]: { gridTemplateColumns: `minmax(0, 1fr) ${px(photoWidth.lg)}`, paddingBlock: vars.space['4'] },
  },
});

export const text = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' });

export const eyebrow = style({ color: vars.color.secondaryDark, textTransform: 'uppercase' });

export const title = style({ color: vars.color.primary });

export const intro = style({ maxWidth: '62ch' });

export const affiliation = style({ color: vars.color.textMuted });

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '1.5' }),
  { marginTop: vars.space['1'] },
]);

/* Below md the photo comes first, small enough that the heading shows on the first screen. */
export const photo = style({
  width: '100%',
  maxWidth: px(photoWidth.xs),
  justifySelf: 'start',
  gridRow: 1,
  '@media': {
    [mediaUp('sm')]: { maxWidth: px(photoWidth.sm) },
    [mediaUp('md')]: { gridRow: 'auto', maxWidth: 'none' },
  },
});

export const featured = style({ display: 'grid', gap: vars.space['3'] });

export const featuredHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const featuredTitle = style({ color: vars.color.primary });

export const more = style({ color: vars.color.primary });

export const grid = style([
  plainList,
  {
    display: 'grid',
    gap: vars.space['3'],
  },
  columnsUpTo(3, mediaUp('md')),
]);
