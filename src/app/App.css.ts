import { style } from '@vanilla-extract/css';
import { container } from '../styles/primitives.css';
import { vars } from '../styles/theme.css';
import { mediaBetween, mediaUp } from '../styles/tokens';
import { text } from '../styles/typography.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const header = style({
  background: vars.color.paper,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['2'],
    minHeight: vars.layout.topBar,
    // Between sm and md the row is at its fullest (name, navigation, theme control).
    '@media': { [mediaBetween('sm', 'md')]: { gap: vars.space['1'] } },
  },
]);

export const brand = style([
  text.h6,
  {
    color: vars.color.primary,
    textDecoration: 'none',
    textTransform: 'uppercase',
    paddingBlock: vars.space['1'],
    // The navigation and the theme control sit together at the end of the row.
    marginInlineEnd: 'auto',
    selectors: { '&:hover': { color: vars.color.secondaryDark } },
  },
]);

export const main = style([
  container,
  {
    flex: 1,
    paddingTop: vars.space['4'],
    paddingBottom: vars.space['6'],
    '@media': { [mediaUp('sm')]: { paddingTop: vars.space['6'], paddingBottom: vars.space['8'] } },
    // <main> takes focus only from the skip link; the page itself needs no ring.
    selectors: { '&:focus-visible': { outlineColor: 'transparent' } },
  },
]);

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  // Below sm the main navigation is a bar fixed to the viewport bottom: the
  // footer, last on the page, keeps the bar's height free so it covers nothing.
  paddingBottom: `calc(${vars.layout.bottomBar} + env(safe-area-inset-bottom, 0px))`,
  '@media': { [mediaUp('sm')]: { paddingBottom: 0 } },
});

export const footerInner = style([
  text.small,
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: vars.space['3'],
    rowGap: vars.space['0.5'],
    paddingBlock: vars.space['3'],
  },
]);

/** A page's prerendered HTML shown while its chunk loads (PrerenderedMain.tsx): laid out as the page's own children. */
export const prerendered = style({ display: 'contents' });
