import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { sprinkles } from '../styles/sprinkles.css';

/** A publication's own page: one column, as wide as a comfortable line. */
export const paper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1.5'],
  maxWidth: '46rem',
});

export const figure = style({
  width: '100%',
  maxWidth: '32rem',
  height: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  filter: vars.image.filter,
});
globalStyle(`${paper} > picture`, { display: 'contents' });

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1' });

export const section = style({ marginTop: vars.space['2'] });

export const sectionHeading = style({ marginBottom: vars.space['1'], color: vars.color.text });

export const abstract = style({ color: vars.color.text });

/** The entry as written, for copying by hand: a long line wraps (nothing to scroll, on a phone either). */
export const bibtex = style({
  margin: 0,
  padding: vars.space['2'],
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.font.mono,
  fontSize: '0.8125rem',
  lineHeight: 1.5,
  color: vars.color.text,
  background: vars.color.paper,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const back = style({ marginTop: vars.space['2'] });

/** The one-page list: the lead under the heading, the list, the legend. */
export const lead = style({ marginBottom: vars.space['3'], color: vars.color.textMuted });

export const legend = style({ marginTop: vars.space['3'] });
