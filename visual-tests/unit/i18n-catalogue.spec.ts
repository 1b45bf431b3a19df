import { expect, test } from '@playwright/test';
import { sourceFiles, visibleLiterals } from '../support/visibleLiterals';

const root = new URL('../..', import.meta.url).pathname;

/** Names that read the same in every language: the services' own names, as they write them. */
const properNames = new Set(['ORCID', 'DBLP', 'ResearchGate', 'Bluesky', 'Mastodon', 'GitHub', 'LinkedIn']);
/** The design-token gallery: a tool for whoever tunes the theme, never in an owner's build. */
const tools = /^src\/app\/pages\/(Tokens\.tsx|tokens\/)/;

test.describe('The catalogue of words', () => {
  test('no component writes a word of its own: every one comes from src/i18n/messages/', () => {
    const files = [
      ...sourceFiles(root, 'src/app'),
      ...sourceFiles(root, 'src/components'),
      ...sourceFiles(root, 'src/static'),
      ...sourceFiles(root, 'src/cv'),
    ];
    expect(files.length).toBeGreaterThan(60);
    const left = files
      .filter((file) => !tools.test(file))
      .flatMap((file) => visibleLiterals(root, file))
      .filter(({ text }) => !properNames.has(text))
      .map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`);
    expect(left).toEqual([]);
  });

  test('the scan finds words in text, in read attributes and in labels, and nothing in comments', () => {
    const found = visibleLiterals(root, 'visual-tests/fixtures/i18n/Literals.tsx').map(({ line, text }) => [
      line,
      text,
    ]);
    expect(found).toEqual([
      [6, 'Read more'],
      [7, 'Next page'],
      [8, 'Cite:'],
      [9, 'Search by title'],
      [11, 'yes'],
      [11, 'no'],
      [15, 'Dark'],
    ]);
  });
});
