import { expect, test } from '@playwright/test';
import { joinList, listParts } from '../../src/i18n/lists';
import { authorLine } from '../../src/content/publicationText';
import { siteWords } from '../../tooling/content/words/messages';
import { cvTextsOf } from '../../src/cv/cvTexts';

/*
 * A list the template joins with words (an author list, "and N more") is joined as the site's language joins
 * one, by Intl.ListFormat: the same line on the site, its static pages, the CV, the feeds and resume.json.
 */

const wordsIn = (locale: string) => siteWords({ modules: { 'profile.ts': { profile: { site: { locale } } } } });
const three = { authors: ['Ada Berg', 'Li Wei', 'Noor Haddad'] };

test('an author list reads as its language joins three names, and two', () => {
  expect(authorLine(three)).toBe('Ada Berg, Li Wei, and Noor Haddad');
  expect(authorLine(three, wordsIn('en-GB'))).toBe('Ada Berg, Li Wei and Noor Haddad');
  expect(authorLine(three, wordsIn('de'))).toBe('Ada Berg, Li Wei und Noor Haddad');
  expect(authorLine(three, wordsIn('es'))).toBe('Ada Berg, Li Wei y Noor Haddad');
  expect(authorLine(three, wordsIn('pt-BR'))).toBe('Ada Berg, Li Wei e Noor Haddad');
  expect(authorLine(three, wordsIn('zh-CN'))).toBe('Ada Berg、Li Wei和Noor Haddad');
  expect(authorLine(three, wordsIn('ar'))).toBe('Ada Berg وLi Wei وNoor Haddad');
  expect(authorLine({ authors: ['Ada Berg', 'Li Wei'] }, wordsIn('de'))).toBe('Ada Berg und Li Wei');
  expect(authorLine({ authors: ['Ada Berg'] }, wordsIn('de'))).toBe('Ada Berg');
});

test('a list cut short in the .bib goes on: no “and”, its “et al.” after the language’s separator', () => {
  const cut = { ...three, etAl: true };
  expect(authorLine(cut)).toBe('Ada Berg, Li Wei, Noor Haddad, et al.');
  expect(authorLine(cut, wordsIn('de'))).toBe('Ada Berg, Li Wei, Noor Haddad, u. a.');
  expect(authorLine(cut, wordsIn('zh-CN'))).toBe('Ada Berg、Li Wei、Noor Haddad、等');
  // Arabic's "and others": the separator's و and آخرون, no و doubled.
  expect(authorLine(cut, wordsIn('ar'))).toBe('Ada Berg وLi Wei وNoor Haddad وآخرون');
  expect(authorLine({ authors: [], etAl: true }, wordsIn('de'))).toBe('u. a.');
});

test('a list’s parts put each item in its place, for names in bold and a button as the last item', () => {
  expect(listParts('en', 3)).toEqual([0, ', ', 1, ', and ', 2]);
  expect(listParts('de', 6)).toEqual([0, ', ', 1, ', ', 2, ', ', 3, ', ', 4, ' und ', 5]);
  expect(listParts('zh-Hans', 3, true)).toEqual([0, '、', 1, '、', 2]);
  expect(joinList('pt', ['A', 'B', 'C', 'D', 'E', 'mais 3'])).toBe('A, B, C, D, E e mais 3');
});

test('the CV’s font check reads a paper’s names alone: the words between them are the template’s, not the .bib’s', () => {
  const content = {
    profile: { name: 'Ada Berg', role: 'Researcher' },
    parts: [],
    publications: [{ id: 'b', ...three }],
  };
  const texts = cvTextsOf(content as unknown as Parameters<typeof cvTextsOf>[0]);
  expect(texts.find((text) => text.field === 'author')).toMatchObject({
    entry: 'b',
    text: 'Ada Berg Li Wei Noor Haddad',
  });
});
