import { expect, test } from '@playwright/test';
import { contentKinds, kindNames, type ContentKind } from '../../src/content/kinds';
import { kindViews } from '../../src/cv/kinds/kindViews';
import { partOf } from '../../src/cv/cvParts';
import { cvContentOf } from '../../tooling/content/site/cvContent';
import type { TalkEntry } from '../../tooling/content/bib/talks';
import { storeOf } from '../../tooling/content/store/store';

/*
 * A kind is placed on About, the CV PDF and resume.json by its declaration (kinds.ts `shows`), through one
 * path: the build gives every such kind's sections (virtual:cv), its view draws them.
 */

const modules = {
  'timeline.ts': {
    education: [{ id: 'msc', title: 'MSc', date: '2020' }],
    awardsAndTalks: [{ id: 'prize', title: 'Prize', date: '2021' }],
    sectionTitles: { awardsAndTalks: 'Awards' },
  },
  'skills.ts': { skills: [{ id: 'code', title: 'Code', skills: ['TypeScript'] }] },
  'teaching.ts': { teaching: [{ course: 'HRI 101', institution: 'Uni', date: '2024' }] },
  'cv.ts': { service: [{ title: 'Reviewer' }], empty: [], aboutOrder: ['skills'] },
  'projects.ts': { currentProjects: [{ id: 'p', title: 'P' }] },
  'news.ts': { news: [{ date: '2024', text: 'News' }] },
};
const bibTalk = { key: 'k', title: 'Keynote', date: '2025', event: 'HRI', type: 'keynote' } as TalkEntry;

test('every kind whose declaration shows it on About has a view, and only those', () => {
  const shownOnAbout = kindNames.filter(
    (kind) => kind !== 'publications' && (contentKinds[kind] as ContentKind).shows.includes('about'),
  );
  expect(shownOnAbout).toEqual(['timeline', 'skills', 'talks', 'teaching', 'people', 'cv']);
  expect(Object.keys(kindViews).sort()).toEqual([...shownOnAbout].sort());
});

test('each kind’s sections come from its declaration, in its order, under the owner’s headings, with its places', () => {
  const { sections, order } = cvContentOf(storeOf({ modules, publications: [], bibTalks: [bibTalk] }), modules);
  expect(sections.map(({ kind, file, name, title, places }) => [kind, file, name, title, places.join()])).toEqual([
    ['timeline', 'timeline.ts', 'education', 'Education', 'about,cv,resume'],
    ['timeline', 'timeline.ts', 'awardsAndTalks', 'Awards', 'about,cv,resume'],
    ['skills', 'skills.ts', 'skills', 'Skills', 'about,cv,resume'],
    ['talks', 'talks.ts', 'talks', 'Talks', 'about,cv,resume'],
    ['teaching', 'teaching.ts', 'teaching', 'Teaching', 'about,cv,resume'],
    ['cv', 'cv.ts', 'service', 'Service', 'about,cv,resume'],
  ]);
  expect(sections.find((s) => s.kind === 'talks')?.entries).toEqual([
    { title: 'Keynote', date: '2025', event: 'HRI', type: 'keynote' },
  ]);
  expect(order).toEqual(['skills']);
});

test('a section is drawn by its kind’s view: rows for talks, the timeline for education', () => {
  const { sections } = cvContentOf(storeOf({ modules, publications: [], bibTalks: [bibTalk] }), modules);
  const talks = partOf(sections.find((s) => s.kind === 'talks')!);
  expect(talks).toMatchObject({ shape: 'list', anchor: 'talks', lead: '1 talk, 1 of them invited or keynotes.' });
  expect(talks.shape === 'list' && talks.items.map((i) => [i.title, i.badge?.label, i.lines])).toEqual([
    ['Keynote', 'Keynote', ['HRI']],
  ]);
  const education = partOf(sections.find((s) => s.name === 'education')!);
  expect(education).toMatchObject({ shape: 'timeline', entries: [{ id: 'msc', title: 'MSc', date: '2020' }] });
});
