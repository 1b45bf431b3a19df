/** The complete test owner keeps the sample's overrides: its other papers need none, its talks come from its .bib. */
export * from '../../../../sample/content/publications';
