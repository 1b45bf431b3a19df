import { styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { mediaUp, typeScale, type TypeVariant } from './tokens';

const variantStyle = ({ family, weight, size, lineHeight, letterSpacing }: TypeVariant) => ({
  fontFamily: vars.font[family],
  fontWeight: weight,
  fontSize: `${size[0]}px`,
  lineHeight,
  // Only the variants that set it: an absent value would be emitted as `letter-spacing: undefined`.
  ...(letterSpacing && { letterSpacing }),
  '@media': { [mediaUp('md')]: { fontSize: `${size[1]}px` } },
});

/** One class per type variant: h1–h6, body1, body2, small, button. */
export const text = styleVariants(typeScale, variantStyle);
