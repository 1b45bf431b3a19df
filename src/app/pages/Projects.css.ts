import { style } from '@vanilla-extract/css';
import { columnsUpTo } from '../../styles/gridColumns';
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
 * Current projects: one per row (cards lay out side by side when wide) until md, then up to three
 * across. Past ones: up to two across from md. Fewer cards share the row between them.
 */
export const currentGrid = style([grid, columnsUpTo(3, mediaUp('md'))]);

export const pastGrid = style([grid, columnsUpTo(2, mediaUp('md'))]);
