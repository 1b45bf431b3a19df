/**
 * Design tokens as plain data: the single source of truth for the theme.
 * Styles (theme.css.ts, sprinkles.css.ts, typography.css.ts), the Playwright
 * suite and Node scripts all import this file, so it must stay free of
 * vanilla-extract and of any browser API.
 */

/** The spacing unit: every gap is a multiple of 8 pixels. */
export const spacingUnit = 8;

/** Multiples of the spacing unit that the styles may use. */
export const spaceScale = [0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10] as const;
export type SpaceStep = (typeof spaceScale)[number];

/** Breakpoints, in pixels (min-width): phones, small tablets, tablets, laptops, wide screens. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The content column's maximum width: the large breakpoint, so lines stay readable on wide screens. */
export const containerMaxWidth = breakpoints.lg;

export const radii = { sm: 4, md: 8, lg: 16, pill: 999 } as const;

/** The colour themes: the same roles in each, so components read a role and never know which theme is on. */
export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

/** Colours by role, per theme. Every text/background pair the interface draws is listed in `contrastPairs`. */
export const palettes = {
  light: {
    primary: '#123c69',
    primaryLight: '#4a6fa5',
    primaryContrast: '#ffffff',
    secondary: '#c0392b',
    secondaryDark: '#8e1f14',
    secondaryContrast: '#ffffff',
    background: '#faf6ec',
    paper: '#fffdf8',
    text: '#1d1c1a',
    textMuted: '#57534c',
    border: '#d9d2c3',
    focus: '#123c69',
  },
  // Warm greys under light text; the blues and reds turn light so that they stay readable as text, and the
  // filled buttons and badges take dark text on them.
  dark: {
    primary: '#9ec5f2',
    primaryLight: '#c4dcf8',
    primaryContrast: '#0c1a2b',
    secondary: '#ef8577',
    secondaryDark: '#f5a99e',
    secondaryContrast: '#2b0d09',
    background: '#161514',
    paper: '#1f1e1b',
    text: '#ece7dd',
    textMuted: '#b0a898',
    border: '#3b3833',
    focus: '#9ec5f2',
  },
} as const satisfies Record<ThemeName, Record<string, string>>;
export type ColorRole = keyof typeof palettes.light;
export type Palette = Record<ColorRole, string>;

/** The light palette: what print, the social card and the web app manifest use. */
export const palette: Palette = palettes.light;

/** Shadows per theme: on the dark surfaces they are darker, or they would not show. */
export const shadows = {
  light: {
    card: '0 1px 2px rgb(29 28 26 / 0.06), 0 2px 8px rgb(29 28 26 / 0.06)',
    raised: '0 4px 12px rgb(29 28 26 / 0.1), 0 12px 28px rgb(29 28 26 / 0.08)',
    bar: '0 -2px 12px rgb(29 28 26 / 0.1)',
  },
  dark: {
    card: '0 1px 2px rgb(0 0 0 / 0.4), 0 2px 8px rgb(0 0 0 / 0.3)',
    raised: '0 4px 12px rgb(0 0 0 / 0.45), 0 12px 28px rgb(0 0 0 / 0.4)',
    bar: '0 -2px 12px rgb(0 0 0 / 0.5)',
  },
} as const satisfies Record<ThemeName, Record<string, string>>;

/**
 * Pictures per theme: on dark surfaces the illustrations and photos are dimmed a little (their light
 * backgrounds would glare), and logos sit on a light tile, since an owner's logo is often drawn in
 * dark ink for a light page.
 */
export const imageTreatments = {
  light: { filter: 'none', logoBackdrop: 'transparent', logoInset: '0px', logoRadius: '0px' },
  dark: { filter: 'brightness(0.88)', logoBackdrop: palettes.dark.text, logoInset: '3px', logoRadius: `${radii.sm}px` },
} as const satisfies Record<ThemeName, Record<string, string>>;

/**
 * Text/background pairs the interface actually draws, with the WCAG level each
 * must reach (4.5 for normal text, 3 for large text and non-text indicators).
 * The roles are the same in every theme; each theme's palette is held to them.
 */
export const contrastPairs: ReadonlyArray<{ fg: ColorRole; bg: ColorRole; min: number; use: string }> = [
  { fg: 'text', bg: 'background', min: 4.5, use: 'body text on the page' },
  { fg: 'text', bg: 'paper', min: 4.5, use: 'body text on cards' },
  { fg: 'textMuted', bg: 'background', min: 4.5, use: 'secondary text on the page' },
  { fg: 'textMuted', bg: 'paper', min: 4.5, use: 'secondary text on cards' },
  { fg: 'primary', bg: 'background', min: 4.5, use: 'links and headings on the page' },
  { fg: 'primary', bg: 'paper', min: 4.5, use: 'links and nav labels on surfaces' },
  { fg: 'primaryContrast', bg: 'primary', min: 4.5, use: 'filled buttons' },
  { fg: 'primaryContrast', bg: 'primaryLight', min: 4.5, use: 'filled buttons, hovered' },
  { fg: 'secondaryDark', bg: 'paper', min: 4.5, use: 'badges and accents on cards' },
  { fg: 'secondaryContrast', bg: 'secondaryDark', min: 4.5, use: 'badge text' },
  { fg: 'secondary', bg: 'paper', min: 3, use: 'active indicator bar' },
  { fg: 'focus', bg: 'background', min: 3, use: 'focus ring on the page' },
  { fg: 'focus', bg: 'paper', min: 3, use: 'focus ring on surfaces' },
];

/** The browser's colour for its own interface around the page (the theme-color meta), per theme. */
export const themeColor: Record<ThemeName, string> = { light: palettes.light.primary, dark: palettes.dark.paper };

/**
 * Roboto by default, Montserrat for h1, h2 and h4, Nunito for h6.
 * Each '… Fallback' is a local Arial sized to the web font's metrics (fonts.css),
 * so text drawn before the web font arrives takes the same space.
 */
export const fontFamilies = {
  body: "'Roboto', 'Roboto Fallback', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  display: "'Montserrat', 'Montserrat Fallback', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  rounded: "'Nunito', 'Nunito Fallback', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
  /** Token names in the gallery, BibTeX on the publication pages. Self-hosted like the others, so no machine's own monospace face ever shows. */
  mono: "'Roboto Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
} as const;
export type FontFamilyRole = keyof typeof fontFamilies;

/** The faces the type scale uses; fonts.css self-hosts exactly these (woff2). */
export const fontFaces = [
  { family: 'Roboto', weight: 400 },
  { family: 'Roboto', weight: 500 },
  { family: 'Montserrat', weight: 600 },
  { family: 'Nunito', weight: 700 },
  { family: 'Roboto Mono', weight: 400 },
] as const;

export interface TypeVariant {
  family: FontFamilyRole;
  weight: 400 | 500 | 600 | 700;
  /** Size in px below the md breakpoint, then from md up. */
  size: readonly [number, number];
  lineHeight: number;
  letterSpacing?: string;
}

export const typeScale = {
  h1: { family: 'display', weight: 600, size: [32, 44], lineHeight: 1.15, letterSpacing: '-0.01em' },
  h2: { family: 'display', weight: 600, size: [24, 30], lineHeight: 1.25 },
  h3: { family: 'body', weight: 500, size: [19, 21], lineHeight: 1.3 },
  h4: { family: 'display', weight: 600, size: [17, 18], lineHeight: 1.35 },
  h5: { family: 'body', weight: 500, size: [16, 17], lineHeight: 1.4 },
  h6: { family: 'rounded', weight: 700, size: [13, 13], lineHeight: 1.4, letterSpacing: '0.08em' },
  body1: { family: 'body', weight: 400, size: [16, 17], lineHeight: 1.6 },
  body2: { family: 'body', weight: 400, size: [15, 15], lineHeight: 1.55 },
  small: { family: 'body', weight: 400, size: [13, 13], lineHeight: 1.45 },
  button: { family: 'body', weight: 500, size: [15, 15], lineHeight: 1.2 },
} as const satisfies Record<string, TypeVariant>;
export type TypeVariantName = keyof typeof typeScale;

/** Heights of the navigation bars; <main> is padded by the bottom bar's height below sm. */
export const layout = { topBarHeight: 64, bottomBarHeight: 64, tocWidth: 240 } as const;

/**
 * Content cards lay out by their own width (a container query): from
 * `rowMinWidth` up the image sits beside the text, its column clamped
 * between `mediaMin` and `mediaMax`. Images are 16:10. A list's text-only
 * row puts its links beside the text from `rowActionsBeside` up, in a
 * column at most `rowActionsMax` wide.
 */
export const cardLayout = {
  rowMinWidth: 540,
  mediaMin: 200,
  mediaMax: 320,
  mediaRatio: [16, 10],
  rowActionsBeside: 720,
  rowActionsMax: 320,
  /** A paper's preview beside its row: narrow phones, then from `sm`; 16:10 keeps it within a row's three lines. */
  previewWidth: { xs: 56, sm: 112 },
} as const;

export const motion = { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' } as const;

/** Wrap rules (and scripts) that move things, so reduced motion is the default. */
export const motionOk = '(prefers-reduced-motion: no-preference)';
export const motionReduced = '(prefers-reduced-motion: reduce)';

/** The stacking order, lowest first: what sits over what is read here, not from scattered numbers. */
export const zIndex = { toc: 5, navBar: 10, skipLink: 100, devWarnings: 2147483647 } as const;

/**
 * The focus ring, in px: always drawn (transparent at rest, so Windows High Contrast shows it), coloured on
 * focus; `inset` draws it inside a link that fills its bar (the bottom bar, the contents), where outside it is cut.
 */
export const focusRing = { width: 3, offset: 2, inset: -3 } as const;

/**
 * Home's photo: its width below sm, from sm, md and lg (md up it is the hero's second column). The
 * styles and the image sizes the build makes both read these.
 */
export const photoWidth = { xs: 200, sm: 240, md: 340, lg: 380 } as const;

/** A length in CSS pixels, from a token's unitless number. */
export const px = (n: number) => `${n}px`;

/** Media query for a breakpoint's lower bound, shared by styles and tests. */
export const mediaUp = (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`;

/** Media query from one breakpoint's lower bound up to just below another's. */
export const mediaBetween = (from: Breakpoint, to: Breakpoint) =>
  `${mediaUp(from)} and (max-width: ${breakpoints[to] - 0.02}px)`;
