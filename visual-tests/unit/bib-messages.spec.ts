import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { readPublications } from '../../tooling/content/bib/publications';
import { formatIssue } from '../../tooling/content/checks/validateContent';

const contentDir = fileURLToPath(new URL('../fixtures/bib-messages/', import.meta.url));
const publicDir = fileURLToPath(new URL('../fixtures/public', import.meta.url));

/** The fixture .bib with one entry hidden by an override and talks hidden as a kind. */
const read = () =>
  readPublications(
    contentDir,
    'content',
    {
      'publications.ts': {
        publicationOverrides: { hiddenpaper2015: { hidden: true } },
        hiddenKinds: ['Talk'],
      },
    },
    publicDir,
  );

test.describe('BibTeX messages: a warning only for what the site does with the entry', () => {
  test('the http:// warning only for a URL that is linked (a DOI wins), none for hidden entries', () => {
    const { issues, publications } = read();
    expect(issues.map((i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`)).toEqual([
      'warning: content/publications.bib › urlonly2023 › url: "http://example.org/urlonly" is not https://: linked as written',
    ]);
    expect(publications.map((p) => p.id)).toEqual(['withdoi2024', 'urlonly2023']);
  });

  test('a note with blank lines keeps its paragraphs as text, in Cite and the paper’s .bib', () => {
    const paper = read().publications.find((p) => p.id === 'urlonly2023')!;
    expect(paper.bibtex).toContain(
      '  note    = {First paragraph of the note.\n\nSecond paragraph, after a blank line.}',
    );
    expect(paper.bibtex).not.toContain('<p>');
  });
});
