import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { cardLayout, motionOk, px } from '../../styles/tokens';
import { raisedSurface } from '../../styles/primitives.css';
import { sprinkles } from '../../styles/sprinkles.css';

const card = createContainer();
/** The card's wide layout (image beside the text), for it and its parts: a query on the card's own width. */
export const wide = `${card} (min-width: ${px(cardLayout.rowMinWidth)})`;

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
