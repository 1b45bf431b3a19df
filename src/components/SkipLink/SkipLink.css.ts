import { style } from '@vanilla-extract/css';
import { focusRingShown } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';
import { zIndex } from '../../styles/tokens';
import { text } from '../../styles/typography.css';

/** Off screen until focused, then a visible pill at the top left. */
export const root = style([
  text.button,
  {
    position: 'absolute',
    top: vars.space['1'],
    insetInlineStart: vars.space['1'],
    zIndex: zIndex.skipLink,
    padding: `${vars.space['1.5']} ${vars.space['2']}`,
    borderRadius: vars.radius.md,
    background: vars.color.primary,
    color: vars.color.primaryContrast,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus-visible, &:focus': { transform: 'none', ...focusRingShown },
    },
  },
]);
