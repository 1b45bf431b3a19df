import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { sprinkles } from '../../../styles/sprinkles.css';

/** The count on the left, the download on the right (under it on a narrow screen). */
export const statusRow = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between' }),
  { columnGap: vars.space['3'], rowGap: vars.space['1'], marginBottom: vars.space['3'] },
]);

export const status = style({ margin: 0, color: vars.color.textMuted });

export const empty = style({ margin: 0 });

export const clear = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** "Download these N as BibTeX": a quiet text button with its icon. */
export const download = style([
  clear,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: 24,
    selectors: { '&:disabled': { color: vars.color.textMuted, textDecoration: 'none', cursor: 'default' } },
  },
]);

export const onePage = style({ marginTop: vars.space['4'], marginBottom: 0 });

/** Marks the end of what is rendered; its height keeps it apart from the footer. */
export const end = style({ height: 1 });

/** What the marks after authors' names mean, under the list. */
export const legend = style({ marginTop: vars.space['4'] });
