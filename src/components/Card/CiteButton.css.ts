import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { text } from '../../styles/typography.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
});

/* Matches LinkButton's outlined, small look; it is a <button>, so it resets the UA styles too. */
export const button = style({
  margin: 0,
  paddingBlock: 0,
  selectors: {
    '&[data-state="copied"]': { borderColor: vars.color.secondaryDark, color: vars.color.secondaryDark },
    '&[data-state="copied"]:hover': { background: vars.color.secondaryDark, color: vars.color.secondaryContrast },
  },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

/* Spaced from the button only while it says something: empty, it takes no room (a row's Cite ends flush right). */
export const status = style([
  text.small,
  {
    color: vars.color.secondaryDark,
    fontWeight: 500,
    selectors: { '&:not(:empty)': { marginInlineStart: vars.space['1'] } },
  },
]);

export const offscreen = style({ position: 'fixed', top: 0, insetInlineStart: 0, opacity: 0, pointerEvents: 'none' });
