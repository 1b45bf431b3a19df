import { globalStyle, style } from '@vanilla-extract/css';
import { themeAttribute } from '../../styles/themeChoice';
import { vars } from '../../styles/theme.css';
import { mediaBetween } from '../../styles/tokens';
import { hiddenVisually } from '../../styles/visuallyHidden.css';
import { text } from '../../styles/typography.css';

export const button = style([
  text.button,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.space['6'],
    minWidth: vars.space['6'],
    justifyContent: 'center',
    paddingInline: vars.space['1'],
    border: 0,
    borderRadius: vars.radius.md,
    background: 'none',
    color: vars.color.textMuted,
    cursor: 'pointer',
    '@media': { [mediaBetween('sm', 'md')]: { minWidth: vars.space['5'], paddingInline: vars.space['0.5'] } },
    selectors: { '&:hover': { color: vars.color.primary, background: vars.color.background } },
  },
]);

export const face = style({ display: 'none', alignItems: 'center', gap: vars.space['0.5'] });

/* The face of the current choice: none on <html> is the system setting. */
globalStyle(
  [
    `:root:not([${themeAttribute}]) ${face}[data-choice="system"]`,
    `:root[${themeAttribute}="light"] ${face}[data-choice="light"]`,
    `:root[${themeAttribute}="dark"] ${face}[data-choice="dark"]`,
  ].join(', '),
  { display: 'inline-flex' },
);

export const icon = style({ flexShrink: 0 });

/* Between sm and md the header row is full with the navigation: the word hides, the name keeps it. */
export const label = style({
  '@media': { [mediaBetween('sm', 'md')]: hiddenVisually },
});
