import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';
import { row as cardRow } from '../Card/CardRow.css';

export const yearHeading = style({
  margin: 0,
  marginBottom: vars.space['2'],
  paddingBottom: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/*
 * Block flow, not grid or flex: a long list grows in slices, and appending to a block lays out only
 * the new boxes, where a grid lays out every item again. One publication per row: wide cards put the
 * image beside the text by themselves.
 */
export const years = style({});
export const year = style({});
// Its own class, composed: the rule below spaces this list's items, no other plain list's.
export const list = style([plainList]);
globalStyle(`${years} > * + *`, { marginTop: vars.space['4'] });
globalStyle(`${list} > li + li`, { marginTop: vars.space['3'] });
// Text-only rows (Card's `row` variant) stack on their rules, the last one without.
globalStyle(`${list} > li:has(> ${cardRow}) + li:has(> ${cardRow})`, { marginTop: 0 });
globalStyle(`${list} > li:last-child > ${cardRow}`, { borderBottom: 0 });
globalStyle(`${list} > li:first-child > ${cardRow}`, { paddingTop: vars.space['1'] });
