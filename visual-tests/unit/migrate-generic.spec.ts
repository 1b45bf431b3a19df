import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accountLines } from '../../tooling/migrate/account';
import { readSite } from '../../tooling/migrate/cli';
import { detect } from '../../tooling/migrate/detect';
import { withoutMachinery } from '../../tooling/migrate/freePages';
import { contentErrors, fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * Any Jekyll or Hugo site is taken: academicpages known by its configuration's keys when it has none of
 * its folders; a Jekyll site of no known template read generically, its custom collections named and its
 * team carried; a current HugoBlox site (plural sections, events, courses, a blog, working papers, collaborators,
 * a landing page) carried section by section. Each report accounts for every page and folder.
 */

/** The report's account, one line per folder or page. */
const account = (report: string) =>
  report
    .split('What was read, folder by folder and page by page:\n')[1]!
    .split('\n\n')[0]!
    .split('\n')
    .map((l) => l.trim());

test('academicpages with no collection (publications listed by hand) is known by its _config.yml keys', async () => {
  const run = await migrateInto(fixture('academicpages-handlisted'));
  expect(run.code).toBe(0);
  expect(run.report.split('\n')[0]).toBe(
    'Read academicpages-handlisted as an academicpages site: _config.yml (author.googlescholar, author.employer, author.avatar, publication_category).',
  );
  expect(run.read('content/profile.ts')).toContain("email: 'noor.aziz@example.org'");
  expect(account(run.report)).toEqual([
    '_config.yml: the profile and the site’s settings',
    '_pages/about.md: the profile (its intro, role and photo)',
    '_pages/publications.md: 2 publications',
    '_pages/terms.md: the template’s demo page (academicpages’ privacy policy), left',
    '_pages/year-archive.html: a page the template draws (Liquid, no words of its own): the new site has its own',
    '_posts/: 1 left (the template’s demo)',
  ]);
});

test('a Jekyll site of no known template: the owner from _config.yml, its news, its custom collection named, its team carried', async () => {
  const run = await migrateInto(fixture('jekyll-generic'));
  expect(run.code).toBe(0);
  expect(run.report.split('\n')[0]).toBe(
    'Read jekyll-generic as a Jekyll site: _config.yml, of no template known here: read as a Jekyll site.',
  );
  const profile = run.read('content/profile.ts');
  expect(profile).toContain("name: 'Tomas Brandt'");
  expect(profile).toContain("email: 'tomas.brandt@example.edu'");
  expect(profile).toContain("description: 'Coastal geomorphology at the Example University'");
  expect(profile).toContain("url: 'https://tbrandt.example.edu/'");
  expect(profile).toContain("'I measure how beaches recover after storms, with drones and long surveys.'");
  const news = run.read('content/news.ts');
  expect(news).toContain("date: '2024-03-16'");
  expect(news).toContain("date: '2023-09-01'");
  expect(linesOf(run.report, 'people › ')).toEqual([
    'people › _pages/lab.md › Ana Okafor: no place for it here: Ana Okafor, listed a second time: carried once, from _people/ana.md, its description added from here',
    'people › _pages/lab.md › Ben Liu: no place for it here: Ben Liu, listed a second time: carried once, from _people/ben.md, its description added from here',
  ]);
  const people = run.read('content/people.ts');
  expect(people).toContain(
    "name: 'Ana Okafor',\n    role: 'PhD student',\n    description: 'Storm surveys with drones.',",
  );
  expect(people).toContain("name: 'Carla Méndez',\n    description: 'now at the Example Coastal Agency',");
  expect(people).toContain("name: 'Dev Patel',\n    role: 'MSc',\n    endDate: '2022',");
  expect(people).toContain("export const sectionTitles = {\n  members: 'Coastal Lab',\n};");
  expect(account(run.report)).toEqual([
    '_books/: 1 left (no place for it here)',
    '_config.yml: the profile and the site’s settings',
    '_data/navigation.yml: the old menu: the new site has its own',
    '_data/stations.yml: left, no place for it here: a data file the old site’s layouts drew on: the site has no place for it; copy what you need by hand',
    '_news/: 2 news',
    '_pages/about.md: the profile (its intro)',
    '_pages/archive.html: a page the template draws (Liquid, no words of its own): the new site has its own',
    '_pages/lab.md: 2 people; 2 left (no place for it here); the team page: its lines read as 4 people, 2 carried from it',
    '_pages/people.md: the team page: its people are its collection’s, its words the People page’s lead',
    '_people/: 2 people',
  ]);
});

test('a current HugoBlox site: plural sections, events, courses, working papers, a blog and collaborators', async () => {
  const run = await migrateInto(fixture('hugoblox'));
  expect(run.code).toBe(0);
  expect(run.report.split('\n')[0]).toBe(
    'Read hugoblox as a Hugo Academic / HugoBlox site: config/_default/hugo.yaml (HugoBlox) beside content/.',
  );
  const kinds = ['news', 'talks', 'teaching', 'publications', 'posts', 'pages'];
  expect(kinds.flatMap((k) => linesOf(run.report, `${k}: carried`))).toEqual([
    'news: carried 1 of 1',
    'talks: carried 1 of 1',
    'teaching: carried 1 of 1; bodies kept 1 of 1',
    'publications: carried 2 of 2',
    'posts: carried 0 of 2; left 2 no place for it here',
    'pages: carried 0 of 1; left 1 no place for it here',
  ]);
  const bib = run.read('content/publications.bib');
  expect(bib).toContain('@article{ilves2023dunes,');
  expect(bib).toContain('Surge heights on tidal flats');
  const news = run.read('content/news.ts');
  expect(news).toContain("text: '[Our survey grant was funded](https://news.example.org/grant)'");
  // The title is the link's words: not said twice.
  expect(news).not.toContain("title: 'Our survey grant was funded'");
  expect(run.read('content/talks.ts')).toContain("event: 'Ocean Sciences Meeting'");
  expect(run.read('content/teaching.ts')).toContain("course: 'Coastal Processes'");
  expect(linesOf(run.report, 'people › ')).toEqual([
    'people › content/authors/colleague/_index.md: no place for it here: co-author “Jonas Berg” (Postdoctoral researcher), in no user_groups: not of the team; add them to people/ by hand if they are',
  ]);
  expect(account(run.report)).toEqual([
    'config/_default/hugo.yaml: the profile and the site’s settings',
    'content/_index.md: a landing page of the template’s blocks (resume-biography-3): nothing of its own',
    'content/authors/: 1 left (no place for it here); the profile (name, role, organisations, links, biography)',
    'content/blog/: 1 news; 2 left (no place for it here)',
    'content/courses/: 1 teaching entries',
    'content/events/: 1 talks',
    'content/guide/: 1 left (no place for it here)',
    'content/publications/: 1 publications',
    'content/workingpapers/: 1 publications; the section’s list page (its heading): the new site lists its own',
  ]);
  // blogdown keeps a post as index.en.md beside its rendered index.en.html: one article, named by its source.
  expect(linesOf(run.report, 'posts › ')).toEqual([
    'posts › content/blog/field-essay/index.md: no place for it here: article “A week on the flats” (192 words): the site has no blog; keep it where it is and link it from a news item',
    'posts › content/blog/hello-rmd/index.en.md: no place for it here: article “Tide tables in R” (12 words): the site has no blog; keep it where it is and link it from a news item',
  ]);
  expect(linesOf(run.report, 'pages › ')).toEqual([
    'pages › content/guide/_index.md: no place for it here: landing page “Guide for new students” (21 words in its blocks): the site has no page for it; place its words in your intro, a news item or cv.ts',
  ]);
});

test('a page’s own words leave its Liquid, shortcodes and comments out, in time linear in its length', () => {
  expect(withoutMachinery('Hi {% if x %}there{% endif %} {{ site.url }}<!-- note --> all {% unclosed')).toBe(
    'Hi there  all ',
  );
  for (const unit of ['{%', '{{', '<!--', '{%%}', '{{}}<!--', '{%{{<!--%}']) {
    const started = performance.now();
    withoutMachinery(unit.repeat(200_000 / unit.length));
    expect(performance.now() - started).toBeLessThan(1000);
  }
});

test('a Hugo site of another theme (hugo.json) and a Jekyll site with only a Gemfile are read, not refused', async () => {
  const hugo = await migrateInto(fixture('hugo-plain'));
  expect(hugo.report.split('\n')[0]).toBe(
    'Read hugo-plain as a Hugo site: hugo.json beside content/, of no theme known here: read as a Hugo site.',
  );
  expect(hugo.read('content/profile.ts')).toContain("name: 'Ilse Varga'");
  expect(hugo.read('content/profile.ts')).toContain(
    "intro: ['I teach statistics and write about survey design for small samples.']",
  );
  expect(hugo.read('content/news.ts')).toContain("date: '2024-04-02'");
  expect(account(hugo.report)).toEqual([
    'content/about.md: the profile (its intro)',
    'content/posts/: 1 news; the section’s list page (its heading): the new site lists its own',
    'hugo.json: the profile and the site’s settings',
  ]);
  const jekyll = await migrateInto(fixture('jekyll-gemfile'));
  expect(jekyll.code).toBe(0);
  expect(jekyll.report.split('\n')[0]).toBe(
    'Read jekyll-gemfile as a Jekyll site: a Gemfile naming jekyll, _posts, no _config.yml: read as a Jekyll site.',
  );
  expect(jekyll.read('content/profile.ts')).toContain(
    "'Hydrologist. I model floods in small catchments and share the code.'",
  );
  expect(account(jekyll.report)).toEqual(['_posts/: 1 news', 'index.md: the profile (its intro)']);
});

test('every form of Hugo configuration is known, and a theme of HugoBlox’s family by its words', () => {
  const forms: Array<[string, string, string]> = [
    ['config.toml', 'theme = "academic"', 'hugo-academic'],
    ['config.yaml', 'title: x', 'hugo'],
    ['config.yml', 'title: x', 'hugo'],
    ['config.json', '{"title": "x"}', 'hugo'],
    ['hugo.toml', 'title = "x"', 'hugo'],
    ['hugo.yaml', 'title: x', 'hugo'],
    ['hugo.json', '{}', 'hugo'],
    ['config/_default/params.yaml', 'name: x', 'hugo'],
    [
      'config/_default/hugo.toml',
      '[module]\n[[module.imports]]\npath = "github.com/wowchemy/wowchemy-hugo-themes"',
      'hugo-academic',
    ],
  ];
  for (const [file, text, template] of forms) {
    const dir = mkdtempSync(path.join(tmpdir(), 'migrate-hugo-form-'));
    mkdirSync(path.join(dir, 'content'));
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
    expect([file, detect(dir)?.template]).toEqual([file, template]);
  }
});

test('a section or configuration linked from outside the old site is never followed', () => {
  const outside = mkdtempSync(path.join(tmpdir(), 'migrate-outside-'));
  mkdirSync(path.join(outside, 'paper'));
  writeFileSync(path.join(outside, 'paper/index.md'), '---\ntitle: Not yours\npublication_types: ["2"]\n---\n');
  writeFileSync(path.join(outside, 'hugo.toml'), 'theme = "academic"');
  const dir = mkdtempSync(path.join(tmpdir(), 'migrate-linked-'));
  mkdirSync(path.join(dir, 'content'));
  writeFileSync(path.join(dir, 'config.toml'), 'title = "Linked"');
  symlinkSync(outside, path.join(dir, 'content/publications'));
  symlinkSync(path.join(outside, 'hugo.toml'), path.join(dir, 'hugo.toml'));
  const migration = readSite(dir);
  if (typeof migration === 'string') throw new Error(migration);
  expect(migration.evidence).toBe('config.toml beside content/, of no theme known here: read as a Hugo site');
  expect(migration.bibEntries).toEqual([]);
  expect(accountLines(migration)).toEqual(['  config.toml: the profile and the site’s settings']);
});

test('what the generic readers write passes the content check but for fields the old sites never had', async () => {
  const lacking = /: (field is empty|alt text is empty)$/;
  for (const name of ['jekyll-generic', 'jekyll-gemfile', 'hugoblox', 'hugo-plain', 'academicpages-handlisted']) {
    const run = await migrateInto(fixture(name));
    expect([name, (await contentErrors(run.site)).filter((e) => !lacking.test(e))]).toEqual([name, []]);
  }
});
