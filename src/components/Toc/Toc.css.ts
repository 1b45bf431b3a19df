import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { focusRing, mediaUp, motionOk, motionReduced, px, zIndex } from '../../styles/tokens';

const md = mediaUp('md');

/** The queries Toc.tsx asks (from here, so its JavaScript does not carry the token set): layout, then motion. */
export const wideQuery = md;
export const reducedMotionQuery = motionReduced;

/* Below md: a sticky bar above the sections that opens into the list. From md: a sticky side column. */
export const root = style({
  position: 'sticky',
  top: vars.space['1'],
  zIndex: zIndex.toc,
  // Its own compositing layer from the first frame: Chromium otherwise promotes the sticky bar only
  // at times, and its letter-spaced label then rasterizes differently (the same page, two renderings).
  willChange: 'transform',
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // A strip of page colour above the bar hides text scrolling through the gap over it.
  boxShadow: `${vars.shadow.card}, 0 calc(-1 * ${vars.space['1.5']}) 0 0 ${vars.color.background}`,
  '@media': {
    [md]: {
      top: vars.space['3'],
      alignSelf: 'start',
      // The heading stays put; a list taller than the window scrolls inside the column.
      display: 'flex',
      flexDirection: 'column',
      maxHeight: `calc(100vh - ${vars.space['6']})`,
      background: 'none',
      border: 0,
      borderRadius: 0,
      boxShadow: 'none',
      paddingBlock: vars.space['0.5'],
      willChange: 'auto',
    },
  },
});

export const heading = style({
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  '@media': { [md]: { marginBottom: vars.space['1.5'], paddingInlineStart: vars.space['2'] } },
});

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1.5'],
  width: '100%',
  minHeight: vars.space['6'],
  paddingInline: vars.space['2'],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outlineOffset: px(focusRing.inset),
});

/* The current section, after the label: what the reader is looking at, at a glance. */
export const current = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.primary,
  fontWeight: 500,
  letterSpacing: 'normal',
  textTransform: 'none',
});

export const chevron = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.primary,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
  '@media': { [motionOk]: { transition: `transform ${vars.motion.normal} ${vars.motion.easing}` } },
});
