import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { checkContent, contentLocation, cvIssues } from '../../tooling/content/loadContent';
import { publicationsOf } from '../../tooling/content/store/publications';
import {
  formatIssue,
  formatReport,
  validateContent,
  type ContentModules,
} from '../../tooling/content/checks/validateContent';
import type { Project, PublicationOverride } from '../../src/content/types';
import { validModules } from '../fixtures/validContent';

const root = fileURLToPath(new URL('../..', import.meta.url));
const publicDir = fileURLToPath(new URL('../fixtures/public', import.meta.url));

/** The validator's messages for `modules`, checked against the fixture public/ folder. */
const messages = (modules: ContentModules) =>
  validateContent(modules, { publicDir, contentLabel: 'src/content' }).map(formatIssue);

test.describe('Content validator', () => {
  test('the valid fixture passes, with dates as 2025, 2025-03 and 2025-03-14', () => {
    expect(messages(validModules())).toEqual([]);
  });

  test('the sample content in sample/ passes', async () => {
    const { issues, modules } = await checkContent(contentLocation(root));
    expect(issues.map(formatIssue)).toEqual([]);
    expect(Object.keys(modules).sort()).toEqual([
      'profile.ts',
      'projects.ts',
      'publications.ts',
      'skills.ts',
      'timeline.ts',
    ]);
  });

  test('no count is enforced: forty overrides are fine', () => {
    const m = validModules();
    const first = m['publications.ts'].publicationOverrides['paper-a']!;
    m['publications.ts'].publicationOverrides = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`paper-${i}`, { ...first }]),
    );
    expect(messages(m)).toEqual([]);
  });

  test('rule: an override is all optional, but an image needs alt text and a hover image needs an image', () => {
    const m = validModules();
    m['publications.ts'].publicationOverrides['paper-d'] = {};
    m['publications.ts'].publicationOverrides['paper-e'] = { image: 'images/card.svg' };
    m['publications.ts'].publicationOverrides['paper-f'] = { hoverImage: 'images/card-hover.svg', alt: 'x' };
    m['publications.ts'].publicationOverrides['paper-g'] = { kind: 'Blog post' as never };
    expect(messages(m)).toEqual([
      'src/content/publications.ts › paper-e › alt: alt text is missing',
      'src/content/publications.ts › paper-f › image: a hover image needs an image',
      'src/content/publications.ts › paper-g › kind: "Blog post" is not one of Journal article, Conference paper, Poster, Book, Book chapter, Thesis, Report, Preprint, Talk, Patent, Software, Dataset, Other',
    ]);
  });

  test('one schema: what the build rejects, the types reject too (npm run typecheck), field for field', () => {
    // @ts-expect-error a project needs its description (its date and details may be left out)
    const noDescription: Project = { id: 'p', title: 'A project', details: 'Lab' };
    // @ts-expect-error a featured paper's place is a number or true, not a word
    const badRank: PublicationOverride = { selected: 'first' };
    const fine: PublicationOverride = { selected: 2, codeLink: 'https://example.org/code', abbr: 'CHI' };
    const m = validModules();
    m['projects.ts'].currentProjects = [noDescription];
    m['publications.ts'].publicationOverrides = { 'paper-a': badRank, 'paper-b': fine };
    expect(messages(m)).toEqual([
      'src/content/publications.ts › paper-a › selected: expected true, false or a position (1, 2, …)',
      'src/content/projects.ts › currentProjects[0] (id "p") › description: required field is missing',
    ]);
  });

  test('rule: a CV of the selected publications needs one selected (else its section would be empty)', async () => {
    const publications = publicationsOf((await checkContent(contentLocation(root))).store);
    const m = validModules();
    m['profile.ts'].profile.cv = { publications: 'selected' };
    expect(messages(m)).toEqual([]);
    expect(cvIssues(m, publications, 'src/content').map(formatIssue)).toEqual([
      'src/content/profile.ts › profile › cv.publications: the CV is to list the selected publications, but none is selected (selected = {true} in the .bib, or selected: true in publications.ts)',
    ]);
    expect(cvIssues(m, [{ ...publications[0]!, selected: 2 }], 'src/content')).toEqual([]);
    m['profile.ts'].profile.cv = { publications: 'all' };
    expect(cvIssues(m, publications, 'src/content')).toEqual([]);
  });

  test('rule: an override for a key the .bib does not have', async () => {
    const { issues } = await checkContent(contentLocation(root));
    expect(issues).toEqual([]);
    const { readPublications } = await import('../../tooling/content/bib/publications');
    const { publicationOverrides } = await import('../../sample/content/publications');
    const read = readPublications(
      `${root}/sample/content`,
      'src/content',
      {
        'publications.ts': {
          publicationOverrides: { ...publicationOverrides, lindqvist2099typo: { pdfLink: 'files/x.pdf' } },
        },
      },
      `${root}/sample/public`,
    );
    expect(read.issues.map(formatIssue)).toEqual([
      'src/content/publications.ts › lindqvist2099typo: no entry "lindqvist2099typo" in publications.bib',
    ]);
  });

  test('rule: a referenced image, logo or PDF missing from public/', () => {
    const m = validModules();
    m['publications.ts'].publicationOverrides['paper-b']!.image = 'images/missing.svg';
    m['timeline.ts'].education[0]!.logo = 'images/logos/missing.svg';
    m['profile.ts'].profile.resume = 'files/missing-cv.pdf';
    m['publications.ts'].publicationOverrides['paper-a']!.pdfLink = 'files/missing-paper.pdf';
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › resume: file "files/missing-cv.pdf" not found in public/',
      'src/content/publications.ts › paper-a › pdfLink: file "files/missing-paper.pdf" not found in public/',
      'src/content/publications.ts › paper-b › image: file "images/missing.svg" not found in public/',
      'src/content/timeline.ts › education[0] (id "phd") › logo: file "images/logos/missing.svg" not found in public/',
    ]);
  });

  test('rule: a local path may start with / or ./ but must stay inside public/', () => {
    const m = validModules();
    m['publications.ts'].publicationOverrides['paper-a']!.image = '/images/card.svg';
    m['publications.ts'].publicationOverrides['paper-a']!.pdfLink = './files/paper.pdf#page=2';
    m['publications.ts'].publicationOverrides['paper-b']!.image = '../src/content/profile.ts';
    m['publications.ts'].publicationOverrides['paper-c']!.image = 'images';
    expect(messages(m)).toEqual([
      'src/content/publications.ts › paper-b › image: file "../src/content/profile.ts" points outside public/',
      'src/content/publications.ts › paper-c › image: file "images" not found in public/',
    ]);
  });

  test('rule: missing or empty alt text', () => {
    const m = validModules();
    delete (m['publications.ts'].publicationOverrides['paper-a']! as { alt?: string }).alt;
    m['projects.ts'].currentProjects[1]!.alt = '   ';
    m['profile.ts'].profile.photo.alt = '';
    m['timeline.ts'].experience[0]!.logoAlt = '';
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › photo.alt: alt text is empty',
      'src/content/publications.ts › paper-a › alt: alt text is missing',
      'src/content/projects.ts › currentProjects[1] (id "p2") › alt: alt text is empty',
      'src/content/timeline.ts › experience[0] (id "job") › logoAlt: alt text is empty',
    ]);
  });

  test('rule: an external link that is not https:// or http://; an http:// one is published, with a warning', () => {
    const m = validModules();
    m['publications.ts'].publicationOverrides['paper-a']!.scholarLink = 'http://scholar.google.com/x';
    m['profile.ts'].profile.links!.code = 'http://example.org/code';
    m['projects.ts'].pastProjects[0]!.slideLink = 'ftp://example.org/slides.pdf';
    m['profile.ts'].profile.site.url = 'example.org';
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › links.code: link "http://example.org/code" is http://: published as written; write https:// where example.org has it',
      'src/content/profile.ts › profile › site.url: "example.org" is not an https:// URL',
      'src/content/publications.ts › paper-a › scholarLink: link "http://scholar.google.com/x" is http://: published as written; write https:// where scholar.google.com has it',
      'src/content/projects.ts › pastProjects[0] (id "p3") › slideLink: external link "ftp://example.org/slides.pdf" must start with https://',
    ]);
  });

  test('rule: the site’s locale is a BCP 47 language tag, as <html lang> needs', () => {
    for (const locale of ['en', 'en-GB', 'sv-SE', 'zh-Hant-TW']) {
      const m = validModules();
      m['profile.ts'].profile.site.locale = locale;
      expect(messages(m)).toEqual([]);
    }
    const m = validModules();
    m['profile.ts'].profile.site.locale = 'en_GB" onload="x';
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › site.locale: "en_GB" onload="x" is not a language tag (use en, en-GB, sv-SE, …)',
    ]);
  });

  test('rule: an http:// link in a field the schema does not know is warned of too', () => {
    const m = validModules();
    Object.assign(m['publications.ts'].publicationOverrides['paper-a']!, { doiLink: 'http://doi.org/10.1145/1' });
    expect(messages(m)).toEqual([
      'src/content/publications.ts › paper-a › doiLink: unknown field (the fields here: image, hoverImage, alt, pdfLink, scholarLink, slideLink, home, posterLink, codeLink, videoLink, websiteLink, supplementLink, blogLink, arxivLink, selected, abbr, award, title, venue, talkType, kind, hidden)',
      'src/content/publications.ts › paper-a › doiLink: link "http://doi.org/10.1145/1" is http://: published as written; write https:// where doi.org has it',
    ]);
  });

  test('rule: a malformed email or mailto: link', () => {
    const m = validModules();
    m['profile.ts'].profile.email = 'maya@';
    m['projects.ts'].currentProjects[0]!.slideLink = 'mailto:maya(at)example.org';
    m['timeline.ts'].awardsAndTalks[0]!.posterLink = 'mailto:';
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › email: "maya@" is not a valid email address',
      'src/content/projects.ts › currentProjects[0] (id "p1") › slideLink: "mailto:maya(at)example.org" is not a valid mailto: link',
      'src/content/timeline.ts › awardsAndTalks[0] (id "award") › posterLink: "mailto:" is not a valid mailto: link',
    ]);
    const fixed = validModules();
    fixed['projects.ts'].currentProjects[0]!.slideLink = 'mailto:maya@example.org?subject=Slides';
    expect(messages(fixed)).toEqual([]);
  });

  test('rule: a missing required field', () => {
    const m = validModules();
    m['projects.ts'].currentProjects[0]!.title = '';
    delete (m['profile.ts'].profile as { name?: string }).name;
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › name: required field is missing',
      'src/content/projects.ts › currentProjects[0] (id "p1") › title: field is empty',
    ]);
  });

  test('rule: an unparseable date', () => {
    const m = validModules();
    m['timeline.ts'].education[0]!.date = 'May 2024';
    m['timeline.ts'].experience[0]!.endDate = '24-05-01';
    expect(messages(m)).toEqual([
      'src/content/timeline.ts › education[0] (id "phd") › date: "May 2024" is not a date (use 2025, 2025-03 or 2025-03-14)',
      'src/content/timeline.ts › experience[0] (id "job") › endDate: "24-05-01" is not a date (use 2025, 2025-03 or 2025-03-14)',
    ]);
  });

  test('rule: two entries with the same id', () => {
    const m = validModules();
    m['projects.ts'].pastProjects[0]!.id = 'p1';
    expect(messages(m)).toEqual([
      'src/content/projects.ts › pastProjects[0] (id "p1") › id: duplicate id "p1" (also used by currentProjects[0])',
    ]);
  });

  test('an owner with less than the sample: sections absent or empty, and only the fields they have', () => {
    const m = validModules();
    const { pastProjects: _past, ...projects } = m['projects.ts'];
    const { awardsAndTalks: _awards, ...timeline } = m['timeline.ts'];
    const { profile } = m['profile.ts'];
    delete profile.photo.hoverSrc;
    delete profile.linkLabels;
    profile.links = { orcid: 'https://orcid.org/0000-0002-1825-0097' };
    const [p1, p2] = projects.currentProjects;
    delete p1!.image;
    delete p1!.hoverImage;
    delete p1!.alt;
    delete p2!.hoverImage;
    for (const entry of timeline.education) {
      delete entry.logo;
      delete entry.logoAlt;
    }
    const lessContent = {
      ...m,
      'projects.ts': { ...projects, sectionTitles: { currentProjects: 'Now' } },
      'timeline.ts': { ...timeline, experience: [], sectionTitles: { education: 'Studies' } },
      'skills.ts': {},
    };
    expect(messages(lessContent)).toEqual([]);
    // Without any links at all, and with an empty projects file.
    delete profile.links;
    expect(messages({ ...lessContent, 'projects.ts': {} })).toEqual([]);
  });

  test('rule: an image given without alt text, and a hover image without an image, still fail', () => {
    const m = validModules();
    delete m['projects.ts'].currentProjects[0]!.alt;
    delete m['projects.ts'].pastProjects[0]!.image;
    delete m['timeline.ts'].education[0]!.logoAlt;
    delete (m['profile.ts'].profile.photo as { alt?: string }).alt;
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › photo.alt: alt text is missing',
      'src/content/projects.ts › currentProjects[0] (id "p1") › alt: alt text is missing',
      'src/content/projects.ts › pastProjects[0] (id "p3") › image: a hover image needs an image',
      'src/content/timeline.ts › education[0] (id "phd") › logoAlt: alt text is missing',
    ]);
  });

  test('rule: a code or network link needs its button label; an http:// profile link is warned of', () => {
    const m = validModules();
    const { profile } = m['profile.ts'];
    profile.linkLabels = { code: 'Code' };
    profile.links!.orcid = 'http://orcid.org/0000-0002-1825-0097';
    profile.links!.website = '';
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile › links.orcid: link "http://orcid.org/0000-0002-1825-0097" is http://: published as written; write https:// where orcid.org has it',
      'src/content/profile.ts › profile › links.website: field is empty',
      'src/content/profile.ts › profile › linkLabels.network: the button label for links.network is missing',
    ]);
  });

  test('rule: a section or a section title the file does not have (a misspelt name would hide the section)', () => {
    const m = validModules();
    const misspelt = {
      ...m,
      'projects.ts': { currentProject: m['projects.ts'].currentProjects, sectionTitles: { pastProject: 'Earlier' } },
      'timeline.ts': { ...m['timeline.ts'], education: 'PhD', sectionTitles: { experience: ' ' } },
    };
    expect(messages(misspelt)).toEqual([
      'src/content/projects.ts › currentProject: not a section of this file (this file’s sections: currentProjects, pastProjects)',
      'src/content/projects.ts › sectionTitles › pastProject: not a section of this file (this file’s sections: currentProjects, pastProjects)',
      'src/content/timeline.ts › education: expected a list of entries',
      'src/content/timeline.ts › sectionTitles › experience: expected non-empty text',
    ]);
  });

  test('exports are found by their names: other objects beside them are not read as content', () => {
    const m = validModules() as Record<string, Record<string, unknown>>;
    // Beside the overrides: an object of the owner's own (not entries); beside the profile: a draft.
    m['publications.ts']!.myNotes = { wip: 'not an entry', later: 3 };
    m['profile.ts']!.draftProfile = { name: '' };
    expect(messages(m)).toEqual([]);
    // The named ones are still checked, and a missing one is named.
    m['publications.ts']!.publicationOverrides = ['not', 'an', 'object'];
    delete m['profile.ts']!.profile;
    expect(messages(m)).toEqual([
      'src/content/profile.ts › profile: missing: the file must export an object named "profile"',
      'src/content/publications.ts › publicationOverrides: expected an object of entries by citation key',
    ]);
  });

  test('every problem is reported at once, not only the first', () => {
    const m = validModules();
    m['publications.ts'].publicationOverrides['paper-a']!.image = 'images/missing.svg';
    m['projects.ts'].currentProjects[0]!.date = 'soon';
    m['skills.ts'].skills[0]!.skills = ['Interviews', ''];
    const issues = validateContent(m, { publicDir, contentLabel: 'src/content' });
    expect(issues).toHaveLength(3);
    const report = formatReport(issues);
    expect(report.split('\n')[0]).toBe('Content check failed (3 problems):');
    for (const issue of issues) expect(report).toContain(formatIssue(issue));
    expect(report).toContain('src/content/skills.ts › skills[0] (id "methods") › skills[1]: expected non-empty text');
  });

  test('a missing profile file is named', () => {
    const { 'profile.ts': _removed, ...rest } = validModules();
    expect(messages(rest)).toEqual(['src/content/profile.ts: file is missing']);
  });
});
