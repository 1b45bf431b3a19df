import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { cardLayout, motionOk, px } from '../../styles/tokens';
import { fadeInOnShow } from '../../styles/primitives.css';
import { root, wide } from './Card.css';

/**
 * The images' intrinsic size, in the tokens' aspect ratio. Exported from here (a build-time
 * module) so that Card's JavaScript does not carry the whole token set.
 */
const [ratioW, ratioH] = cardLayout.mediaRatio;
export const imageSize = { width: ratioW * 40, height: ratioH * 40 };

/** Stacked on narrow cards; image beside the text once the card is wide enough. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // The image keeps its ratio; the text takes the rest of a stretched card.
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  '@container': {
    [wide]: {
      gridTemplateColumns: `clamp(${px(cardLayout.mediaMin)}, 36%, ${px(cardLayout.mediaMax)}) minmax(0, 1fr)`,
      gridTemplateRows: 'auto',
    },
  },
});

/* Both images share one grid cell, so the box keeps its size whichever shows. */
export const media = style({
  display: 'grid',
  aspectRatio: `${cardLayout.mediaRatio[0]} / ${cardLayout.mediaRatio[1]}`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  filter: vars.image.filter,
  '@container': {
    [wide]: {
      alignSelf: 'start',
      margin: vars.space['2'],
      marginInlineEnd: 0,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      overflow: 'hidden',
    },
  },
});

// A raster image comes wrapped in a <picture> (Picture.tsx): the wrapper leaves the grid to its <img>.
globalStyle(`${media} > picture`, { display: 'contents' });

/** The main image while the hover image is shown: the hover image follows it, or follows its <picture>. */
const swapped = [`${root}:hover`, `${root}:focus-within`]
  .flatMap((state) => [`${state} &:not(:last-child)`, `${state} picture:not(:last-child) > &`])
  .join(', ');

const image = style({
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const mainImage = style([
  image,
  {
    // Hidden once the hover image (the next sibling, when there is one) has faded in over it
    // (the delay is the fade's length).
    selectors: { [swapped]: { visibility: 'hidden' } },
    '@media': {
      [motionOk]: {
        selectors: { [swapped]: { transition: `visibility 0s linear ${vars.motion.normal}` } },
      },
    },
  },
]);

/**
 * Not displayed until the card is hovered or has focus inside: a lazy image that is not displayed
 * is not requested, so hover images cost nothing until someone points at a card.
 */
export const hoverImage = style([
  image,
  fadeInOnShow,
  {
    display: 'none',
    selectors: { [`${root}:hover &, ${root}:focus-within &`]: { display: 'block' } },
  },
]);
