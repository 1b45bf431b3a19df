import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { aboutOrderIssues } from '../../tooling/content/site/cvContent';
import { talkIssues } from '../../tooling/content/bib/talks';
import { formatIssue, validateContent } from '../../tooling/content/checks/validateContent';
import { completeOutDir, repoRoot } from '../support/buildOutput';
import { validModules } from '../fixtures/validContent';
import { resumeOfKinds } from '../../src/cv/resumeOfKinds';
import type { TeachingEntry } from '../../src/content/types';

/*
 * Talks, teaching and the sections an owner names: the build's messages, and the .bib's talks kept off
 * every scholarly page (the complete test owner's build).
 */

const publicDir = path.join(repoRoot, 'visual-tests/fixtures/public');
const check = (modules: Record<string, Record<string, unknown>>) =>
  validateContent({ ...validModules(), ...modules }, { publicDir, contentLabel: 'site/content' }).map(formatIssue);

test('a course with no institution stands under its own name in resume.json; one with an institution under it', () => {
  const entries: TeachingEntry[] = [
    { course: 'Spatial ecology in R', date: '2024', role: 'Author' },
    { course: 'HRI', institution: 'Nordhavn University', date: '2023', role: 'Lecturer', level: 'Master’s' },
  ];
  expect(resumeOfKinds.teaching!({ name: 'teaching', title: 'Teaching', entries }, 'https://example.org/')).toEqual({
    field: 'work',
    entries: [
      {
        name: 'Spatial ecology in R',
        position: 'Author: Spatial ecology in R',
        startDate: '2024',
        summary: 'Spatial ecology in R',
      },
      { name: 'Nordhavn University', position: 'Lecturer · Master’s: HRI', startDate: '2023', summary: 'HRI' },
    ],
  });
});

test.describe('Talks, teaching and the owner’s sections', () => {
  test('the build names a talk with no date, a course with no name, a link that would not work, an http:// one, an unknown field', () => {
    expect(
      check({
        'talks.ts': {
          talks: [
            { title: 'A talk', event: 'A seminar', type: 'invited' },
            { title: 'Another', date: '2024', event: 'Somewhere', slides: 'javascript:alert(1)' },
          ],
        },
        'teaching.ts': {
          teaching: [
            { institution: 'Nordhavn University', date: '2024' },
            // A tutorial of the owner's own names no institution, and needs none.
            { course: 'Spatial ecology in R', date: '2024' },
          ],
        },
        'cv.ts': { service: [{ title: 'Reviewer', link: 'http://example.org/r', hours: 3 }], aboutOrder: ['service'] },
      }),
    ).toEqual([
      'site/content/talks.ts › talks[0] › date: required field is missing',
      'site/content/talks.ts › talks[1] › slides: external link "javascript:alert(1)" must start with https://',
      'site/content/teaching.ts › teaching[0] › course: required field is missing',
      'site/content/cv.ts › service[0] › link: link "http://example.org/r" is http://: published as written; write https:// where example.org has it',
      'site/content/cv.ts › service[0] › hours: unknown field (the fields here: id, title, date, endDate, current, organisation, role, note, link, doi, version)',
    ]);
  });

  test('a talk with no type is a warning; aboutOrder names only sections', () => {
    const modules = {
      'talks.ts': {
        talks: [
          { title: 'Untyped', date: '2024', event: 'E' },
          { title: 'P', date: '2024', event: 'E', type: 'contributed', paper: 'nokey' },
        ],
      },
      'cv.ts': { service: [{ title: 'Reviewer' }], aboutOrder: ['education', 'servce', 'service'] },
    };
    expect(talkIssues(modules, 'site/content').map(formatIssue)).toEqual([
      'site/content/talks.ts › talks[0] ("Untyped") › type: no type (invited, keynote, contributed …): shown without a badge',
    ]);
    expect(aboutOrderIssues(modules, 'site/content').map(formatIssue)).toEqual([
      'site/content/cv.ts › aboutOrder › [1]: "servce" is not a section (the sections: education, publications, experience, awardsAndTalks, talks, teaching, members, alumni, service, skills)',
    ]);
  });

  test('a talk in the .bib gets no page, no Scholar tags, no sitemap line, no place in the list or its .bib', () => {
    for (const key of ['lindqvist2024algorave', 'lindqvist2023tidal', 'lindqvist2025keynote']) {
      expect(existsSync(path.join(completeOutDir, `publications/${key}.html`)), key).toBe(false);
      expect(existsSync(path.join(completeOutDir, `publications/${key}.bib`)), key).toBe(false);
      expect(readFileSync(path.join(completeOutDir, 'sitemap.xml'), 'utf8')).not.toContain(key);
      expect(readFileSync(path.join(completeOutDir, 'publications/index.html'), 'utf8')).not.toContain(key);
    }
    expect(readFileSync(path.join(completeOutDir, 'publications/index.html'), 'utf8')).not.toContain('Untitled');
  });
});
