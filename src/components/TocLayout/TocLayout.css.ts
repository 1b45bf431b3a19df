import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { mediaUp } from '../../styles/tokens';

const md = mediaUp('md');

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
  minWidth: 0,
  '@media': { [md]: { gridColumn: 1, gridRow: 1 } },
});

/*
 * A heading reached from the table of contents lands below the sticky bar
 * (below md) and below the 50px line that decides which section is in view.
 */
globalStyle(`${sections} :is(h2, h3)[id]`, {
  scrollMarginTop: vars.space['10'],
  '@media': { [md]: { scrollMarginTop: vars.space['8'] } },
});
