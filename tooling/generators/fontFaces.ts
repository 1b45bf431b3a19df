import { fontFaces } from '../../src/styles/tokens.ts';

type Face = (typeof fontFaces)[number];

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
