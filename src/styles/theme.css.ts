import { assignVars, createGlobalTheme, createThemeContract, globalStyle, style } from '@vanilla-extract/css';
import { themeAttribute } from './themeChoice';
import {
  containerMaxWidth,
  fontFamilies,
  imageTreatments,
  layout,
  motion,
  palettes,
  px,
  radii,
  shadows,
  spaceScale,
  spacingUnit,
  type ThemeName,
} from './tokens';

const space = Object.fromEntries(spaceScale.map((step) => [String(step), px(step * spacingUnit)])) as Record<
  `${(typeof spaceScale)[number]}`,
  string
>;

const shared = {
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
};

const themeTokens = (theme: ThemeName) => ({
  ...shared,
  color: { ...palettes[theme] },
  shadow: { ...shadows[theme] },
  image: { ...imageTreatments[theme] },
});

/** What every style reads. Which theme fills it is decided on <html>, never in a component. */
export const vars = createThemeContract(themeTokens('light'));

/** The parts that differ between themes, for a selector or a media query to switch. */
const themeVars = (theme: ThemeName) => ({
  ...assignVars(vars.color, palettes[theme]),
  ...assignVars(vars.shadow, shadows[theme]),
  ...assignVars(vars.image, imageTreatments[theme]),
});

/*
 * Light unless the system asks for dark; a visitor's own choice (data-theme on <html>, set before the
 * first paint by the boot script) wins over the system. Print is always the light palette.
 */
createGlobalTheme(':root', vars, themeTokens('light'));
globalStyle(':root', { colorScheme: 'light' });
const dark = { vars: themeVars('dark'), colorScheme: 'dark' } as const;
globalStyle(`:root[${themeAttribute}="dark"]`, { '@media': { screen: dark } });
globalStyle(`:root:not([${themeAttribute}="light"])`, {
  '@media': { 'screen and (prefers-color-scheme: dark)': dark },
});

/** A part of the page drawn in one theme whatever the page's (the token gallery shows both side by side). */
export const themeScope = {
  light: style({ vars: themeVars('light'), colorScheme: 'light' }),
  dark: style({ vars: themeVars('dark'), colorScheme: 'dark' }),
} satisfies Record<ThemeName, string>;
