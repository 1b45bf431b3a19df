import { style, styleVariants } from '@vanilla-extract/css';
import { motionOk, vars } from '../../styles/theme.css';
import { text } from '../../styles/typography.css';

export const root = style([
  text.button,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['1'],
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '@media': {
      [motionOk]: {
        transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
      },
    },
  },
]);

export const variant = styleVariants({
  filled: {
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    selectors: { '&:hover': { background: vars.color.primaryLight } },
  },
  outlined: {
    background: vars.color.paper,
    color: vars.color.primary,
    borderColor: vars.color.primary,
    selectors: { '&:hover': { background: vars.color.primary, color: vars.color.primaryContrast } },
  },
  text: {
    background: 'transparent',
    color: vars.color.primary,
    selectors: { '&:hover': { background: vars.color.background } },
  },
});

/* medium meets the 48px touch target; small (cards' secondary links) still clears WCAG 2.5.8's 24px. */
export const size = styleVariants({
  small: { minHeight: vars.space['4'], paddingInline: vars.space['1.5'] },
  medium: { minHeight: vars.space['6'], paddingInline: vars.space['3'] },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
