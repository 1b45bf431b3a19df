import { expect, test } from '@playwright/test';
import { checkContent } from '../../tooling/content/loadContent';
import { generatedModules } from '../../tooling/content/generatedModules';
import { siteRoutes } from '../../tooling/content/site/siteRoutes';
import { storeOf } from '../../tooling/content/store/store';
import { publicationsOf } from '../../tooling/content/store/publications';
import { tsLines } from '../../tooling/content/forms/tsLines';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import type { CheckedContent } from '../../tooling/content/loadContent';
import { site } from '../support/contentSite';

/*
 * The store the check hands on (tooling/content/store/): every entry with its kind, id, section, data and
 * where the owner wrote it, its Markdown rendered once; the modules, pages and files are made from it.
 */

const projectsTs = `import type { Project } from '../../src/content/types';

export const currentProjects: Project[] = [
  { id: 'Arm', title: 'Robot arm', description: 'Reaching.', body: 'It *reaches*.' },

  {
    id: 'cart',
    title: 'Cart',
    description: 'Rolling.',
  } satisfies Project,
];
export const pastProjects = [{ id: 'old', title: 'Old', description: 'Done.', body: 'Over.' }];
`;

const talksYaml = `talks:
  - title: On asking
    date: '2024'
    event: HRI Seminar
    type: invited
  - title: On waiting
    date: '2025'
    event: CHI
    type: keynote
    abstract: Why *wait*.
`;

test('an entry’s origin is the owner’s file and line: a TypeScript module, a YAML file, a Markdown folder’s file', async () => {
  const { store } = await checkContent(
    site({
      'projects.ts': projectsTs,
      'talks.yaml': talksYaml,
      'news/2025-03-14-prize.md': '---\ndate: 2025-03-14\ntitle: A prize\n---\n\nWe won.\n',
      'news/2025-01-02.md': '---\ndate: 2025-01-02\n---\nStarted.\n',
    }),
  );
  const seen = (kind: keyof typeof store.entries) =>
    store.entries[kind]!.map(({ id, section, origin }) => [id, section, origin.file, origin.line]);
  expect(seen('projects')).toEqual([
    ['Arm', 'currentProjects', 'content/projects.ts', 4],
    ['cart', 'currentProjects', 'content/projects.ts', 6],
    ['old', 'pastProjects', 'content/projects.ts', 12],
  ]);
  expect(seen('talks')).toEqual([
    ['talks[0]', 'talks', 'content/talks.yaml', 2],
    ['talks[1]', 'talks', 'content/talks.yaml', 6],
  ]);
  // Newest first; a Markdown file is one entry, from its first line.
  expect(seen('news')).toEqual([
    ['2025-03-14-prize', 'news', 'content/news/2025-03-14-prize.md', 1],
    ['2025-01-02', 'news', 'content/news/2025-01-02.md', 1],
  ]);
  expect(seen('profile')).toEqual([['profile', 'profile', 'content/profile.yaml', 1]]);
  expect(store.entries.projects![0]!.data).toEqual({
    id: 'Arm',
    title: 'Robot arm',
    description: 'Reaching.',
    body: 'It *reaches*.',
  });
  // The HTML is made after the check, once the bodies' pictures are.
  expect(store.rendered).toBe(true);
  expect(store.entries.talks![1]!.html).toEqual({ abstract: '<p>Why <em>wait</em>.</p>' });
});

const papersBib = `% Two papers, the older first.
@inproceedings{haddad2023ask,
  title     = {Asking for Help},
  author    = {Haddad, Noor},
  booktitle = {HRI},
  year      = {2023}
}

@article{haddad2025wait,
  title   = {Waiting Well},
  author  = {Haddad, Noor and Lee, Min},
  journal = {Robotics Letters},
  year    = {2025}
}
`;

test('a paper of the .bib is an entry of the store: its citation key, the .bib and its line; the modules list the store’s', async () => {
  const checked = await checkContent(site({ 'publications.bib': papersBib }));
  expect(checked.issues.filter((i) => i.severity !== 'info')).toEqual([]);
  // Newest first, as the site lists them.
  expect(checked.store.publications.map(({ kind, id, section, origin }) => [kind, id, section, origin])).toEqual([
    ['publications', 'haddad2025wait', 'publications', { file: 'content/publications.bib', line: 9 }],
    ['publications', 'haddad2023ask', 'publications', { file: 'content/publications.bib', line: 2 }],
  ]);
  expect(publicationsOf(checked.store).map((p) => [p.title, p.venue, p.date])).toEqual([
    ['Waiting Well', 'Robotics Letters', '2025'],
    ['Asking for Help', 'HRI', '2023'],
  ]);
  // The modules are made from the store alone: a paper taken out of it leaves them.
  const store = { ...checked.store, publications: checked.store.publications.slice(1) };
  const module = generatedModules['virtual:publication-pages']!({ modules: checked.modules, store } as CheckedContent);
  expect(module).toContain('Asking for Help');
  expect(module).not.toContain('Waiting Well');
  expect([...siteRoutes(store)].filter((r) => r.startsWith('publications/'))).toEqual([
    'publications/haddad2023ask.html',
  ]);
});

const talkBib = `% A paper, then a talk with a month no calendar has.
@inproceedings{haddad2023ask,
  title     = {Asking for Help},
  author    = {Haddad, Noor},
  booktitle = {HRI},
  year      = {2023}
}

@misc{haddad2024keynote,
  title        = {Robots That Wait},
  author       = {Haddad, Noor},
  howpublished = {Keynote talk},
  eventtitle   = {RO-MAN},
  year         = {2024},
  month        = {Smarch}
}
`;

test('a talk of the .bib is an entry of the talks at its line, and a message about it names file:line › key › field', async () => {
  const checked = await checkContent(site({ 'publications.bib': talkBib }));
  expect(checked.store.talks.map(({ kind, id, origin }) => [kind, id, origin])).toEqual([
    ['talks', 'haddad2024keynote', { file: 'content/publications.bib', line: 9 }],
  ]);
  expect(checked.issues.filter((i) => i.entry === 'haddad2024keynote').map(formatIssue)).toEqual([
    'content/publications.bib:9 › haddad2024keynote › month: unknown month "Smarch" (use jan–dec, a month name or 1–12): the year alone is shown',
  ]);
});

test('news ids, anchors, pages and order as the site has always made them; each project with a body has its page', () => {
  const store = storeOf({
    modules: {
      'news.ts': {
        news: [
          { date: '2025-03-14', text: 'First that day.' },
          { date: '2025-03-14', text: 'Second that day.', body: 'More.' },
          { date: '2024-11-02', id: 'Grant', body: 'A grant.' },
          { date: '2025-06-01', text: 'Latest.' },
        ],
      },
      'projects.ts': {
        pastProjects: [{ id: 'Old', title: 'Old', description: 'Done.', body: 'Over.' }],
        currentProjects: [
          { id: 'cart', title: 'Cart', description: 'Rolling.' },
          { id: 'Arm', title: 'Arm', description: 'Reaching.', body: 'It reaches.' },
        ],
      },
    },
    publications: [],
    today: '2025-05-01',
  });
  expect(store.news.map(({ anchor, page, upcoming }) => [anchor, page, upcoming])).toEqual([
    ['news-2025-06-01', undefined, true],
    ['news-2025-03-14', undefined, false],
    ['news-2025-03-14-2', '2025-03-14-2', false],
    ['news-Grant', 'grant', false],
  ]);
  expect(store.entries.news!.map((e) => [e.id, e.page])).toEqual([
    ['2025-06-01', undefined],
    ['2025-03-14', undefined],
    ['2025-03-14-2', '2025-03-14-2'],
    ['Grant', 'grant'],
  ]);
  // The sections in page order (current first), whatever order the file wrote them in.
  expect(store.entries.projects!.filter((p) => p.page).map((p) => [p.id, p.page])).toEqual([
    ['Arm', 'arm'],
    ['Old', 'old'],
  ]);
  expect([...siteRoutes(store)]).toEqual([
    '/home',
    '/about',
    '/projects',
    '/news',
    '/contact',
    // Each kind's pages in the declarations' order (kinds.ts: projects, news, people).
    '/projects/arm',
    '/projects/old',
    '/news/2025-03-14-2',
    '/news/grant',
  ]);
});

test('each Markdown field is rendered once, and the modules ship the store’s HTML without rendering again', () => {
  const rendered: string[] = [];
  // A renderer whose HTML names its call: a module that rendered the Markdown itself would ship other HTML.
  const render = (source: string) => {
    rendered.push(source);
    return { html: `<p>render ${rendered.length}</p>`, text: source.replaceAll('*', '') };
  };
  const modules = {
    'profile.ts': { profile: { name: 'N', intro: ['One *paragraph*.', 'Two.'] } },
    'news.ts': { news: [{ date: '2025-03-14', body: 'A body.' }] },
    'projects.ts': { currentProjects: [{ id: 'arm', title: 'Arm', description: 'Reaching.', body: 'It reaches.' }] },
    'talks.ts': { talks: [{ title: 'Talk', date: '2024', event: 'E', type: 'invited', abstract: 'Abstract.' }] },
  };
  const store = storeOf({ modules, publications: [] }, undefined, render);
  expect(rendered.sort()).toEqual(['A body.', 'Abstract.', 'It reaches.', 'One *paragraph*.', 'Two.']);
  const content = { modules, store } as unknown as CheckedContent;
  const all = ['virtual:item-pages/news', 'virtual:item-pages/projects', 'virtual:cv', 'virtual:home-intro']
    .map((id) => generatedModules[id]!(content))
    .join('\n');
  expect(rendered).toHaveLength(5);
  for (const n of [1, 2, 3, 4, 5]) expect(all).toContain(`render ${n}`);
  // A page's footnote links name the page: the news item's and the project's HTML are the store's, for their pages.
  expect(store.news[0]!.bodyHtml).toMatch(/^<p>render \d<\/p>$/);
  expect(store.entries.profile![0]!.text).toEqual({ 'intro[0]': 'One paragraph.', 'intro[1]': 'Two.' });
});

test('a TypeScript file’s lines: exported later by name, wrapped in satisfies, keyed by citation key; none after a spread', () => {
  const source = `const earlier = [{ title: 'A' }];
const talks = [
  { title: 'B' },
  ...earlier,
  { title: 'C' },
] satisfies unknown[];
export { talks };
export const publicationOverrides = {
  smith2024: { image: 'a.png' },
  'doe-2025': { hidden: true },
};
`;
  expect(Object.fromEntries(tsLines(source, 'publicationOverrides'))).toEqual({
    talks: 2,
    'talks[0]': 3,
    publicationOverrides: 8,
    smith2024: 9,
    'doe-2025': 10,
  });
});
