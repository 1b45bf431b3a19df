import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { contentErrors, fixture, migrateInto } from '../support/migrateRun';

/*
 * The report's end: what the build refuses without it (required) apart from what is optional, each problem
 * once with every place it occurs, the content check's findings included so `npm run build` holds no surprise.
 */

/** The lines of a report section, from its heading to the next blank line. */
function section(report: string, heading: string): string[] {
  const lines = report.split('\n');
  const start = lines.findIndex((l) => l.startsWith(heading));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l === '');
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

test('required apart from optional; a to-do the check also refuses is said once, in the to-do’s words', async () => {
  const run = await migrateInto(fixture('al-folio'));
  expect(section(run.report, 'Required: the build stops until these are done')).toEqual([
    '  site/content/profile.ts › profile › affiliation.href: your institution’s web page (https://…); the old site had none',
    '  site/content/profile.ts › profile › photo.alt: what your photo shows, for those who cannot see it (the old site gave no text)',
    '  site/content/profile.ts › profile › collaboration: the closing line of the Contact card (the old site had none)',
  ]);
  // The check's own words for the same fields are not said a second time.
  expect(run.report).not.toContain('field is empty');
  expect(run.report).not.toContain('alt text is empty');
  // What only the check finds is there too, as optional when the build shows it anyway.
  expect(section(run.report, 'Optional: the site builds without these')).toContain(
    '  site/content/publications.bib › okonkwo2024harbour › preview: image "harbour.gif" not found in public/ (looked in ./, images/publications/, images/, assets/img/publication_preview/): shown without it',
  );
  // Nothing the check refuses is missing from the required list.
  expect(await contentErrors(run.site)).toEqual([
    'profile.ts › profile › affiliation.href: field is empty',
    'profile.ts › profile › photo.alt: alt text is empty',
    'profile.ts › profile › collaboration: field is empty',
  ]);
});

test('one problem in several entries is stated once with each place; what the check alone refuses is required in its words', async () => {
  const old = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-report-')), 'old');
  const project = (title: string, img: string) =>
    `---\ntitle: ${title}\ndescription: A project.\nimg: ${img}\n---\n\nIts page.\n`;
  write(old, {
    '_config.yml': 'title: Three\nfirst_name: Tri\nlast_name: Pel\nemail: tri@example.org\n',
    '_pages/about.md': '---\nlayout: about\nsubtitle: Student, Somewhere\n---\n\nI study boats.\n',
    '_projects/1_a.md': project('Alpha', 'assets/img/a.png'),
    '_projects/2_b.md': project('Beta', 'assets/img/b.png'),
    '_projects/3_c.md': project('Gamma', 'assets/img/c.png'),
    '_news/announcement_1.md': '---\ndate: 2024-01-02\ninline: true\n---\n\nA line.\n',
    'assets/img/a.png': 'not a picture',
    'assets/img/b.png': 'not a picture',
    'assets/img/c.png': 'not a picture',
  });
  const run = await migrateInto(old);
  expect(run.code).toBe(0);
  const required = section(run.report, 'Required: the build stops until these are done');
  const alt = required.indexOf(
    '  site/content/projects.ts › 3 entries › alt: what the picture shows (the old site gave no text):',
  );
  expect(alt).toBeGreaterThanOrEqual(0);
  expect(required.slice(alt + 1, alt + 4)).toEqual(['    alpha', '    beta', '    gamma']);
  expect(run.report.split('› alt:').length).toBe(2);
  expect(required).toContain(
    '  site/content/projects.ts › currentProjects[1] (id "beta") › image: assets/img/b.png is not an image (no JPEG, PNG, WebP, AVIF, GIF or TIFF data)',
  );
});

test('control sequences of the old site reach neither the report nor the terminal', async () => {
  const old = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-escapes-')), 'old');
  write(old, {
    '_config.yml': 'title: Esc\nfirst_name: Es\nlast_name: Cape\nemail: es@example.org\n',
    '_news/announcement_1.md': '---\ndate: 2024-01-02\ninline: true\n---\n\nA line.\n',
    '_bibliography/papers.bib': '',
    '_pages/about.md':
      '---\nlayout: about\nsubtitle: Student\n---\n\nHello {% evil \u001b[31mRED\u001b[0m \u001b]0;title\u0007 \u202eevil\u202c \u009b2J \u0007 %}.\n',
  });
  const run = await migrateInto(old);
  expect(run.code).toBe(0);
  for (const text of [run.report, run.printed]) {
    // Each sequence goes whole (its parameters too), the spaces around it stay.
    expect(text).toContain('{% evil RED  evil   %}: not carried, its meaning is not clear here');
    // eslint-disable-next-line no-control-regex -- the control characters are what the test looks for
    expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
  }
});

test('in the Markdown form, one problem of several entry files is stated once, with each file', async () => {
  const old = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-report-md-')), 'old');
  const untitled = '---\ndescription: A project without a title.\n---\n\nIts page.\n';
  write(old, {
    '_config.yml': 'title: Three\nfirst_name: Tri\nlast_name: Pel\nemail: tri@example.org\n',
    '_pages/about.md': '---\nlayout: about\nsubtitle: Student, Somewhere\n---\n\nI study boats.\n',
    '_projects/1_a.md': untitled,
    '_projects/2_b.md': untitled,
    '_news/announcement_1.md': '---\ndate: 2024-01-02\ninline: true\n---\n\nA line.\n',
  });
  const run = await migrateInto(old, [], 'markdown');
  expect(run.code).toBe(0);
  const required = section(run.report, 'Required: the build stops until these are done');
  const at = required.indexOf('  site/content/projects/ › 2 entries › title: field is empty:');
  expect(at).toBeGreaterThanOrEqual(0);
  expect(required.slice(at + 1, at + 3)).toEqual(['    1-1_a.md', '    2-2_b.md']);
});
