import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { cardLayout, motionOk, px } from '../../styles/tokens';
import { fadeInOnShow, raisedSurface } from '../../styles/primitives.css';
import { sprinkles } from '../../styles/sprinkles.css';

const card = createContainer();
const wide = `${card} (min-width: ${px(cardLayout.rowMinWidth)})`;

/**
 * The images' intrinsic size, in the tokens' aspect ratio. Exported from here (a build-time
 * module) so that Card's JavaScript does not carry the whole token set.
 */
const [ratioW, ratioH] = cardLayout.mediaRatio;
export const imageSize = { width: ratioW * 40, height: ratioH * 40 };

export const root = style([
  raisedSurface,
  {
    containerName: card,
    containerType: 'inline-size',
    height: '100%',
    overflow: 'hidden',
    '@media': {
      [motionOk]: { transition: `box-shadow ${vars.motion.normal} ${vars.motion.easing}` },
    },
    selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.raised } },
  },
]);

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

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  height: '100%',
  padding: vars.space['2'],
  '@container': { [wide]: { padding: vars.space['3'], paddingInlineStart: vars.space['3'] } },
});

export const eyebrow = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' }),
  { color: vars.color.textMuted },
]);

/** A short label in a pill, before the title: the kind, filled; the venue's short name, outlined. */
const pill = {
  display: 'inline-block',
  paddingInline: vars.space['1'],
  paddingBlock: vars.space['0.5'],
  borderRadius: vars.radius.pill,
  fontWeight: 500,
} as const;

export const badge = style({
  ...pill,
  background: vars.color.secondaryDark,
  color: vars.color.secondaryContrast,
  lineHeight: 1.2,
});

export const abbr = style({
  ...pill,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.primary,
  lineHeight: 1.1,
});

export const award = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: '1' }),
  { color: vars.color.secondaryDark, fontWeight: 500 },
]);

export const title = style({ color: vars.color.primary, textWrap: 'pretty' });

export const muted = style({ color: vars.color.textMuted });

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' }),
  // Buttons line up at the bottom of cards that share a grid row.
  { marginTop: 'auto', paddingTop: vars.space['1'] },
]);

/**
 * The `row` variant: a line of a long list, divided from the next by a rule. From `rowActionsBeside`
 * wide, the actions sit to the right of the text, so a text-only entry is three lines high.
 */
const rowContainer = createContainer();
const wideRow = `${rowContainer} (min-width: ${px(cardLayout.rowActionsBeside)})`;

export const row = style({
  containerName: rowContainer,
  containerType: 'inline-size',
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowLayout = style({
  display: 'grid',
  gap: vars.space['1'],
  '@container': {
    [wideRow]: { gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: vars.space['4'], alignItems: 'start' },
  },
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['0.5'], minWidth: 0 });

export const rowActions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' }),
  { '@container': { [wideRow]: { justifyContent: 'flex-end', maxWidth: px(cardLayout.rowActionsMax) } } },
]);

/**
 * A row's line under the authors: the kind, the venue's short name, the venue, the date. Inline text,
 * so a long venue wraps as a sentence does, not as a column of boxes.
 */
export const rowMeta = style({ color: vars.color.textMuted });
globalStyle(`${rowMeta} > :is(${badge}, ${abbr})`, { marginInlineEnd: vars.space['1'] });

/** An award at the end of a row's line, in the award's colour, its icon on the text's baseline. */
export const rowAward = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['0.5'],
  marginInlineStart: vars.space['1.5'],
  color: vars.color.secondaryDark,
  fontWeight: 500,
  whiteSpace: 'nowrap',
});

/** The `intro` variant: the heading and intro text only, no image, no links. */
export const intro = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['3'],
});

/** A heading that links (the one-page list: to the paper's own page): the heading's colour, underlined on hover. */
globalStyle(`${title} > a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${title} > a:hover`, { textDecoration: 'underline' });
