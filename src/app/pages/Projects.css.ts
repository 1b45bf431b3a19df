import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaUp } from '../../styles/tokens';
import { plainList } from '../../styles/primitives.css';

export const sections = style({ display: 'grid', gap: vars.space['6'] });

export const section = style({ display: 'grid', gap: vars.space['3'] });

export const sectionTitle = style({ color: vars.color.primary });

const grid = style([
  plainList,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['3'],
  },
]);

/*
 * Three current projects: one per row (cards lay out side by side when wide)
 * until md, then three across. Four past ones: two across from md.
 */
export const currentGrid = style([
  grid,
  { '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
]);

export const pastGrid = style([
  grid,
  { '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);
