import { readPublications } from '../../src/build/content/publications';
import { publicationOverrides } from '../../src/content/publications';

/** The sample publications as the site shows them: src/content/publications.bib with its overrides, newest first. */
export const { publications } = readPublications(
  'src/content',
  'src/content',
  { 'publications.ts': { publicationOverrides } },
  'public',
);
