import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaUp } from '../../../styles/tokens';

const md = mediaUp('md');

/* The About page's arrangement: contents above the sections below md, a side column from md. */
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
  gap: vars.space['4'],
  minWidth: 0,
  '@media': { [md]: { gridColumn: 1, gridRow: 1 } },
});

// Headings reached from the contents land below the sticky bar and the 50px line.
globalStyle(`${sections} :is(h2, h3)[id]`, {
  scrollMarginTop: vars.space['10'],
  '@media': { [md]: { scrollMarginTop: vars.space['8'] } },
});

export const section = style({
  display: 'grid',
  gap: vars.space['2'],
  minWidth: 0,
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['2'],
  '@media': { [mediaUp('sm')]: { padding: vars.space['4'] } },
});

export const sectionTitle = style({ color: vars.color.primary });

export const muted = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: '0.92em',
  overflowWrap: 'anywhere',
});

/** A row of specimens that wraps; each specimen is captioned by its state. */
export const specimenRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const specimen = style({ display: 'grid', gap: vars.space['1'], alignContent: 'start', minWidth: 0 });

export const specimenGrid = style({
  display: 'grid',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

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
