import { expect, test } from '@playwright/test';
import type { CvContent } from '../../src/cv/CvPage';
import type { Publication } from '../../src/content/types';
import { generatedCvFile, variantLabel } from '../../src/cv/cvFiles';
import { variantContent } from '../../src/cv/cvVariant';

/* A CV variant's content, cut from the full CV's: its sections in its order, selected papers, since a year. */

const paper = (id: string, date: string, selected?: boolean | number) =>
  ({
    id,
    title: id,
    date,
    authors: ['A'],
    kind: 'Journal article',
    ...(selected ? { selected } : {}),
  }) as unknown as Publication;
const entry = (id: string, date: string, endDate?: string, current?: boolean) => ({
  id,
  title: id,
  text: '',
  date,
  ...(endDate ? { endDate } : {}),
  ...(current ? { current } : {}),
});

const all = [paper('p2024', '2024-05', 2), paper('p2021', '2021'), paper('p2019', '2019', 1)];
const full = {
  profile: {},
  paper: 'A4',
  publications: all,
  parts: [
    {
      name: 'education',
      anchor: 'education',
      title: 'Education',
      shape: 'timeline',
      entries: [entry('phd', '2022', undefined, true), entry('bsc', '2017', '2020')],
    },
    { name: 'publications', anchor: 'publications', title: 'Publications', shape: 'publications' },
    { name: 'skills', anchor: 'skills', title: 'Skills', shape: 'skills', entries: [] },
    {
      name: 'service',
      anchor: 'service',
      title: 'Service',
      shape: 'list',
      items: [{ key: 'r', title: 'Reviewer', lines: [], links: [] }],
    },
  ],
} as unknown as CvContent;

test.describe('A CV variant (cv.ts › cvVariants)', () => {
  test('its sections in its own order; the others left out', () => {
    const cut = variantContent(full, { sections: ['service', 'education'] }, all);
    expect(cut.parts.map((p) => p.name)).toEqual(['service', 'education']);
  });

  test('since a year: what ends before it is left out, the current and the undated stay; a section left empty goes', () => {
    const cut = variantContent(full, { since: 2021, sections: ['education', 'service', 'publications'] }, all);
    expect(cut.parts.map((p) => p.name)).toEqual(['education', 'service', 'publications']);
    const education = cut.parts[0] as unknown as { entries: Array<{ id: string }> };
    expect(education.entries.map((e) => e.id)).toEqual(['phd']);
    expect(cut.publications.map((p) => p.id)).toEqual(['p2024', 'p2021']);
    const earlier = { ...full, parts: [{ ...full.parts[0]!, entries: [entry('bsc', '2017', '2020')] }] } as CvContent;
    expect(variantContent(earlier, { since: 2021 }, all).parts).toEqual([]);
  });

  test('selected papers only, in the owner’s order; the label and the file name', () => {
    expect(variantContent(full, { selectedOnly: true }, all).publications.map((p) => p.id)).toEqual(['p2019', 'p2024']);
    expect(variantLabel('short', {})).toBe('Short CV');
    expect(variantLabel('grant', { title: 'CV for grants' })).toBe('CV for grants');
    expect(generatedCvFile('Maya Lindqvist', 'short')).toBe('maya-lindqvist-cv-short.pdf');
  });
});
