import { createGlobalTheme } from '@vanilla-extract/css';
import {
  containerMaxWidth,
  fontFamilies,
  layout,
  motion,
  palette,
  radii,
  spaceScale,
  spacingUnit,
} from './tokens';

const px = (n: number) => `${n}px`;

const space = Object.fromEntries(spaceScale.map((step) => [String(step), px(step * spacingUnit)])) as Record<
  `${(typeof spaceScale)[number]}`,
  string
>;

export const vars = createGlobalTheme(':root', {
  color: { ...palette },
  space,
  font: { ...fontFamilies },
  radius: {
    sm: px(radii.sm),
    md: px(radii.md),
    lg: px(radii.lg),
    pill: px(radii.pill),
  },
  layout: {
    container: px(containerMaxWidth),
    topBar: px(layout.topBarHeight),
    bottomBar: px(layout.bottomBarHeight),
    toc: px(layout.tocWidth),
  },
  motion: { ...motion },
  shadow: {
    card: '0 1px 2px rgb(29 28 26 / 0.06), 0 2px 8px rgb(29 28 26 / 0.06)',
    raised: '0 4px 12px rgb(29 28 26 / 0.1), 0 12px 28px rgb(29 28 26 / 0.08)',
    bar: '0 -2px 12px rgb(29 28 26 / 0.1)',
  },
});

/** Wrap rules that move things, so reduced motion is the default. */
export const motionOk = '(prefers-reduced-motion: no-preference)';
