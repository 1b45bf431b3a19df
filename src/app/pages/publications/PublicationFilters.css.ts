import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { mediaUp, motionOk } from '../../../styles/tokens';
import { focusRingRest, focusRingShown } from '../../../styles/primitives.css';
import { sprinkles } from '../../../styles/sprinkles.css';

export const filters = style({
  display: 'grid',
  gap: vars.space['2'],
  marginBottom: vars.space['2'],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(260px, 1fr) 2fr', alignItems: 'start' } },
});

export const fieldLabel = style({
  display: 'block',
  marginBottom: vars.space['0.5'],
  color: vars.color.textMuted,
  fontWeight: 500,
});

export const searchField = style({ minWidth: 0 });

export const searchBox = style({ position: 'relative', display: 'block' });

export const searchIcon = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: vars.space['1.5'],
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.space['6'],
  paddingInline: `${vars.space['5']} ${vars.space['1.5']}`,
  color: vars.color.text,
  background: vars.color.paper,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  ...focusRingRest,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': focusRingShown,
  },
});

export const kinds = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const chips = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '1' });

/** A radio as a chip: the input stays in the page (keyboard, forms), the label shows its state. */
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.space['5'],
  paddingInline: vars.space['1.5'],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.paper,
  color: vars.color.primary,
  fontWeight: 500,
  cursor: 'pointer',
  ...focusRingRest,
  '@media': { [motionOk]: { transition: `background-color ${vars.motion.fast} ${vars.motion.easing}` } },
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:has(:checked)': { background: vars.color.primary, color: vars.color.primaryContrast },
    '&:has(:focus-visible)': focusRingShown,
  },
});

/* Transparent over the whole chip: a click anywhere on it is a click on the radio itself. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const count = style({ fontVariantNumeric: 'tabular-nums', opacity: 0.85 });
