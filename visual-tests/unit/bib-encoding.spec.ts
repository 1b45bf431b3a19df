import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { readPublications } from '../../tooling/content/bib/publications';
import { formatIssue } from '../../tooling/content/checks/validateContent';

const fixtures = fileURLToPath(new URL('../fixtures/bib-encodings/', import.meta.url));
const publicDir = fileURLToPath(new URL('../fixtures/public', import.meta.url));

/** The .bib in one fixture folder, read as the build reads it. */
const read = (folder: string) => {
  const { publications, issues } = readPublications(`${fixtures}${folder}`, 'content', {}, publicDir);
  return {
    shown: publications.map((p) => `${p.authors.join(', ')}: ${p.title}`),
    messages: issues.map((i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`),
  };
};

const fix = 'save it as UTF-8 (JabRef: File › Library properties › Encoding; a text editor: Save with encoding UTF-8)';

test.describe('A .bib that is not UTF-8', () => {
  test('Windows-1252 (Latin-1) is read as such, with a warning naming the file', () => {
    expect(read('windows-1252')).toEqual({
      shown: ['Jörg Müller, Karin Åström: Trust in Göteborg – a Field Study'],
      messages: [
        `warning: content/publications.bib: is not UTF-8: read as Windows-1252 (Latin-1), as in "Müller"; if that reads wrong, ${fix}`,
      ],
    });
  });

  test('UTF-16 with a byte-order mark is read as it is, without a word', () => {
    expect(read('utf-16')).toEqual({
      shown: ['Jörg Müller, Karin Åström: Trust in Göteborg – a Field Study'],
      messages: [],
    });
  });

  test('an encoding that cannot be told is refused by name, with the fix', () => {
    expect(read('shift-jis')).toEqual({
      shown: [],
      messages: [`error: content/publications.bib: is not UTF-8, and its encoding cannot be told (line 3): ${fix}`],
    });
  });
});
