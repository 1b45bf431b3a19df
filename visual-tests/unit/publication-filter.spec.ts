import { expect, test } from '@playwright/test';
import { filterPublications, kindOfSlug, kindSlugs } from '../../src/app/pages/publications/filter';
import { groupByYear } from '../../src/content/publicationText';
import { publicationKinds, type Publication } from '../../src/content/types';

const pub = (
  id: string,
  date: string,
  title: string,
  authors: string[],
  venue = 'HRI',
  kind: Publication['kind'] = 'Conference paper',
) => ({ id, date, title, authors, venue, kind, bibtex: '' }) satisfies Publication;

const list = [
  pub('a', '2025-03', 'Trust Repair with Robots', ['María García', 'Maya Lindqvist']),
  pub('b', '2025-01', 'Gaze in VR', ['Pieter van der Berg'], 'THRI', 'Journal article'),
  pub('c', '2023', 'Robots at Work', ['José Müller'], 'CSCW, Zürich'),
];

test.describe('Publication filter', () => {
  test('search ignores case and accents, looks in titles, authors and venues, and needs every word', () => {
    const ids = (q: string, kind?: Publication['kind']) => filterPublications(list, { q, kind }).map((p) => p.id);
    expect(ids('garcia')).toEqual(['a']);
    expect(ids('MULLER')).toEqual(['c']);
    expect(ids('zurich')).toEqual(['c']);
    expect(ids('van der berg')).toEqual(['b']);
    expect(ids('robots trust')).toEqual(['a']);
    expect(ids('robots nobody')).toEqual([]);
    expect(ids('  ')).toEqual(['a', 'b', 'c']);
    expect(ids('', 'Journal article')).toEqual(['b']);
    expect(ids('robots', 'Journal article')).toEqual([]);
  });

  test('years group consecutive entries, in the list’s order', () => {
    expect(groupByYear(list).map(([year, items]) => [year, items.map((p) => p.id)])).toEqual([
      ['2025', ['a', 'b']],
      ['2023', ['c']],
    ]);
  });

  test('every kind has its own address slug, and an unknown slug is no filter', () => {
    const slugs = publicationKinds.map((k) => kindSlugs[k]);
    expect(new Set(slugs).size).toBe(publicationKinds.length);
    for (const kind of publicationKinds) expect(kindOfSlug(kindSlugs[kind])).toBe(kind);
    expect(kindOfSlug('blog')).toBeUndefined();
    expect(kindOfSlug(null)).toBeUndefined();
  });
});
