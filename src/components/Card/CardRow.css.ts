import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { cardLayout, px } from '../../styles/tokens';
import { sprinkles } from '../../styles/sprinkles.css';
import { abbr, badge } from './Card.css';

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
