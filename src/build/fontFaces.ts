import { fontFaces } from '../styles/tokens.ts';

type Face = (typeof fontFaces)[number];

/**
 * The faces the first screen of every page draws, preloaded from index.html so
 * text never swaps late: the site name (Nunito 700, the h6 style), the nav
 * labels (Roboto 500), the page title (Montserrat 600) and body text (Roboto 400).
 */
export const preloadFaces: readonly Face[] = fontFaces;

/** The woff2 file name the build emits for a face (the @fontsource latin file, hashed by Vite). */
export const faceFilePrefix = ({ family, weight }: Face) => `${family.toLowerCase()}-latin-${weight}-normal-`;
