import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentErrors, fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * `npm run migrate` on an old Hugo Academic site of our own with the real site's traps: the author in
 * config.toml (no content/authors/), TOML front matter, news as two overlapping Markdown tables dated
 * "Month YYYY" with a staticref shortcode, talks in content/talk/ with time_start, a publication bundle
 * with a cite.bib and one without, the experience widget, the demo talk and post, a draft.
 */
const source = fixture('hugo-academic');
let run: Awaited<ReturnType<typeof migrateInto>>;
test.beforeAll(async () => {
  run = await migrateInto(source);
});

test('the first line says which template and why; the demo and the draft are left', () => {
  expect(run.code).toBe(0);
  expect(run.report.split('\n')[0]).toBe(
    `Read hugo-academic as a Hugo Academic / HugoBlox site: config.toml (Academic) beside content/.`,
  );
  expect(linesOf(run.report, 'talks: ')).toEqual([
    'talks: carried 1 of 3; bodies kept 1 of 1; left 1 the template’s demo, 1 draft',
  ]);
  expect(linesOf(run.report, 'talks › ')).toEqual([
    'talks › content/talk/example/index.md: the template’s demo: the Hugo Academic demo',
    'talks › content/talk/old-draft/index.md: draft: draft = true',
  ]);
  expect(linesOf(run.report, 'pages › ')).toEqual([
    'pages › content/home/awards.md: no place for it here: home-page section “Awards and Honors” (11 words of free text): the site has no such section; place its words in cv.ts or your intro',
  ]);
  expect(linesOf(run.report, 'posts › ')).toEqual([
    'posts › content/post/getting-started/index.md: the template’s demo: a Hugo Academic demo post',
  ]);
});

test('the profile from [params]: role, organisation with its page, avatar, social links; the CV link named', () => {
  const profile = run.read('content/profile.ts');
  expect(profile).toContain("role: 'PhD Candidate in Robotics'");
  expect(profile).toContain(`affiliation: {
    name: 'Example Robotics Center',
    href: 'https://robotics.example.edu/',
  },`);
  expect(profile).toContain("email: 'lena.haddad@example.edu'");
  expect(profile).toContain("url: 'https://lena-haddad.github.io/'");
  expect(profile).toContain("code: 'https://github.com/lena-h'");
  expect(profile).toContain("scholar: 'https://scholar.google.com/citations?user=LeNa123'");
  expect(profile).toContain("x: 'https://x.com/lena_h'");
  // The about text keeps its links (as written: http://) and emphasis: the intro is Markdown.
  expect(profile).toContain(
    "'I am a PhD candidate at the [Example Robotics Center](http://robotics.example.edu/). I study *posture* in teleoperation.'",
  );
  expect(readFileSync(path.join(run.site, 'public/images/portrait.jpg'))).toEqual(
    readFileSync(path.join(source, 'static/img/portrait.jpg')),
  );
  expect(linesOf(run.report, 'profile links ›')).toEqual([
    'profile links › social › cv: no place for it here: files/Lena_Haddad_CV.pdf: a file, not a profile (a CV PDF goes in profile.resume)',
  ]);
});

test('news from both tables, each row once, dated to the month; the shortcode becomes a link to the copied file', () => {
  expect(run.read('content/news.ts')).toContain(`export const news: NewsItem[] = [
  {
    date: '2021-03',
    text: 'Presented our [poster](files/papers/poster2021.pdf) at HRI 2021.',
  },
  {
    date: '2021-02',
    text: '[Paper](https://arxiv.org/abs/2010.00001) accepted to ICRA 2021.',
  },
  {
    date: '2019-05',
    text: 'Passed my PhD proposal',
  },
];`);
  expect(readFileSync(path.join(run.site, 'public/files/papers/poster2021.pdf'), 'utf8')).toBe('%PDF-1.4\n%fixture\n');
});

test('talks dated by time_start, the abstract and body as the abstract; publications from cite.bib as written, or from the front matter', () => {
  expect(run.read('content/talks.ts')).toContain(`  {
    title: 'Posture Estimation from the Robot',
    date: '2019-04-18',
    event: 'National Symposium on Safety 2019',
    location: 'Salt Lake City, UT',
    slides: 'files/papers/poster2021.pdf',
    eventLink: 'https://symposium.example.org/2019',
    abstract: 'We estimate posture.',
  },`);
  expect(run.read('content/publications.bib')).toBe(`@inproceedings{iros2018,
  title = {Dynamics Learning for a Patient Assistant Robot},
  author = {Roya Example and Lena Haddad and Tucker Example},
  booktitle = {IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS)},
  year = {2018},
  month = {9},
  url = {https://ieeexplore.example.org/document/8593989/}
}

${readFileSync(path.join(source, 'content/publication/ral2021/cite.bib'), 'utf8')}`);
});

test('the about widget’s interests become a skill group under Hugo’s heading', () => {
  expect(run.read('content/skills.ts')).toContain(`export const skills: SkillGroup[] = [
  {
    id: 'interests',
    title: 'Interests',
    skills: ['Ergonomics', 'Motion planning'],
  },
];`);
});

test('the experience widget and the education list become CV sections under their own headings', () => {
  const cv = run.read('content/cv.ts');
  expect(cv).toContain(`export const positions: CvListEntry[] = [
  {
    title: 'Graduate Research Assistant',
    date: '2017-05-01',
    current: true,
    organisation: 'Example Robotics Center',
    note: 'Posture estimation in teleoperation.',
    link: 'https://robotics.example.edu/',
  },`);
  expect(cv).toContain(`  {
    title: 'MSc in Mechanical Engineering',
    date: '2016',
    organisation: 'Another University',
  },`);
  expect(cv).toContain(`export const sectionTitles = {
  positions: 'Experience',
  degrees: 'Education',
};`);
});

test('the content check lists only what the old site never had', async () => {
  expect(await contentErrors(run.site)).toEqual([
    'profile.ts › profile › photo.alt: alt text is empty',
    'profile.ts › profile › collaboration: field is empty',
    'profile.ts › profile › site.description: field is empty',
  ]);
});

test('the projects go under the old site’s own name for them, not a heading that presumes they are current', () => {
  expect(run.read('content/projects.ts')).toContain(`export const sectionTitles = {
  currentProjects: 'Research Projects',
};`);
});

test('a newer HugoBlox site: YAML configuration, the author page, events; its demo owner named, not taken for the owner', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hugoblox-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  write(
    'hugo.yaml',
    'baseURL: https://nb.example.org/\ntitle: Academic\nmodule:\n  imports:\n    - path: github.com/HugoBlox/hugo-blox-builder/modules/blox-bootstrap/v5\n',
  );
  write(
    'content/authors/admin/_index.md',
    [
      '---',
      'title: Nelson Bighetti',
      'role: Professor of Artificial Intelligence',
      'organizations:',
      '  - name: Stanford University',
      '    url: https://www.stanford.edu/',
      'social:',
      '  - icon: github',
      '    link: https://github.com/gcushen',
      '---',
      '',
      'Nelson Bighetti is a professor of artificial intelligence at the Stanford AI Lab.',
      '',
    ].join('\n'),
  );
  write(
    'content/event/example/index.md',
    '---\ntitle: Example Talk\nevent: Hugo Blox Builder Conference\ndate: 2030-06-01\n---\n',
  );
  const blox = await migrateInto(dir);
  expect(blox.code).toBe(0);
  expect(blox.report.split('\n')[0]).toMatch(/^Read hugoblox-\w+ as a Hugo Academic \/ HugoBlox site: hugo\.yaml \(/);
  const profile = blox.read('content/profile.ts');
  expect(profile).toContain("role: 'Professor of Artificial Intelligence'");
  expect(profile).toContain("url: 'https://nb.example.org/'");
  expect(blox.report).toContain(
    'site/content/profile.ts › profile › name: “Nelson Bighetti” is the template’s demo owner, not yours: write your own profile',
  );
  expect(linesOf(blox.report, 'talks › ')).toEqual([
    'talks › content/event/example/index.md: the template’s demo: the Hugo Academic demo',
  ]);
});
