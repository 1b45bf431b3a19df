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

/*
 * A page wrapped whole in an HTML comment, front matter included (a real al-folio project an owner hid):
 * Jekyll never published it, so it is left as a draft, said, not carried as a project with no title.
 */
test('a page inside one HTML comment is unpublished, with its fields', () => {
  const page = readPage('<!-- ---\ntitle: Hidden\n---\n\nBody. -->\n');
  expect(page.data).toEqual({ title: 'Hidden', published: false });
  expect(page.body).toBe('\nBody. ');
  expect(page.errors).toEqual([
    'the whole page is inside an HTML comment (<!-- … -->): the old site did not show it; left as a draft',
  ]);
  expect(readPage('<!-- a note --> text').data).toEqual({});
  expect(readPage('<!-- one --> between <!-- two -->').data).toEqual({});
});

test('migrate leaves the al-folio project an owner commented out whole, as a draft', async () => {
  const run = await migrateInto(fixture('al-folio-commented'));
  expect(linesOf(run.report, 'projects:')).toEqual(['projects: carried 1 of 2; bodies kept 1 of 1; left 1 draft']);
  expect(linesOf(run.report, 'projects › ')).toEqual(['projects › _projects/3_hidden.markdown: draft: not published']);
  expect(run.read('content/projects.ts')).not.toContain('Flood Rescue');
  expect(run.read('content/projects.ts')).toContain("title: 'Rubble Clearing Robot'");
});
