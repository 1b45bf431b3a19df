import { style } from '@vanilla-extract/css';
import { fadeInOnShow } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.paper,
  boxShadow: vars.shadow.raised,
  filter: vars.image.filter,
  // The portraits are 4:5; the box keeps that shape before any image arrives.
  aspectRatio: '4 / 5',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Not displayed until hovered: a lazy image that is not displayed is not requested. */
export const hoverImage = style([
  fadeInOnShow,
  {
    position: 'absolute',
    inset: 0,
    display: 'none',
    // The pointer stays on the photo underneath, which carries the alt text.
    pointerEvents: 'none',
    selectors: { [`${root}:hover &`]: { display: 'block' } },
  },
]);
