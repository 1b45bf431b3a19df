/** The complete test owner keeps the sample's overrides: its other papers need none, its talks come from its .bib. */
export * from '../../../../sample/content/publications';

/** Its counts from citations.json (the sample shows none): on a card, on a row, a four-digit count, an older day. */
export const citationCounts = true;
