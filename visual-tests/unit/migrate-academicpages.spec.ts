import { buildProfile, greetingName } from '../../tooling/migrate/profile';
import { emptyMigration } from '../../tooling/migrate/model';
import type { Profile } from '../../src/content/types';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentErrors, fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * `npm run migrate` on an academicpages site of our own with the real sites' traps: the demo talks,
 * teaching, portfolio, post, publication and CV beside the owner's own; HTML in the bio, the citation and
 * talk bodies; unpadded dates; a talk with no title; publications that become BibTeX entries.
 */
const source = fixture('academicpages');
let run: Awaited<ReturnType<typeof migrateInto>>;
test.beforeAll(async () => {
  run = await migrateInto(source);
});

test('the first line says which template and why; each kind carried N of M with the demo left', () => {
  expect(run.code).toBe(0);
  expect(run.report.split('\n')[0]).toBe(
    `Read academicpages as an academicpages site: _config.yml, which names academicpages, beside _publications, _talks, _teaching, _portfolio.`,
  );
  expect(linesOf(run.report, 'talks: ')).toEqual([
    'talks: carried 3 of 4; bodies kept 1 of 1; left 1 the template’s demo',
  ]);
  expect(linesOf(run.report, 'teaching: ')).toEqual([
    'teaching: carried 1 of 2; bodies kept 1 of 1; left 1 the template’s demo',
  ]);
  expect(linesOf(run.report, 'projects: ')).toEqual([
    'projects: carried 1 of 2; bodies kept 1 of 1; left 1 the template’s demo',
  ]);
  expect(linesOf(run.report, 'publications: ')).toEqual(['publications: carried 2 of 3; left 1 the template’s demo']);
  expect(linesOf(run.report, 'talks › ')).toEqual([
    'talks › _talks/2012-03-01-talk-1.md: the template’s demo: academicpages’ demo talk (“Talk 1 on Relevant Topic in Your Field”)',
  ]);
  expect(run.report).toContain(
    'teaching › _teaching/2014-spring-teaching-1.md: the template’s demo: academicpages’ demo teaching entry (“Teaching experience 1”)',
  );
  expect(run.report).toContain(
    'projects › _portfolio/portfolio-1.md: the template’s demo: academicpages’ demo portfolio item',
  );
  expect(run.report).toContain('cv › _data/cv.json: the template’s demo: academicpages’ demo CV (“Your Sidebar Name”)');
  // The CV page left as the template wrote it is its demo, not the owner's education.
  expect(run.report).toContain(
    'cv › _pages/cv.md: the template’s demo: academicpages’ demo CV page (“GitHub University”): all 3 sections',
  );
  for (const demo of ['Relevant Topic', 'Teaching experience', 'Portfolio item', 'Paper Title Number'])
    for (const file of ['talks.ts', 'teaching.ts', 'projects.ts', 'publications.bib'])
      expect(run.read(`content/${file}`)).not.toContain(demo);
});

test('the profile from the author block: the bio’s first line as the role, the CNAME address, links as https', () => {
  const profile = run.read('content/profile.ts');
  expect(profile).toContain("name: 'Tomás Ferreira-Lund'");
  expect(profile).toContain("role: 'Ethnographer of data work'");
  expect(profile).toContain("name: 'Example University'");
  expect(profile).toContain("url: 'https://tomas.example.net/'");
  expect(profile).toContain("scholar: 'https://scholar.google.com/citations?user=XyZ987&hl=en'");
  expect(profile).toContain("orcid: 'https://orcid.org/0000-0001-2345-6789'");
  expect(profile).toContain("bluesky: 'https://bsky.app/profile/tferreira.bsky.social'");
  // The about text keeps its emphasis and links: the intro is Markdown. The owner's own "Hi!" heads the page,
  // with the name it did not say; the template's greeting is not added.
  expect(profile).toContain(`intro: [
    'I study how people *do* data work, at [Example University](https://example.edu).',
    'I also keep an eye on bots.',
  ],`);
  expect(profile).toContain("greeting: 'Hi! I’m Tomás.',");
  expect(readFileSync(path.join(run.site, 'public/images/avatar.png'))).toEqual(
    readFileSync(path.join(source, 'images/avatar.png')),
  );
  // academicpages' placeholder description is the template's words, not the owner's.
  expect(profile).toContain("description: ''");
});

test('talks: titles as written (entities decoded), a talk without one shows its event, types mapped, slides from the body, the body its abstract', () => {
  const talks = run.read('content/talks.ts');
  expect(talks).toContain(`  {
    title: 'Data Work & Its Discontents',
    date: '2019-06-11',
    event: 'Data Studies Conference 2019',
    location: 'Oslo, Norway',
    type: 'keynote',
    slides: 'files/slides-2019.pdf',
    abstract: '[Link to slides](files/slides-2019.pdf)\\n\\nAbstract: a talk about **data work**.',
  },`);
  expect(talks).toContain(`  {
    title: 'Bots Workshop at CSCW 2020',
    date: '2020-02-03',
    event: 'Bots Workshop at CSCW 2020',
    location: 'Online',
    type: 'panel',
  },`);
  expect(linesOf(run.report, 'site/content/talks.ts')).toEqual([
    'site/content/talks.ts › 2020-02-03 bots-workshop-at-cscw-2020 › title: the old talk has no title of its own: its event stands in',
    'site/content/talks.ts › 2021-05-05 counting-edits › type: "Talk" is none of the site’s talk types: pick one or leave it without a badge',
  ]);
});

test('teaching keeps the level and the role its excerpt gives, and its body as the description', () => {
  expect(run.read('content/teaching.ts')).toContain(`  {
    id: '2018-09-01-methods',
    course: 'INFO 271: Qualitative Methods (Fall 2018)',
    institution: 'Example University, School of Information',
    date: '2018-09-01',
    level: 'Graduate course',
    role: 'Teaching assistant',
    description: 'My duties included weekly sections.',
  },`);
});

test('publication pages become BibTeX entries: authors from the citation line, unpadded dates, the status as a note', () => {
  expect(run.read('content/publications.bib')).toBe(`@article{2009_10_01_habermas,
  title = {Does Habermas Understand Bots?},
  author = {Ferreira-Lund, Tomás},
  journal = {Journal of Examples},
  year = {2009},
  month = {10},
  pdf = {files/habermas.pdf},
  abstract = {Habermasians have been debating the 'public sphere'.}
}

@inproceedings{grasp_metric_iros_2023,
  title = {Computing a Task-Dependent Grasp Metric},
  author = {A. Fakhari and T. Ferreira-Lund and N. Chakraborty},
  booktitle = {IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS)},
  year = {2023},
  month = {10},
  url = {https://example.org/grasp.pdf},
  slides = {https://example.org/grasp-slides.pdf},
  note = {under review}
}
`);
  expect(run.report).toContain('  files/habermas.pdf (publications.bib › 2009_10_01_habermas › pdf)');
});

test('the content check lists only what the old site never had', async () => {
  expect(await contentErrors(run.site)).toEqual([
    'profile.ts › profile › affiliation.href: field is empty',
    'profile.ts › profile › photo.alt: alt text is empty',
    'profile.ts › profile › email: field is empty',
    'profile.ts › profile › collaboration: field is empty',
    'profile.ts › profile › site.description: field is empty',
  ]);
});

test('the projects go under the old site’s own name for them, not a heading that presumes they are current', () => {
  expect(run.read('content/projects.ts')).toContain(`export const sectionTitles = {
  currentProjects: 'Tools I made',
};`);
});

test('the greeting takes the first name that is not an initial, and ends in one full stop', () => {
  expect(greetingName('R. Stuart Geiger')).toBe('Stuart');
  expect(greetingName('J.R.R. Tolkien')).toBe('Tolkien');
  expect(greetingName('Maya Lindqvist')).toBe('Maya');
  expect(greetingName('Ş. Ö.')).toBe('Ş.');
});

test('the about page’s text under a heading is kept, its list a Markdown list, its lines joined', () => {
  const parts = {
    name: 'Ada Okafor',
    role: 'Researcher',
    affiliation: 'Uni',
    affiliationUrl: '',
    about:
      'Hi! I study robots.\n\n## My work\nI am an ethnographer.\n\nNew work:\n- **One** tool.\n- Another, on\n  two lines.\n\n2025. A year.\n\n## Updates\n\n- Moved to Ghent.\n\n- Gave a talk.\n\n- Won a grant.',
    email: '',
    socials: [],
    title: '',
    description: '',
    url: '',
    locale: 'en',
    contactNote: '',
  };
  const profile = buildProfile(parts, emptyMigration('academicpages', '', {} as Profile));
  expect(profile.greeting).toBe('Hi! I’m Ada.');
  expect(profile.intro).toEqual([
    'I study robots.',
    'I am an ethnographer.',
    'New work:\n- **One** tool.\n- Another, on two lines.',
    '2025. A year.',
    // A list with blank lines between its items stays one list.
    '- Moved to Ghent.\n- Gave a talk.\n- Won a grant.',
  ]);
});

test('a talk, a course and a paper their owner switched off (published: false) are left as drafts, named', async () => {
  const old = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-unpublished-')), 'old');
  const files: Record<string, string> = {
    '_config.yml': 'title: Ada\nauthor:\n  name: Ada Pell\n  googlescholar: x\n  employer: Example University\n',
    '_pages/about.md': '---\npermalink: /\n---\n\nI study robots.\n',
    '_talks/2024-05-01-off.md':
      '---\ntitle: A talk I cancelled\npublished: false\nvenue: Robot Days\ndate: 2024-05-01\n---\n',
    '_teaching/2024-spring-off.md':
      '---\ntitle: A course never given\npublished: false\nvenue: Example University\ndate: 2024-02-01\n---\n',
    '_publications/2024-off.md':
      "---\ntitle: 'A paper withdrawn'\npublished: false\nvenue: 'Journal of Robots'\ndate: 2024-01-01\nauthors: 'Ada Pell'\n---\n",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(old, file)), { recursive: true });
    writeFileSync(path.join(old, file), text);
  }
  const run = await migrateInto(old);
  expect(run.code).toBe(0);
  expect(linesOf(run.report, 'talks › ')).toEqual([
    'talks › _talks/2024-05-01-off.md: draft: published: false: the old site did not show it',
  ]);
  expect(linesOf(run.report, 'teaching › ')).toEqual([
    'teaching › _teaching/2024-spring-off.md: draft: published: false: the old site did not show it',
  ]);
  expect(linesOf(run.report, 'publications › ')).toEqual([
    'publications › _publications/2024-off.md: draft: published: false: the old site did not show it',
  ]);
});
