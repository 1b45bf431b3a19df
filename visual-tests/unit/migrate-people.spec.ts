import { existsSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Profile } from '../../src/content/types';
import { checkContent } from '../../tooling/content/loadContent';
import { isError } from '../../tooling/content/checks/validateContent';
import { emptyMigration } from '../../tooling/migrate/model';
import { carryList, listPeople } from '../../tooling/migrate/peopleLists';
import { contentErrors, fixture, linesOf, migrateInto } from '../support/migrateRun';
import { realSitesDir } from '../support/realSites';
import { repoRoot } from '../support/buildOutput';

/*
 * A site's team carried into people/, one Markdown file per person, from the four places real sites keep
 * one: al-folio's `_people/` collection, team pages among `_projects/` and a `profiles:` page (lab-team);
 * Hugo authors in `user_groups`, the owner's own pages and a co-author aside (hugo-lab); a team written by
 * hand as lines of one page (jekyll-people-list). Every person is carried or named; a missing portrait is
 * named and left out; the content check finds nothing wrong with what was written.
 */

const peopleFiles = (site: string) => readdirSync(path.join(site, 'content/people')).sort();
const peopleErrors = async (site: string) => (await contentErrors(site)).filter((e) => !e.startsWith('profile.ts'));

test('al-folio: a _people/ collection, team pages among the projects and a profiles page become people/', async () => {
  const run = await migrateInto(fixture('lab-team'), [], 'markdown');
  expect(run.code).toBe(0);
  expect(peopleFiles(run.site)).toEqual([
    '_index.yaml',
    'ana-lindqvist.md',
    'chen-wei.md',
    'jo-tanaka.md',
    'kim-sato.md',
    'lena-vik.md',
    'oskar-berg.md',
  ]);
  // A team page by its category ("PhD Students" the role), or by a name with a role as its description.
  expect(run.read('content/people/jo-tanaka.md')).toBe(`---
name: Jo Tanaka
role: PhD student
description: Sonar maps of small reefs
---
`);
  expect(run.read('content/people/kim-sato.md')).toBe(`---
name: Kim Sato
role: Postdoctoral researcher
---
`);
  expect(run.read('content/people/ana-lindqvist.md')).toBe(`---
name: Ana Lindqvist
role: PhD student
date: 2022-09
image: assets/img/ana.png
alt: Portrait of Ana Lindqvist
---

Ana studies how fish react to robots. See her [site](https://ana-lindqvist.example.net).
`);
  expect(existsSync(path.join(run.site, 'public/assets/img/ana.png'))).toBe(true);
  // Their portrait is named but missing: carried without it, named; the e-mail hidden from harvesters decoded.
  expect(run.read('content/people/chen-wei.md')).toBe(`---
name: Chen Wei
links:
  github: https://github.com/chenwei-reef
  email: chen.wei@example.edu
---

Chen builds the lab's underwater cameras.
`);
  expect(run.read('content/people/oskar-berg.md')).toBe(`---
name: Oskar Berg
endDate: "2021"
description: Now at Deep Sea Robotics
links:
  scholar: https://scholar.google.com/citations?user=OsKaR42
section: alumni
---
`);
  expect(run.read('content/people/lena-vik.md')).toBe(`---
name: Lena Vik
role: Master’s student
description: Engineer at Example Marine
links:
  linkedin: https://www.linkedin.com/in/lena-vik-0000/
section: alumni
---

[Dr. Lena Vik](https://www.linkedin.com/in/lena-vik-0000/) wrote her master's thesis on coral counts from small boats.

### Publications

- Vik L, Halvorsen M (2023). [Counting corals from a boat](https://doi.org/10.1000/reef.2023). *Reef Letters*.
`);
  expect(run.read('content/people/_index.yaml')).toBe(`peopleLead: I work with a small team of students on reef robots.
sectionTitles:
  members: Reef Robotics Lab
`);
  expect(linesOf(run.report, 'people:')).toEqual([
    'people: carried 6 of 8; bodies kept 3 of 3; left 2 no place for it here',
  ]);
  expect(linesOf(run.report, 'people › ')).toEqual([
    'people › _people/2_people.md: no place for it here: Mira Halvorsen, the site’s owner: their profile is profile.ts, not a row of the team',
    'people › _pages/profiles.md › profiles[1]: no place for it here: profile about_nobody.md: its text does not open with a name; add them to people/ by hand',
  ]);
  // The account lists them as carried, the project beside its folder's team pages.
  expect(linesOf(run.report, '_projects/:')).toEqual(['_projects/: 1 projects; 4 people']);
  expect(linesOf(run.report, '_people/:')).toEqual(['_people/: 1 people; 1 left (no place for it here)']);
  expect(linesOf(run.report, 'assets/img/')).toEqual([
    'assets/img/chen.jpg (people › chen-wei › image)',
    'assets/img/team_lena.png (people › lena-vik › image)',
  ]);
  expect(run.report).toContain(
    '› 2 entries › image: their portrait is not in the old site’s folder (named above): left out, their initials show',
  );
  expect(run.read('content/projects/1-reef-mapping-boat.md')).toContain('title: Reef mapping boat');
  expect(await peopleErrors(run.site)).toEqual([]);
});

test('Hugo: authors in user_groups are people, Alumni among the alumni; the owner’s pages and a co-author named', async () => {
  const run = await migrateInto(fixture('hugo-lab'), [], 'markdown');
  expect(run.code).toBe(0);
  expect(peopleFiles(run.site)).toEqual(['sofia-reyes.md', 'tomas-lind.md']);
  expect(run.read('content/people/sofia-reyes.md')).toBe(`---
name: Sofia Reyes
role: PhD Student
description: Fish behaviour near underwater robots.
image: images/people/sofia-reyes-avatar.png
alt: Portrait of Sofia Reyes
links:
  github: https://github.com/sofia-reyes
  scholar: https://scholar.google.com/citations?user=SoFi99
  email: sofia.reyes@example.edu
---

Sofia joined the lab in 2022 after a master's degree in marine biology.
`);
  expect(existsSync(path.join(run.site, 'public/images/people/sofia-reyes-avatar.png'))).toBe(true);
  expect(run.read('content/people/tomas-lind.md')).toBe(`---
name: Tomas Lind
description: Nordic Robotics AB
section: alumni
---
`);
  expect(linesOf(run.report, 'people › ')).toEqual([
    'people › content/authors/ian-cole/_index.md: no place for it here: co-author “Ian Cole” (Professor of Oceanography), in no user_groups: not of the team; add them to people/ by hand if they are',
    'people › content/authors/mira-halvorsen/_index.md: no place for it here: a second profile of the owner (“Mira Halvorsen”, superuser like admin): the profile is read from content/authors/admin; merge what differs by hand',
  ]);
  expect(linesOf(run.report, 'content/authors/:')).toEqual([
    'content/authors/: 2 people; 2 left (no place for it here); the profile (name, role, organisations, links, biography)',
  ]);
  expect(await peopleErrors(run.site)).toEqual([]);
});

test('a team written by hand: one person per line that reads as one, the others named line by line', async () => {
  const run = await migrateInto(fixture('jekyll-people-list'), [], 'markdown');
  expect(run.code).toBe(0);
  expect(peopleFiles(run.site)).toEqual(['_index.yaml', 'ana-lima.md', 'jo-park.md', 'lea-roth.md', 'ravi-rao.md']);
  expect(run.read('content/people/ana-lima.md')).toBe(`---
name: Ana Lima
role: PhD student
date: "2021"
links:
  website: https://ana.example.org
---
`);
  expect(run.read('content/people/ravi-rao.md')).toBe(`---
name: Ravi Rao
role: Postdoctoral researcher
links:
  scholar: https://scholar.google.com/citations?user=RAVI123
---
`);
  expect(run.read('content/people/jo-park.md')).toBe(`---
name: Jo Park
role: Research assistant
links:
  email: jo.park@example.edu
---
`);
  expect(run.read('content/people/lea-roth.md')).toBe(`---
name: Lea Roth
role: MSc
endDate: "2020"
description: now at Example Water Board
section: alumni
---
`);
  expect(run.read('content/people/_index.yaml')).toBe('peopleLead: Our group studies tides.\n');
  expect(linesOf(run.report, 'people › ')).toEqual([
    'people › _pages/people.md › - Open positions: we are hiring!: no place for it here: the line “- Open positions: we are hiring!” of the team page reads as no person (a name, then a role or link): add it to people/ by hand if it is one',
  ]);
  expect(linesOf(run.report, '_pages/people.md:')).toEqual([
    '_pages/people.md: 4 people; 1 left (no place for it here); the team page: its lines read as 4 people, 4 carried from it',
  ]);
  expect(await peopleErrors(run.site)).toEqual([]);
});

test('people.ts when the site reads TypeScript: members and alumni as two lists, the lead and headings beside them', async () => {
  const run = await migrateInto(fixture('jekyll-people-list'));
  const people = run.read('content/people.ts');
  expect(people).toContain("export const members: EntryOf<'people'>[] = [");
  expect(people).toContain("export const alumni: EntryOf<'people'>[] = [");
  expect(people).toContain("export const peopleLead = 'Our group studies tides.';");
  expect(await peopleErrors(run.site)).toEqual([]);
});

test('a hostile team page: 200 KB of one character, on one line or as list items and table rows, is read in linear time', () => {
  const units = ['[', '*', '(', '|', '-', ' ', '#', '[a](', 'Ab Cd, ', '(2019–', '| Ab | '];
  const slow: string[] = [];
  for (const unit of units) {
    const line = unit.repeat(Math.ceil(204_800 / unit.length)).slice(0, 204_800);
    for (const [shape, body] of [
      ['a line', line],
      ['a list item', `- ${line}`],
      ['a table row', `| ${line} |\n|---|`],
      ['a heading', `## ${line}`],
    ] as const) {
      const started = performance.now();
      listPeople(body);
      const ms = performance.now() - started;
      if (ms > 1000) slow.push(`${shape} of ${unit}: ${Math.round(ms)} ms`);
    }
  }
  expect(slow).toEqual([]);
});

test('people on one page are carried in linear time (four times the lines, not sixteen times the time), two of one name once', () => {
  // Each a name of letters only: its number written in the letters a to j.
  const letters = (i: number) => [...String(i)].map((d) => String.fromCharCode(97 + Number(d))).join('');
  const timed = (n: number) => {
    const names = Array.from({ length: n }, (_, i) => `- Ana Lima${letters(i)}`);
    const migration = emptyMigration('jekyll', '', { name: 'Owner' } as Profile);
    const started = performance.now();
    const carried = carryList(migration, '_pages/people.md', listPeople([...names, names[0]!].join('\n')));
    return { ms: performance.now() - started, carried, left: migration.left.map((l) => l.why) };
  };
  timed(500);
  const [small, large] = [timed(2_000), timed(8_000)];
  expect(large.carried).toBe(8_000);
  expect(large.left).toEqual(['Ana Limaa, listed a second time: carried once, from _pages/people.md › Ana Limaa']);
  expect(large.ms / small.ms).toBeLessThan(8);
});

/** The shared real sites that keep a team, and what of it is carried (skipped where they are not). */
const teams = [
  {
    name: 'alfolio-yuhangzhao1',
    carried: 'people: carried 8 of 8',
    files: 8,
    first: `---
name: Ru Wang
links:
  website: https://ru-wang.com/
  email: ru.wang@wisc.edu
---
`,
  },
  { name: 'alfolio-sahirbhatnagar', carried: 'people: carried 13 of 13; bodies kept 13 of 13', files: 13 },
  { name: 'hugo-ramirocrego', carried: 'people: carried 0 of 1; left 1 no place for it here', files: 0 },
];

for (const team of teams)
  test(`${team.name}: its team carried, each person once, the content check content with them`, async () => {
    const dir = realSitesDir();
    test.skip(!dir || !existsSync(path.join(dir, team.name)), 'the shared real sites are not beside the checkout');
    const run = await migrateInto(path.join(dir!, team.name), [], 'markdown');
    expect(linesOf(run.report, 'people: carried')).toEqual([team.carried]);
    const files = existsSync(path.join(run.site, 'content/people')) ? peopleFiles(run.site) : [];
    expect(files.filter((f) => f.endsWith('.md'))).toHaveLength(team.files);
    if (team.first) expect(run.read('content/people/ru-wang.md')).toBe(team.first);
    const { issues } = await checkContent({
      root: repoRoot,
      contentDir: path.join(run.site, 'content'),
      publicDir: path.join(run.site, 'public'),
    });
    expect(issues.filter((i) => isError(i) && i.file.includes('people')).map((i) => i.problem)).toEqual([]);
  });

test('a hostile team: a portrait that climbs out or is a link out of the old folder is refused, the person kept without it', async () => {
  const top = mkdtempSync(path.join(tmpdir(), 'migrate-people-'));
  const old = path.join(top, 'old');
  const files: Record<string, string> = {
    '_config.yml':
      'title: Lab\nauthor: Owner Person\nemail: owner@example.org\ncollections:\n  people:\n    output: true\n',
    '_people/a.md': '---\ntitle: Ada Climb\nimg: ../../outside.png\n---\n',
    '_people/b.md': '---\ntitle: Ben Link\nimg: assets/img/ben.png\n---\n',
    '_people/c.md': '---\ntitle: Cy Root\nimg: /assets/img/cy.png\n---\n',
    '_people/d.md': '---\nimg: assets/img/cy.png\n---\n',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(old, file)), { recursive: true });
    writeFileSync(path.join(old, file), text);
  }
  writeFileSync(path.join(top, 'outside.png'), 'private');
  mkdirSync(path.join(old, 'assets/img'), { recursive: true });
  symlinkSync(path.join(top, 'outside.png'), path.join(old, 'assets/img/ben.png'));
  writeFileSync(path.join(old, 'assets/img/cy.png'), 'png');
  const run = await migrateInto(old, [], 'markdown');
  expect(run.code).toBe(0);
  expect(run.read('content/people/ada-climb.md')).toBe('---\nname: Ada Climb\n---\n');
  expect(run.read('content/people/ben-link.md')).toBe('---\nname: Ben Link\n---\n');
  // A path from the site's root is read from the old folder's root, never this machine's.
  expect(run.read('content/people/cy-root.md')).toContain('image: assets/img/cy.png\nalt: Portrait of Cy Root\n');
  expect(readdirSync(path.join(run.site, 'public/assets/img'))).toEqual(['cy.png']);
  // A page with no name is no one's: named, not carried as a person without a name.
  expect(linesOf(run.report, 'people › _people/d.md')).toEqual([
    'people › _people/d.md: no place for it here: a person with no name (no title): add them to people/ by hand',
  ]);
  expect(readdirSync(path.join(run.site, 'content/people'))).toEqual(['ada-climb.md', 'ben-link.md', 'cy-root.md']);
  const refused = run.report.split('Refused, never read nor copied')[1]!.split('\n\n')[0]!;
  expect(linesOf(refused, '../../outside.png')).toEqual([
    '../../outside.png: would be written outside public/ (leads out of the old site’s folder) (people › ada-climb › image)',
  ]);
  expect(linesOf(refused, 'assets/img/ben.png').length).toBe(1);
});
