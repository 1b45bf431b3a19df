import { expect, test } from '@playwright/test';
import { filterPublications, searchText } from '../../src/app/pages/publications/filter';
import type { Publication } from '../../src/content/types';

/*
 * The publications' search reads text as the site's language does (Intl.Collator's search rules): what it counts
 * as one letter matches, with or without its accent or case; what it counts as two letters does not.
 */

const pub = (id: string, title: string, authors: string[], venue: string) =>
  ({ id, date: '2025', title, authors, venue, kind: 'Conference paper', bibtex: '' }) satisfies Publication;

const list = [
  pub('lodz', 'Robots in public', ['Anna Wróbel'], 'Łódź Workshop'),
  pub('muller', 'Gaze cues', ['José Müller'], 'CHI'),
  pub('lofgren', 'Legible motion', ['Åsa Löfgren'], 'HRI'),
  pub('strasse', 'Robots on the Straße', ['Li Wei'], 'RO-MAN'),
];
const ids = (locale: string, q: string) =>
  filterPublications(list, { q }, (p) => searchText(p, locale), locale).map((p) => p.id);

test('in English, a letter with an accent or a stroke is found without it, “ß” as “ss”', () => {
  expect(ids('en', 'lodz')).toEqual(['lodz']);
  expect(ids('en', 'WROBEL')).toEqual(['lodz']);
  expect(ids('en', 'muller')).toEqual(['muller']);
  expect(ids('en', 'lofgren asa')).toEqual(['lofgren']);
  expect(ids('en', 'strasse')).toEqual(['strasse']);
});

test('in German “mueller” finds “Müller” (an umlaut is its letter and an e), in Swedish “o” does not find “ö”', () => {
  expect(ids('de', 'mueller')).toEqual(['muller']);
  expect(ids('de', 'jose')).toEqual(['muller']);
  expect(ids('sv', 'lofgren')).toEqual([]);
  expect(ids('sv', 'LÖFGREN')).toEqual(['lofgren']);
  expect(ids('sv', 'lodz')).toEqual(['lodz']);
});

test('a tag Intl cannot read searches as English does, and says nothing', () => {
  expect(ids('no_such-tag', 'lodz')).toEqual(['lodz']);
});
