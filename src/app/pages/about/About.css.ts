import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaUp } from '../../../styles/tokens';

const md = mediaUp('md');

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['1.5'] });

/* Below md the table of contents sits above the sections; from md it is a column beside them. */
export const layout = style({
  display: 'grid',
  gap: vars.space['3'],
  '@media': {
    [md]: {
      gridTemplateColumns: `minmax(0, 1fr) ${vars.layout.toc}`,
      columnGap: vars.space['5'],
      alignItems: 'start',
    },
  },
});

export const toc = style({ '@media': { [md]: { gridColumn: 2, gridRow: 1 } } });

export const sections = style({
  display: 'grid',
  gap: vars.space['3'],
  minWidth: 0,
  '@media': { [md]: { gridColumn: 1, gridRow: 1, gap: vars.space['4'] } },
});

/*
 * A heading reached from the table of contents lands below the sticky bar
 * (below md) and below the 50px line that decides which section is in view.
 */
globalStyle(`${sections} :is(h2, h3)[id]`, {
  scrollMarginTop: vars.space['10'],
  '@media': { [md]: { scrollMarginTop: vars.space['8'] } },
});

export const section = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space['2'],
  '@media': {
    [mediaUp('sm')]: { padding: vars.space['4'] },
    [mediaUp('lg')]: { padding: vars.space['5'] },
  },
});

export const sectionTitle = style({
  color: vars.color.primary,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  marginBottom: vars.space['3'],
  selectors: {
    // A short accent rule before the title, as on a printed CV.
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: vars.space['3'],
      height: '3px',
      borderRadius: vars.radius.pill,
      background: vars.color.secondary,
    },
  },
});
