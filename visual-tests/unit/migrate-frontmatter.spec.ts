import { expect, test } from '@playwright/test';
import { readPage } from '../../tooling/migrate/frontMatter';
import { fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * Front matter opened by `---` and never closed (a real academicpages teaching page, its own title on the
 * template's file): its fields are the owner's, so they are read, not written out as an entry with an
 * empty course and date that the build then refuses.
 */
test('an unclosed front matter is read to the end of the file, and said', () => {
  const page = readPage('---\ntitle: "Wetland Ecology"\ndate: 2018-01-15\n');
  expect(page.data.title).toBe('Wetland Ecology');
  expect(page.body).toBe('');
  expect(page.errors).toEqual([
    'front matter never closed (no second ---): the old site did not show this page; its fields are read to the end of the file',
  ]);
});

test('a page opening with a --- rule and no fields keeps its text as the body', () => {
  const page = readPage('---\n\nA page that opens with a rule.\n');
  expect(page.data).toEqual({});
  expect(page.body).toBe('---\n\nA page that opens with a rule.\n');
  expect(page.errors).toEqual([]);
});

test('migrate carries the unclosed teaching page with its course, institution and date', async () => {
  const run = await migrateInto(fixture('academicpages-unclosed'));
  const teaching = run.read('content/teaching.ts');
  expect(teaching).toContain("course: 'Wetland Ecology in a Warming World'");
  expect(teaching).toContain("institution: 'Example Institute of Ecology, Dept. of Water'");
  expect(teaching).toContain("date: '2018-01-15'");
  expect(linesOf(run.report, '_teaching/2014-spring-teaching-1.md:')).toEqual([
    '_teaching/2014-spring-teaching-1.md: front matter never closed (no second ---): the old site did not show this page; its fields are read to the end of the file',
  ]);
  expect(run.report).not.toContain('teaching/ › 2014-spring-teaching-1 › institution');
});
