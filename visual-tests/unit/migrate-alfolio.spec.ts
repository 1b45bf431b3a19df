import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentKinds } from '../../src/content/kinds';
import { formOfThisSite } from '../../tooling/migrate/writer';
import { contentErrors, fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * `npm run migrate` on an al-folio site of our own with the real sites' traps: a front matter Jekyll
 * forgives and YAML does not, news inline and with bodies (Liquid, HTML, emoji shortcodes, http links),
 * a .bib with front matter and macros, demo items under the owner's file names (and the reverse), the
 * Einstein CV, a CNAME, an X handle, a picture that is missing. Expected values are the fixture's words.
 */
const source = fixture('al-folio');
let run: Awaited<ReturnType<typeof migrateInto>>;
test.beforeAll(async () => {
  run = await migrateInto(source);
});

test('the first line says which template and why', () => {
  expect(run.code).toBe(0);
  expect(run.report.split('\n')[0]).toBe(
    `Read al-folio as an al-folio site: _config.yml, which names al-folio, beside _bibliography/papers.bib, _news, _data/cv.yml, _projects.`,
  );
});

test('a front matter Jekyll forgives (a Markdown comment in it) is read as far as it goes, and named', () => {
  expect(run.report).toContain(
    'Read as far as their front matter goes (Jekyll forgives these; check what was taken from them):\n  _pages/about.md: Map comment with trailing content\n',
  );
});

test('the profile: name, role and place from the about page, the CNAME address, every link it has a place for', () => {
  const profile = run.read('content/profile.ts');
  expect(profile).toContain("name: 'Ines Okonkwo-Berg'");
  expect(profile).toContain("role: 'Postdoctoral Researcher'");
  expect(profile).toContain("name: 'Harbour Robotics Lab'");
  expect(profile).toContain("email: 'ines.ob@example.edu'");
  expect(profile).toContain("url: 'https://ines.example.org/'");
  expect(profile).toContain("title: 'Ines Okonkwo-Berg'");
  expect(profile).toContain("code: 'https://github.com/ines-ob'");
  expect(profile).toContain("network: 'https://www.linkedin.com/in/ines-okonkwo-berg'");
  expect(profile).toContain("scholar: 'https://scholar.google.com/citations?user=AbCdEf123'");
  expect(profile).toContain("orcid: 'https://orcid.org/0000-0002-1825-0097'");
  expect(profile).toContain("x: 'https://x.com/InesOB'");
  expect(profile).toContain("'I hold a PhD in Ocean Engineering.'");
  // The about text as Markdown: its links (http:// as written), a citation linked to its paper's page, its list;
  // kramdown's attribute lists and abbreviations gone; "see my CV" linked to the CV page's PDF, copied.
  expect(profile).toContain(`  intro: [
    'I build [autonomous surface vehicles](https://example.org/asv) that map harbours ([Okonkwo-Berg and Martínez, 2024](publications/okonkwo2024harbour.html)). Before that I studied at . See my [CV](assets/pdf/ines-cv.pdf) and the [harbour map](http://maps.example.net/harbour).',
    'Three things I do:\\n- *mapping* with LiDAR\\n- fieldwork on the AUV',
    'I hold a PhD in Ocean Engineering.',
  ],`);
  expect(readFileSync(path.join(run.site, 'public/assets/pdf/ines-cv.pdf'))).toEqual(
    readFileSync(path.join(source, 'assets/pdf/ines-cv.pdf')),
  );
  expect(linesOf(run.report, 'site/content/profile.ts › profile › intro')).toEqual([
    'site/content/profile.ts › profile › intro: {% link _pages/cv.md %}: not carried, its meaning is not clear here',
    'site/content/profile.ts › profile › intro[0]: link "http://maps.example.net/harbour" is http://: published as written; write https:// where maps.example.net has it',
  ]);
  expect(profile).toContain("src: 'images/prof_pic.jpg'");
  expect(readFileSync(path.join(run.site, 'public/images/prof_pic.jpg'))).toEqual(
    readFileSync(path.join(source, 'assets/img/prof_pic.jpg')),
  );
  // The links the profile has no place for are named, not lost.
  expect(linesOf(run.report, 'profile links ›')).toEqual([
    'profile links › youtube_id: no place for it here: https://www.youtube.com/@inesrobots: the profile has no place for it',
  ]);
});

test('the .bib is copied byte for byte, and the files its entries name are copied or named', () => {
  expect(readFileSync(path.join(run.site, 'content/publications.bib'))).toEqual(
    readFileSync(path.join(source, '_bibliography/papers.bib')),
  );
  expect(existsSync(path.join(run.site, 'public/assets/pdf/poster.pdf'))).toBe(true);
  expect(run.report).toContain('  assets/img/publication_preview/harbour.gif (publications.bib › preview)');
});

test('news: the owner’s words, Liquid and HTML converted where clear, named where not; the demo item left', () => {
  const news = run.read('content/news.ts');
  expect(news).toContain(
    "text: 'The harbour dataset is public: see the [poster](assets/pdf/poster.pdf) and the [download page](https://example.org/data). It holds 40 hours of sensor logs.'",
  );
  expect(news).toContain("title: 'Our dataset is out'");
  expect(news).toContain("date: '2024-03-02'");
  expect(news).toContain(
    "text: 'Paper accepted to IROS 2021 🤖 *Efficient LiDAR Detection* with [our lab](http://example.org/lab)'",
  );
  expect(news).toContain("text: 'Started as a postdoc at the Harbour Robotics Lab! 🎉 ✨ :harbour_bot:'");
  expect(news).not.toContain('simple inline announcement');
  // The figure's file is not in the old folder: the picture is left out (named with the missing files), no alt asked.
  expect(news).not.toContain('boat.jpg');
  expect(run.report).toContain('  assets/img/boat.jpg (_news/announcement_3.md)');
  expect(linesOf(run.report, 'site/content/news.ts ›')).toEqual([
    'site/content/news.ts › 2025-01-15 › text: :harbour_bot: is no emoji shortcode GitHub knows: it shows as written',
    'site/content/news.ts › news[3] (2021-06-30) › text: link "http://example.org/lab" is http://: published as written; write https:// where example.org has it',
  ]);
});

test('demo items are recognised by their words, whatever their file names', () => {
  // The owner's short post (field notes) is an announcement: a news item beside the _news/ ones.
  expect(linesOf(run.report, 'news: ')).toEqual(['news: carried 4 of 5; left 1 the template’s demo']);
  expect(linesOf(run.report, 'posts: ')).toEqual(['posts: carried 0 of 1; left 1 the template’s demo']);
  expect(linesOf(run.report, 'projects: ')).toEqual([
    'projects: carried 2 of 4; bodies kept 1 of 1; left 2 the template’s demo',
  ]);
  expect(run.report).toContain('projects › _projects/sailing.md: the template’s demo: al-folio’s demo project text');
  expect(run.report).toContain(
    'projects › _projects/ref.md: the template’s demo: an al-folio demo project ("project N")',
  );
  expect(run.report).toContain('cv › _data/cv.yml: the template’s demo: al-folio’s Albert Einstein CV: all 2 sections');
  // A page of the owner's own prose is named; the template's own pages (about, projects) are not.
  expect(linesOf(run.report, 'pages ›')).toEqual([
    'pages › _pages/talks.md: no place for it here: page “talks” (9 words of free text): the site has no page for it; place its words in your intro, a news item or cv.ts',
  ]);
  expect(run.report).toContain(
    'posts › _posts/2020-09-28-diagrams.md: the template’s demo: an al-folio demo post (“a post with diagrams”)',
  );
  // 1_project.md is a demo file name holding the owner's own project.
  expect(run.read('content/projects.ts')).toContain("title: 'Harbour Mapping'");
  expect(existsSync(path.join(run.site, 'content/cv.ts'))).toBe(false);
});

const lacks = [
  'profile.ts › profile › affiliation.href: field is empty',
  'profile.ts › profile › photo.alt: alt text is empty',
  'profile.ts › profile › collaboration: field is empty',
];

test('the content check lists only what the old site never had', async () => {
  expect(await contentErrors(run.site)).toEqual(lacks);
  // Each of them is in the report's to-do list, in the same form.
  for (const field of ['affiliation.href', 'photo.alt', 'collaboration'])
    expect(run.report).toContain(`site/content/profile.ts › profile › ${field}: `);
  // A project's date and details are optional: none is asked for where the old page had none.
  expect(run.report).not.toContain('› boatsim › date');
});

test('written as Markdown and YAML (where the kinds declare those forms), the check lists the same', async () => {
  test.skip(
    formOfThisSite(contentKinds) !== 'markdown',
    'the content kinds declare no Markdown form: TypeScript is written',
  );
  const markdown = await migrateInto(source, [], 'markdown');
  expect(readFileSync(path.join(markdown.site, 'content/news/2024-03-02-our-dataset-is-out.md'), 'utf8')).toContain(
    '\n\nIt holds 40 hours of sensor logs.\n',
  );
  // The report names the files as written: the projects' folder, the news folder.
  expect(markdown.report).toContain('site/content/projects/ › harbour-mapping › body:');
  expect(markdown.report).not.toContain('site/content/projects.ts');
  // Each project a Markdown file, in the old site's order; the page's body carried as the project's body.
  expect(readdirSync(path.join(markdown.site, 'content/projects'))).toEqual([
    '1-harbour-mapping.md',
    '2-boatsim.md',
    '_index.yaml',
  ]);
  expect(readFileSync(path.join(markdown.site, 'content/projects/1-harbour-mapping.md'), 'utf8')).toBe(`---
id: harbour-mapping
title: Harbour Mapping
description: Mapping busy harbours from a small autonomous boat.
---

> Abstract: a fenced block used as an abstract box.
`);
  // al-folio's abstract box, a fenced block of prose, is a quote: it wraps on a phone. The report says so.
  expect(markdown.report).toContain(
    'site/content/projects/ › harbour-mapping › body: the fenced block it opens with (al-folio’s abstract box) is written as a quote, which wraps on a phone: check it reads as meant',
  );
  const errors = await contentErrors(markdown.site);
  expect(errors).toEqual(lacks);
});

test('the projects go under the old site’s own name for them, not a heading that presumes they are current', () => {
  expect(run.read('content/projects.ts')).toContain(`export const sectionTitles = {
  currentProjects: 'Research',
};`);
});

test('an al-folio CV’s talks, listed as "Venue, Month Year", become talks that show their event, never an invented title', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'alfolio-cv-'));
  mkdirSync(path.join(dir, '_data'));
  mkdirSync(path.join(dir, '_news'));
  writeFileSync(path.join(dir, '_config.yml'), 'first_name: Ada\nlast_name: Okafor\n');
  writeFileSync(
    path.join(dir, '_data/cv.yml'),
    [
      '- title: Invited Talks',
      '  type: list',
      '  contents:',
      '    - UNSW Sydney, March 2024',
      '    - Robotics Seminar, ETH Zürich, Nov 2023',
      '- title: Service',
      '  type: list',
      '  contents:',
      '    - Reviewer for HRI',
      '',
    ].join('\n'),
  );
  const cv = await migrateInto(dir);
  expect(cv.read('content/talks.ts')).toContain(`export const talks: Talk[] = [
  {
    title: 'UNSW Sydney',
    date: '2024-03',
    event: 'UNSW Sydney',
  },
  {
    title: 'Robotics Seminar, ETH Zürich',
    date: '2023-11',
    event: 'Robotics Seminar, ETH Zürich',
  },
];`);
  expect(linesOf(cv.report, 'site/content/talks.ts')).toEqual([
    'site/content/talks.ts › 2024-03 unsw-sydney › title: "UNSW Sydney, March 2024" names no title of its own: its event stands in',
    'site/content/talks.ts › 2023-11 robotics-seminar-eth-zurich › title: "Robotics Seminar, ETH Zürich, Nov 2023" names no title of its own: its event stands in',
    // The content check's warning, once for both talks (the report now holds what the check says).
    'site/content/talks.ts › 2 entries › type: no type (invited, keynote, contributed …): shown without a badge:',
  ]);
  expect(cv.read('content/cv.ts')).toContain(
    "export const service: CvListEntry[] = [\n  {\n    title: 'Reviewer for HRI',\n  },\n];",
  );
});

test('an al-folio fork of 2018: the name from `name:`, the role and places from the about page’s description', async () => {
  const old = await migrateInto(fixture('al-folio-2018'));
  expect(old.code).toBe(0);
  const profile = old.read('content/profile.ts');
  expect(profile).toContain("name: 'Tomasz Wójcik-Lind'");
  expect(profile).toContain("role: 'Doctoral Researcher'");
  expect(profile).toContain("name: 'Fjord Institute of Technology'");
  expect(old.report).not.toContain('profile › name:');
  // The about page's Liquid draws the template's lists: named as such, once for its logic.
  expect(linesOf(old.report, 'site/content/profile.ts › profile › intro')).toEqual([
    'site/content/profile.ts › profile › intro: template logic ({% if %}, {% for %} and the like) left out: it arranged the old page and says nothing of its own',
    'site/content/profile.ts › profile › intro: template list {% include news.html %} left out: the new site shows its news, papers and projects on its own pages',
    'site/content/profile.ts › profile › intro: template list {% bibliography -f papers -q @*[year={{y}}]* %} left out: the new site shows its news, papers and projects on its own pages',
  ]);
  // The demo CV under the owner's name is still the demo: nothing of Einstein's becomes theirs.
  expect(old.report).toContain(
    '_data/cv.yml: left, the template’s demo: al-folio’s Albert Einstein CV under your name: 3 of its 5 entries are still Einstein’s (write your own sections in cv.ts)',
  );
  // A project wrapped whole in an HTML comment was switched off by its owner: a draft, not an empty card.
  expect(linesOf(old.report, 'projects:')).toEqual(['projects: carried 1 of 2; bodies kept 1 of 1; left 1 draft']);
  expect(old.report).toContain(
    '_projects/2_bomb.markdown: the whole page is inside an HTML comment (<!-- … -->): the old site did not show it; left as a draft',
  );
});
