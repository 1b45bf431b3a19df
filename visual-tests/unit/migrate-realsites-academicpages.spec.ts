import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentErrors, linesOf, migrateInto } from '../support/migrateRun';
import { realSitesDir } from '../support/realSites';

/*
 * The academicpages sites among the shared real ones (kept beside the repository, never in it; skipped,
 * saying so, where they are not): their custom collections, hand-made publication lists, announcement posts
 * and CV pages carried, and no author name holding a date, a status, "…", "et al." or brackets.
 */
const dir = realSitesDir();

const lacking = /: (field is empty|alt text is empty)$/;
/** What a person's name never holds. */
const garbled = /\d|[()…<>*]|\.\.\.|\bet al\b|\b(accepted|under review|in press|submitted)\b/i;

const sites: Array<{ name: string; carried: string[] }> = [
  {
    name: 'academicpages-fultonms',
    carried: [
      // Five announcement posts.
      'news: carried 5 of 5',
      'talks: carried 6 of 6; bodies kept 6 of 6',
      'teaching: carried 2 of 2; bodies kept 2 of 2',
      'projects: carried 7 of 7; bodies kept 7 of 7',
      'publications: carried 13 of 13',
      'cv: carried 0 of 1; left 1 the template’s demo',
    ],
  },
  {
    name: 'academicpages-Davidvandijcke',
    carried: [
      // _media/: four dated press pieces.
      'news: carried 4 of 4',
      'talks: carried 0 of 4; left 4 the template’s demo',
      'teaching: carried 0 of 2; left 2 the template’s demo',
      'projects: carried 0 of 2; left 2 the template’s demo',
      // Four in _publications/, eleven working papers in _wps/.
      'publications: carried 15 of 15',
      'posts: carried 0 of 5; left 5 the template’s demo',
    ],
  },
  {
    name: 'academicpages-erthward',
    carried: [
      'news: carried 2 of 2',
      'teaching: carried 1 of 2; left 1 the template’s demo',
      // Two in _publications/, the other eight of the ten listed by hand in _pages/publications.md.
      'publications: carried 10 of 10',
      'cv: carried 6 of 6',
      'skills: carried 2 of 2',
      'posts: carried 0 of 5; left 5 the template’s demo',
    ],
  },
  { name: 'academicpages-staeiou', carried: [] },
  { name: 'academicpages-apat20', carried: [] },
];

test.describe('The shared academicpages sites', () => {
  test.skip(!dir, 'no shared real sites (../shared/realsites or /work/shared/realsites): nothing to migrate here');
  for (const site of sites) {
    test(`${site.name}: its collections, lists and posts carried, no author name garbled`, async () => {
      const source = path.join(dir!, site.name);
      test.skip(!existsSync(source), `${source} is not there`);
      const run = await migrateInto(source);
      expect(run.code).toBe(0);
      const kinds = ['news', 'talks', 'teaching', 'projects', 'publications', 'cv', 'skills', 'posts'];
      if (site.carried.length) expect(kinds.flatMap((k) => linesOf(run.report, `${k}: carried`))).toEqual(site.carried);
      const authors = [...run.read('content/publications.bib').matchAll(/^ {2}author = \{(.*)\},?$/gm)].map(
        (m) => m[1]!,
      );
      expect(authors.length).toBeGreaterThan(0);
      const names = authors.flatMap((list) => list.split(' and ')).filter((n) => n !== 'others');
      // Nor is a person initials alone ("D. E." split from "Terasaki Hart").
      expect(names.filter((n) => garbled.test(n) || /^(\p{Lu}\.\s*)+$/u.test(n))).toEqual([]);
      expect((await contentErrors(run.site)).filter((e) => !lacking.test(e))).toEqual([]);
    });
  }
});
