import { keyframes, style } from '@vanilla-extract/css';
import { motionOk, vars } from './theme.css';

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
