import { expect, test } from '@playwright/test';
import { authorLine } from '../../src/content/publicationText';
import { siteWords } from '../../tooling/content/words/messages';
import { feedItems } from '../../tooling/generators/feeds';

/*
 * The lines the build writes itself (a feed's publication, llms.txt, a paper's page head) say a cut author list
 * and the kind of paper in the site's language, as the pages do: in Node the app's catalogue is English.
 */

const wordsIn = (locale: string) => siteWords({ modules: { 'profile.ts': { profile: { site: { locale } } } } });
const paper = {
  id: 'berg2025',
  title: 'Legible motion',
  kind: 'Conference paper',
  authors: ['Ada Berg', 'Li Wei'],
  etAl: true,
  venue: 'HRI ’25',
  date: '2025-03-01',
};

test('an author list cut short in the .bib reads in the site’s language: “u. a.” in German, “等” in Chinese', () => {
  expect(authorLine(paper)).toBe('Ada Berg, Li Wei, et al.');
  expect(authorLine(paper, wordsIn('de'))).toBe('Ada Berg, Li Wei, u. a.');
  expect(authorLine(paper, wordsIn('zh-CN'))).toBe('Ada Berg、Li Wei、等');
});

test('a German site’s feed names a publication’s kind and its cut author list in German, one full stop after it', () => {
  const content = {
    profile: { site: { url: 'https://ada.example.org/' } },
    news: [{ date: '2025-04-01', anchor: 'news-2025-04-01', text: 'Hallo.', textHtml: 'Hallo.' }],
    publications: [paper],
    publicationsInFeed: 1,
    words: wordsIn('de'),
  };
  const item = feedItems(content as unknown as Parameters<typeof feedItems>[0]).find((i) => i.id.includes('berg2025'));
  expect(item!.text).toBe('Konferenzbeitrag: Ada Berg, Li Wei, u. a. HRI ’25');
});
