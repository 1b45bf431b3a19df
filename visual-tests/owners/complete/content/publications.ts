import type { PublicationOverride } from '../../../../src/content/types';
import { publicationOverrides as sample } from '../../../../sample/content/publications';

/** The complete test owner keeps the sample's overrides: its other papers need none, its talks come from its .bib. */
export * from '../../../../sample/content/publications';

/** Its .bib has the HRI ’23 report as its poster and the HRI ’26 paper as a conference paper. */
const { kind: _poster, ...early } = sample.lindqvist2026early!;
export const publicationOverrides: Record<string, PublicationOverride> = {
  ...sample,
  lindqvist2023gaze: { ...sample.lindqvist2023gaze, kind: 'Poster' },
  lindqvist2026early: early,
};

/** Its counts from citations.json (the sample shows none): on a card, on a row, a four-digit count, an older day. */
export const citationCounts = true;
