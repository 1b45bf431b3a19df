import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing, mediaUp, motionOk, px } from './tokens';

/** A list that is a list to assistive technology but draws no markers or indents. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A small outlined label in the text (a talk's type, "Upcoming"): its colour is the caller's, border and text alike. */
export const outlinedPill = style({
  display: 'inline-block',
  paddingInline: vars.space['1'],
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontWeight: 500,
  lineHeight: 1.3,
});

/** A panel on the page colour: the cards, the CV's sections, the token gallery's sections. */
export const surface = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** A surface lifted off the page by the card shadow. */
export const raisedSurface = style([surface, { boxShadow: vars.shadow.card }]);

const appear = keyframes({ from: { opacity: 0 } });

/** Fades in each time it goes from display: none to shown (the hover images), where motion is welcome. */
export const fadeInOnShow = style({
  '@media': { [motionOk]: { animation: `${appear} ${vars.motion.normal} ${vars.motion.easing}` } },
});

/** The focus ring at rest (transparent, so Windows High Contrast still draws it) and under keyboard focus. */
export const focusRingRest = {
  outline: `${px(focusRing.width)} solid transparent`,
  outlineOffset: px(focusRing.offset),
};
export const focusRingShown = { outlineColor: vars.color.focus };

/** The page's column: the header, <main> and the footer line up on it. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.container,
  marginInline: 'auto',
  paddingInline: vars.space['2'],
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space['3'] } },
});

/** Shown from sm up only: the full form of a label whose short form a phone shows (Scholar's button). */
export const wideOnly = style({
  display: 'none',
  '@media': { [mediaUp('sm')]: { display: 'inline' } },
});
