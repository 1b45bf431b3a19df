import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentModuleSource, specOfImport } from '../../tooling/content/forms/contentModule';
import { kindSections } from '../../src/content/kindSections';
import { sectionsOfKind } from '../../src/app/pages/sections';
import { anchorOf, uniqueAnchors } from '../../src/cv/sectionAnchor';
import { sectionTitles as sampleProjectTitles } from '../../sample/content/projects';
import { sectionTitles as sampleTimelineTitles } from '../../sample/content/timeline';
import { builtPages, repoRoot } from '../support/buildOutput';
import { viteCli } from '../support/viteCli';
import { englishHeadings } from '../../tooling/content/words/messages';

/** `vite build` of one content folder, at the default log level: everything an owner's terminal shows. */
function buildLog(contentDir: string): Promise<{ code: number | null; output: string; html: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'build-messages-out-'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [viteCli, 'build'], {
      cwd: repoRoot,
      env: { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const html = code === 0 ? builtPages(outDir) : '';
      rmSync(outDir, { recursive: true, force: true });
      resolve({ code, output, html });
    });
  });
}

test.describe('The build’s messages are the owner’s to act on', () => {
  test('a minimal owner (no publications.ts, or one without publicationsLead) builds with no warning into the template’s code, under neutral headings', async () => {
    test.setTimeout(120_000);
    const content = mkdtempSync(join(tmpdir(), 'build-messages-content-'));
    try {
      // A profile, projects without projectsLead, skills and a timeline; no publications.ts, no news.ts. An award
      // and a past project under the default headings (no sectionTitles).
      cpSync(join(repoRoot, 'visual-tests/fixtures/content-minimal'), content, { recursive: true });
      appendFileSync(
        join(content, 'timeline.ts'),
        "export const awardsAndTalks = [{ id: 'best-paper', date: '2024', title: 'Best paper', text: 'At a fixture workshop.' }];\n",
      );
      appendFileSync(
        join(content, 'projects.ts'),
        "export const pastProjects = [{ id: 'old', title: 'An earlier study', date: '2023', description: 'A pilot.', details: 'Lab' }];\n",
      );
      const without = await buildLog(content);
      expect(without.code, without.output).toBe(0);
      // Then a publications.ts with overrides only.
      writeFileSync(join(content, 'publications.ts'), 'export const publicationOverrides = {};\n');
      const withOverrides = await buildLog(content);
      expect(withOverrides.code, withOverrides.output).toBe(0);
      for (const { output, html } of [without, withOverrides]) {
        expect(output).toContain('✓ built in');
        // Headings that presume nothing of the content, and the anchor follows the heading.
        expect(html).toMatch(/<h2 id="awards" tabindex="-1" class="[^"]*">Awards<\/h2>/);
        expect(html).toMatch(/<h2 id="[^"]*" class="[^"]*">Past projects<\/h2>/);
        expect(html).not.toContain('Guest Talks');
        expect(html).not.toContain('Invited Talks');
        expect(output).not.toContain('IMPORT_IS_UNDEFINED');
        expect(output).not.toContain('will always be undefined');
        expect(output).not.toContain('src/app/pages/');
      }
    } finally {
      rmSync(content, { recursive: true, force: true });
    }
  });

  test('the module the app imports for a content file has every declared export, undefined where the owner left it out', () => {
    const publications = specOfImport('publications')!;
    expect(contentModuleSource(publications, undefined, [])).toBe(
      'export const publicationOverrides = undefined;\nexport const publicationsLead = undefined;\nexport const citationCounts = undefined;',
    );
    expect(contentModuleSource(publications, '/site/content/publications.ts', ['publicationOverrides'])).toBe(
      'export * from "/site/content/publications.ts";\nexport const publicationsLead = undefined;\nexport const citationCounts = undefined;',
    );
    // Nothing missing: the owner's file is imported as it is.
    expect(
      contentModuleSource(publications, '/site/content/publications.ts', [
        'publicationOverrides',
        'publicationsLead',
        'citationCounts',
      ]),
    ).toBeUndefined();
    expect(contentModuleSource(specOfImport('projects')!, '/c/projects.ts', ['currentProjects', 'projectsLead'])).toBe(
      [
        'export * from "/c/projects.ts";',
        'export const pastProjects = undefined;',
        'export const sectionTitles = undefined;',
      ].join('\n'),
    );
    expect(contentModuleSource(specOfImport('news')!, undefined, [])).toBe(
      [
        'export const news = undefined;',
        'export const sectionTitles = undefined;',
        'export const newsOnHome = undefined;',
        'export const newsInNavigation = undefined;',
        'export const publicationsInFeed = undefined;',
      ].join('\n'),
    );
    expect(specOfImport('no-such-file')).toBeUndefined();
  });
});

test.describe('Default headings presume nothing of the owner’s content', () => {
  test('“Past projects” and “Awards” by default; the sample names its own; an anchor follows the heading', () => {
    expect(englishHeadings(kindSections.projects)).toEqual({
      currentProjects: 'Currently working on',
      pastProjects: 'Past projects',
    });
    expect(englishHeadings(kindSections.timeline)).toEqual({
      education: 'Education',
      experience: 'Experience',
      awardsAndTalks: 'Awards',
    });
    expect(sampleProjectTitles).toEqual({ pastProjects: 'Past projects and Invited Talks' });
    expect(sampleTimelineTitles).toEqual({ awardsAndTalks: 'Awards and Guest Talks' });
    const entry = { id: 'a', date: '2024', title: 'Best paper', text: 'At a workshop.' };
    expect(sectionsOfKind('timeline', { awardsAndTalks: [entry] }).awardsAndTalks?.title).toBe('Awards');
    expect(anchorOf('awardsAndTalks', 'Awards')).toBe('awards');
    expect(anchorOf('awardsAndTalks', 'Awards and Guest Talks')).toBe('awards-and-guest-talks');
    expect(anchorOf('teaching', 'Lehre & Betreuung')).toBe('lehre-betreuung');
    expect(anchorOf('skills', 'Compétences')).toBe('competences');
    expect(anchorOf('studentsAndMentoring', '指導学生')).toBe('students-and-mentoring');
    expect(uniqueAnchors([{ anchor: 'awards' }, { anchor: 'talks' }, { anchor: 'awards' }])).toEqual([
      { anchor: 'awards' },
      { anchor: 'talks' },
      { anchor: 'awards-2' },
    ]);
  });
});
