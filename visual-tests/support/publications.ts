import { readPublications } from '../../src/build/content/publications';
import { publicationOverrides } from '../../sample/content/publications';

/** The sample publications as the site shows them: sample/content/publications.bib with its overrides, newest first. */
export const { publications } = readPublications(
  'sample/content',
  'sample/content',
  { 'publications.ts': { publicationOverrides } },
  'sample/public',
);
