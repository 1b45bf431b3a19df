import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';
import { motionOk } from '../../styles/tokens';
import { text } from '../../styles/typography.css';

/* Two axes: the emphasis (filled for the one main action, outlined, text) and the size (medium meets
   the 48px touch target; small, for cards' secondary links, still clears WCAG 2.5.8's 24px). */
export const linkButton = recipe({
  base: [
    text.button,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space['1'],
      borderRadius: vars.radius.pill,
      border: '2px solid transparent',
      textDecoration: 'none',
      // No nowrap: a label longer than the column (Arabic's "كل الأبحاث على الباحث العلمي من Google" on a 320px
      // phone) wraps rather than widen the page; one that fits stays on one line.
      cursor: 'pointer',
      '@media': {
        [motionOk]: {
          transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
        },
      },
    },
  ],
  variants: {
    variant: {
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
    },
    size: {
      small: { minHeight: vars.space['4'], paddingInline: vars.space['1.5'] },
      medium: { minHeight: vars.space['6'], paddingInline: vars.space['3'] },
    },
  },
  defaultVariants: { variant: 'outlined', size: 'medium' },
});

export type LinkButtonVariants = NonNullable<RecipeVariants<typeof linkButton>>;

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
