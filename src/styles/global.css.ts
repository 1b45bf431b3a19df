import { globalStyle } from '@vanilla-extract/css';
import { focusRingRest, focusRingShown } from './primitives.css';
import { vars } from './theme.css';
import { motionOk, motionReduced, typeScale } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  '@media': { [motionOk]: { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: `${typeScale.body1.size[0]}px`,
  lineHeight: typeScale.body1.lineHeight,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, ol, ul', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
// An icon that points along the line (Home's "About me" arrow) points the other way in a right-to-left page.
globalStyle('[dir="rtl"] .lucide-arrow-right', { transform: 'scaleX(-1)' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.18em' });

globalStyle(':where(a, button, [tabindex])', focusRingRest);
globalStyle(':where(a, button, [tabindex]):focus-visible', focusRingShown);

globalStyle('::selection', { background: vars.color.primary, color: vars.color.primaryContrast });

/* Reduced motion: no transitions or animations anywhere, whatever a component sets. */
globalStyle('*, *::before, *::after', {
  '@media': {
    [motionReduced]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
