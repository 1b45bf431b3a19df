import { style } from '@vanilla-extract/css';
import { motionOk, vars } from '../../styles/theme.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.paper,
  boxShadow: vars.shadow.raised,
  // The portraits are 4:5; the box keeps that shape before any image arrives.
  aspectRatio: '4 / 5',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const hoverImage = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  // The pointer stays on the photo underneath, which carries the alt text.
  pointerEvents: 'none',
  selectors: { [`${root}:hover &`]: { opacity: 1 } },
  '@media': { [motionOk]: { transition: `opacity ${vars.motion.normal} ${vars.motion.easing}` } },
});
