import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/buildOutput';
import { buildSite, filesContaining, sampleCopy, type SiteBuild } from '../support/siteCopy';

/*
 * The sample with entries as BibDesk, JabRef, Zotero, Mendeley and Papers write them (fixtures/private-data),
 * built as an owner builds it: nothing they keep for themselves may reach a byte of the site or the log.
 */
const fixture = path.join(repoRoot, 'visual-tests/fixtures/private-data/managers.bib');
const secrets = [...readFileSync(fixture, 'utf8').matchAll(/ada-secret-\w+/g)].map((m) => m[0]);
const bibDeskAlias =
  'YnBsaXN0MDDSAQIDBFxyZWxhdGl2ZVBhdGhZYWxpYXNEYXRhXxAmYWRhLXNlY3JldC0wOC9Vc2Vycy9hZGEvUGFwZXJzL29rYWZvci5wZGZP';

/** A sample copy with the managers' entries appended, and `publications.ts` extended by `settings`. */
async function buildWithManagers(prefix: string, settings = ''): Promise<SiteBuild & { site: string }> {
  const site = sampleCopy(prefix);
  appendFileSync(path.join(site, 'content/publications.bib'), `\n${readFileSync(fixture, 'utf8')}`);
  if (settings) appendFileSync(path.join(site, 'content/publications.ts'), `\n${settings}\n`);
  // A draft under review that nothing links: published all the same, so named.
  writeFileSync(path.join(site, 'public/files/draft-under-review.pdf'), '%PDF-1.4 draft');
  return { ...(await buildSite(site)), site };
}

test.describe('What reference managers keep for their owner', () => {
  test.describe.configure({ mode: 'default' });
  let built: SiteBuild & { site: string };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    built = await buildWithManagers('private-data-');
  });
  test.afterAll(() => rmSync(built.site, { recursive: true, force: true }));

  test('the fixture marks 30 private values, the BibDesk alias among them', () => {
    expect(secrets).toHaveLength(30);
    expect(readFileSync(fixture, 'utf8')).toContain(bibDeskAlias);
  });

  test('none of their values is in any byte of the build, nor in what the build printed', () => {
    expect(built.code, built.output).toBe(0);
    for (const value of [...secrets, bibDeskAlias, '/home/ada/Zotero', 'papers3://', 'file:///Users/ada']) {
      expect(filesContaining(built.outDir, value), value).toEqual([]);
      expect(built.output, value).not.toContain(value);
    }
    // The entries themselves are published, each with its page and its .bib.
    expect(filesContaining(built.outDir, 'Haptic Cues for Teleoperation')).toContain(
      'publications/okafor2024bibdesk.html',
    );
    expect(readFileSync(path.join(built.outDir, 'publications/okafor2023jabref.bib'), 'utf8'))
      .toBe(`@article{okafor2023jabref,
  author  = {Okafor, Ada},
  title   = {Trust in Shared Control},
  journal = {Journal of Human-Robot Interaction},
  year    = {2023},
  volume  = {12}
}
`);
  });

  test('the build names each entry and its private fields, once, and the fields it does not know', () => {
    const bib = path.join(built.site, 'content/publications.bib').slice(1);
    const line = (text: string) => expect(built.output).toContain(`  ${path.relative(repoRoot, `/${bib}`)}${text}`);
    line(
      ' › okafor2024bibdesk › annote, date-added, date-modified, local-url, rating, read, bdsk-file-1, bdsk-file-2, bdsk-url-1, keywords: private, left off the site, but in the repository',
    );
    line(
      ' › okafor2023jabref › owner, timestamp, creationdate, modificationdate, comment, comment-ada, groups, relevance, ranking, priority, readstatus, qualityassured, printed: private, left off the site, but in the repository',
    );
    line(' › okaforZoteroGrasping2022 › urldate, file, annotation: private, left off the site, but in the repository');
    line(
      ' › okafor2021mendeley › mendeley-groups, mendeley-tags, file: private, left off the site, but in the repository',
    );
    line(' › okafor2020papers › uri, local-url: private, left off the site, but in the repository');
    line(
      ': 5 entries carry private fields (file paths, notes, tags, bookkeeping) into the repository, which is public on a free GitHub Pages site: `npm run clean-bib` writes the .bib without them',
    );
    // Fields the site does not know are a warning, not "nothing to fix": an old template may have shown them.
    line(
      ': fields the site does not know, left off every page: acceptance (1 entry), copyright (1 entry), pmid (1 entry); if one should show, put what it says in a field the site shows (award, abbr) or in publications.ts',
    );
    expect(built.output).not.toContain('For your information (nothing to fix):');
    // A duplicated private field is not reported at all: its values would be in the message.
    expect(built.output).not.toContain('given twice');
  });

  test('a file in public/ that nothing refers to is named, and published only as a warning', () => {
    expect(built.output).toMatch(
      /public\/files\/draft-under-review\.pdf: nothing on the site refers to this file, yet it is published/,
    );
  });

  test('an abstract shows on its paper’s page only: not in Cite, its .bib, a chunk of the list or its first paint', () => {
    expect(filesContaining(built.outDir, 'ada-abstract-A')).toEqual(['publications/okafor2024bibdesk.html']);
  });
});

test('an owner who takes `abstract` out: no abstract in any published file', async () => {
  test.setTimeout(240_000);
  const built = await buildWithManagers('unpublished-abstract-', "export const unpublishedFields = ['abstract'];");
  try {
    expect(built.code, built.output).toBe(0);
    for (const text of ['ada-abstract-A', 'ada-abstract-B', 'We measure how operators feel haptic cues']) {
      expect(filesContaining(built.outDir, text), text).toEqual([]);
    }
    const page = readFileSync(path.join(built.outDir, 'publications/okafor2024bibdesk.html'), 'utf8');
    expect(page).toContain('<meta name="description" content="Haptic Cues for Teleoperation.');
    expect(page).not.toContain('citation_abstract"');
  } finally {
    rmSync(built.site, { recursive: true, force: true });
  }
});
