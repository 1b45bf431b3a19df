import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { spacingUnit } from '../../styles/tokens';
import { plainList } from '../../styles/primitives.css';
import { sprinkles } from '../../styles/sprinkles.css';

// Past 120 lines on purpose: one grid whose rail, dots and two layouts name each other's areas and sizes.

/* The layout follows the list's own width: it sits beside a side column on some screens. */
const timeline = createContainer();
const wide = `${timeline} (min-width: ${spacingUnit * 66}px)`;

/*
 * Narrow: rail | logo + date, then title and text across the full width.
 * Wide:   date | rail | logo | title and text.
 */
const dateColumn = '8.5rem';
const dot = vars.space['1.5'];
const rail = {
  narrow: `calc(${dot} / 2)`,
  wide: `calc(${dateColumn} + ${vars.space['2']} + ${vars.space['1']})`,
};

export const list = style([
  plainList,
  {
    containerType: 'inline-size',
    containerName: timeline,
  },
]);

export const logo = style({
  gridArea: 'logo',
  width: vars.space['4'],
  height: vars.space['4'],
  padding: vars.image.logoInset,
  borderRadius: vars.image.logoRadius,
  background: vars.image.logoBackdrop,
  '@container': { [wide]: { width: vars.space['5'], height: vars.space['5'] } },
});

/** A list in which no entry has a logo gives the logo's column to the text. */
const withoutLogos = `${list}:not(:has(${logo})) &`;

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.space['4']} minmax(0, 1fr)`,
  gridTemplateAreas: '"logo when" "content content"',
  columnGap: vars.space['1.5'],
  rowGap: vars.space['1'],
  paddingInlineStart: vars.space['3'],
  paddingBottom: vars.space['4'],
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    // The rail: from this entry's dot down to the next one; the last entry ends at its dot.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${rail.narrow} - 1px)`,
      top: vars.space['2'],
      bottom: `calc(-1 * ${vars.space['2']})`,
      width: '2px',
      background: vars.color.border,
    },
    '&:last-child::before': { display: 'none' },
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${rail.narrow} - ${dot} / 2)`,
      top: `calc(${vars.space['2']} - ${dot} / 2)`,
      width: dot,
      height: dot,
      boxSizing: 'border-box',
      borderRadius: vars.radius.pill,
      border: `2px solid ${vars.color.primary}`,
      background: vars.color.paper,
    },
    // An entry still going on gets a filled dot with a ring.
    '&[data-current]::after': {
      borderColor: vars.color.secondary,
      background: vars.color.secondary,
      boxShadow: `0 0 0 ${vars.space['0.5']} ${vars.color.paper}, 0 0 0 calc(${vars.space['0.5']} + 1px) ${vars.color.secondary}`,
    },
    [withoutLogos]: { gridTemplateAreas: '"when when" "content content"' },
  },
  '@container': {
    [wide]: {
      gridTemplateColumns: `${dateColumn} ${vars.space['2']} ${vars.space['5']} minmax(0, 1fr)`,
      gridTemplateAreas: '"when . logo content"',
      columnGap: vars.space['2'],
      paddingInlineStart: 0,
      selectors: {
        '&::before': { insetInlineStart: `calc(${rail.wide} - 1px)`, top: vars.space['1.5'] },
        '&::after': { insetInlineStart: `calc(${rail.wide} - ${dot} / 2)`, top: vars.space['0.5'] },
        [withoutLogos]: { gridTemplateAreas: '"when . content content"' },
      },
    },
  },
});

export const when = style({
  gridArea: 'when',
  alignSelf: 'center',
  color: vars.color.textMuted,
  fontWeight: 500,
  fontVariantNumeric: 'tabular-nums',
  '@container': { [wide]: { alignSelf: 'start', textAlign: 'end', paddingTop: '1px' } },
});

export const content = style({ gridArea: 'content', display: 'grid', gap: vars.space['0.5'], minWidth: 0 });

export const title = style({ color: vars.color.primary });

export const subtitle = style({ color: vars.color.text, fontWeight: 500 });

export const text = style({ color: vars.color.textMuted, maxWidth: '68ch' });

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '1' }),
  { marginTop: vars.space['1'] },
]);

globalStyle(`${content} > ${text}`, { marginTop: vars.space['0.5'] });
