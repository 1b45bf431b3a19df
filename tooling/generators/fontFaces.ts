import { fontFaces, fontFamilies } from '../../src/styles/tokens.ts';

type Face = (typeof fontFaces)[number];

const monospace = fontFamilies.mono.split(',')[0]!.replaceAll("'", '').trim();

/**
 * The faces the pages set their text in (all but the monospace one, which only the token gallery
 * and the BibTeX on the publication pages use): after the first paint the boot script fetches their
 * latin files together and turns the web fonts on once all are in, so the page is laid out again
 * once, not once per face.
 */
export const pageFaces: readonly Face[] = fontFaces.filter((f) => f.family !== monospace);

/**
 * The woff2 file name the build emits for a face: the @fontsource latin file (or another subset's),
 * cut down by tooling/plugins/fontSubset.ts and hashed by Vite.
 */
export const faceFilePrefix = (face: Face, subset = 'latin') => `${faceStem(face, subset)}-`;

/** Whether `file` (a path or a name) is the woff2 Vite emitted for `face` (its latin subset unless named). */
export const isFaceFile = (face: Face, file: string, subset = 'latin') =>
  file.endsWith('.woff2') && (file.split('/').pop() ?? '').startsWith(faceFilePrefix(face, subset));

/**
 * `roboto-mono-latin-400-normal`: the @fontsource file's name without extension, for the latin subset
 * unless another (`latin-ext`, `vietnamese`, …) is named; every other name derives from it.
 */
export const faceStem = ({ family, weight }: Pick<Face, 'family' | 'weight'>, subset = 'latin') =>
  `${familyPackage(family)}-${subset}-${weight}-normal`;

/** The @fontsource package folder of a family (`Roboto Mono` → `roboto-mono`). */
export const familyPackage = (family: string) => family.toLowerCase().replaceAll(' ', '-');
