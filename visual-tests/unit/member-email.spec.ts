import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { checkContent } from '../../tooling/content/loadContent';
import { withoutMemberEmails } from '../../tooling/content/checks/memberEmails';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { completeOutDir } from '../support/buildOutput';
import { profileYaml, site } from '../support/contentSite';
import { linkUris } from '../support/pdfRead';

/*
 * A lab member's address (people/ › links.email): shown on the People page and their own page as the owner wrote
 * it; never in the documents that travel (the CV PDF, resume.json) nor in the search-engine data; kept off the
 * whole site, with a warning for each, when the owner keeps their own off (profile › emailPublished: false).
 */

const keptOff =
  'kept off the site because emailPublished is false in profile.ts: your lab’s addresses are not published when yours is not (their other links are)';

/** contentSite's profile, its address published or kept off (then a contact link stands in for it). */
const profile = (published: boolean) =>
  profileYaml.replace(
    'collaboration:',
    `emailPublished: ${published}\ncontactLink: https://example.org/write-to-noor\ncollaboration:`,
  );

const lab = {
  'people/01-ada.md':
    '---\nname: Ada Byron\nrole: PhD student\nlinks:\n  website: https://example.org/ada\n  email: ada@example.org\n---\n\nAda studies asking.\n',
  'people/02-ben.md': '---\nname: Ben Okoro\nlinks:\n  github: https://github.com/example-ben\n---\n',
  'people/03-cy.md': '---\nsection: alumni\nname: Cy Dao\nlinks:\n  email: mailto:cy@example.org\n---\n',
};

const emailsIn = (entries: ReadonlyArray<{ data: Record<string, unknown> }> = []) =>
  entries.map(({ data }) => (data.links as { email?: string } | undefined)?.email ?? '-');

test.describe('A lab member’s address', () => {
  test('with emailPublished: false, each is kept off with one warning at its file; their other links stay', async () => {
    const { issues, store } = await checkContent(site({ 'profile.yaml': profile(false), ...lab }));
    expect(issues.filter((i) => i.severity !== 'info').map(formatIssue)).toEqual([
      `content/people/01-ada.md:6 › links.email: ${keptOff}`,
      `content/people/03-cy.md:5 › links.email: ${keptOff}`,
    ]);
    expect(emailsIn(store.entries.people)).toEqual(['-', '-', '-']);
    expect(store.entries.people?.map(({ data }) => data.links)).toEqual([
      { website: 'https://example.org/ada' },
      { github: 'https://github.com/example-ben' },
      {},
    ]);
  });

  test('with the owner’s address published, each is kept as written, without a word', async () => {
    const { issues, store } = await checkContent(site({ 'profile.yaml': profile(true), ...lab }));
    expect(issues.filter((i) => i.severity !== 'info')).toEqual([]);
    expect(emailsIn(store.entries.people)).toEqual(['ada@example.org', '-', 'mailto:cy@example.org']);
  });

  test('people.ts: named by list, index and id; the file marked as changed, the owner’s own modules untouched', () => {
    const modules = {
      'profile.ts': { profile: { name: 'Noor', emailPublished: false } },
      'people.ts': {
        members: [{ id: 'ada', name: 'Ada', links: { email: 'ada@example.org', orcid: 'https://orcid.org/0' } }],
        alumni: [{ name: 'Cy' }, { id: 'dee', name: 'Dee', links: { email: 'dee@example.org' } }],
      },
    };
    const cleaned = withoutMemberEmails({ modules, changed: [], issues: [] }, 'site/content');
    expect(cleaned.issues.map(formatIssue)).toEqual([
      `site/content/people.ts › members[0] (id "ada") › links.email: ${keptOff}`,
      `site/content/people.ts › alumni[1] (id "dee") › links.email: ${keptOff}`,
    ]);
    expect(cleaned.changed).toEqual(['people.ts']);
    expect(cleaned.modules['people.ts']).toEqual({
      members: [{ id: 'ada', name: 'Ada', links: { orcid: 'https://orcid.org/0' } }],
      alumni: [{ name: 'Cy' }, { id: 'dee', name: 'Dee', links: {} }],
    });
    expect(modules['people.ts'].members[0]!.links.email).toBe('ada@example.org');
    const published = { ...modules, 'profile.ts': { profile: { name: 'Noor' } } };
    expect(withoutMemberEmails({ modules: published, changed: [], issues: [] }, 'site/content').issues).toEqual([]);
  });

  test('the complete owner’s build: on the People page as written; not in the CV PDFs, resume.json or JSON-LD', async () => {
    const addresses = ['mira.okafor@example.org', 'tomas.hald@example.org'];
    const filesIn = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = join(dir, name);
        return statSync(file).isDirectory() ? filesIn(file) : [file];
      });
    const files = filesIn(completeOutDir);
    // Shown where the owner put it: Mira's page, as a mail link named for her.
    const page = readFileSync(join(completeOutDir, 'people/mira-okafor.html'), 'utf8');
    expect(page).toContain('<a href="mailto:mira.okafor@example.org" class=');
    expect(page).toContain('aria-label="Email: Mira Okafor"');
    const cvs = readdirSync(completeOutDir).filter((f) => f.endsWith('-cv.pdf') || f.includes('-cv-'));
    expect(cvs.sort()).toEqual(['maya-lindqvist-cv-short.pdf', 'maya-lindqvist-cv.pdf']);
    const pdfs = cvs.map((f) => join(completeOutDir, f));
    const travelling = [
      ...cvs.map((f, i) => [`${f} (text)`, execFileSync('pdftotext', [pdfs[i]!, '-'], { encoding: 'utf8' })]),
      // Its links sit in compressed object streams: read through pdf-lib.
      ...(await Promise.all(
        pdfs.map(async (f, i) => [`${cvs[i]} (links)`, linkUris(await PDFDocument.load(readFileSync(f))).join(' ')]),
      )),
      ['resume.json', readFileSync(join(completeOutDir, 'resume.json'), 'utf8')],
    ];
    // The full CV does list them (their names and websites), without the address.
    expect(travelling[1]![1]).toContain('Mira Okafor');
    expect(travelling[3]![1]).toContain('https://example.org/mira');
    expect(travelling.filter(([, text]) => addresses.some((a) => text!.includes(a))).map(([f]) => f)).toEqual([]);
    const jsonLd = files
      .filter((f) => f.endsWith('.html'))
      .flatMap((f) => readFileSync(f, 'utf8').split('<script type="application/ld+json">').slice(1))
      .map((block) => block.slice(0, block.indexOf('</script>')));
    expect(jsonLd.length).toBeGreaterThan(5);
    expect(jsonLd.filter((block) => addresses.some((a) => block.includes(a)))).toEqual([]);
    // Only the People page's and the person's own page's files (its chunks, page files and static page) carry it:
    // About's chunk (its rows) does not.
    const holding = files
      .filter((f) => readFileSync(f, 'latin1').includes('mira.okafor@example.org'))
      .map((f) =>
        f
          .slice(completeOutDir.length + 1)
          .replace(/-[\w-]{8}\.js$/, '.js')
          .replace(/^assets\/pages-[0-9a-f]+\//, 'assets/pages/'),
      );
    expect(holding.sort()).toEqual([
      'assets/PersonItem.js',
      'assets/PersonParts.js',
      'assets/pages/people.js',
      'assets/pages/people/mira-okafor.js',
      'people/mira-okafor.html',
    ]);
  });
});
