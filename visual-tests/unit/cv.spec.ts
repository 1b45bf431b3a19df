import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import validator from '@jsonresume/schema';
import { PDFDocument } from 'pdf-lib';
import { generatedCvFile, paperOf, resumeHref } from '../../src/cv/cvFiles';
import { cvScriptWarnings } from '../../tooling/content/site/cvGlyphs';
import { profile } from '../owners/complete/content/profile';
import { education, experience, awardsAndTalks } from '../owners/complete/content/timeline';
import { skills } from '../owners/complete/content/skills';
import { completeOutDir, rawSize, readOut } from '../support/buildOutput';
import { publications } from '../support/publications';
import { linkUris, outlineTitles } from '../support/pdfRead';

/*
 * The CV the build writes from the complete test owner's content (src/cv/): read back as a reader, a search engine
 * and another CV tool would.
 */
const pdf = path.join(completeOutDir, generatedCvFile(profile.name));
const poppler = (tool: string, ...args: string[]) => {
  try {
    return execFileSync(tool, [...args, pdf, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} not found: install poppler-utils`);
    throw error;
  }
};
/** The PDF's text, its lines joined: a title that wraps still reads as one string. */
const text = () => poppler('pdftotext').replace(/\s+/g, ' ');

test.describe('The CV, written by the build from the content', () => {
  test('every section in About’s order (cv.ts’s aboutOrder), each entry in it', () => {
    expect(existsSync(pdf), `${pdf} is built`).toBe(true);
    const all = text();
    const expected = [
      profile.name,
      'Education',
      ...education.map((e) => e.title),
      'Publications',
      ...publications.map((p) => p.title),
      'Experience',
      ...experience.map((e) => e.title),
      'Talks and performances',
      'Invited · Legibility as a Design Material',
      'Keynote · Robots That Explain Themselves',
      // A set Zotero keeps as "Untitled", named by its event.
      'Performance · Algorave Göteborg',
      'Teaching',
      'Human–Robot Interaction (DT2140)',
      'Research Methods in HCI',
      'Introduction to Programming',
      'Awards and Guest Talks',
      ...awardsAndTalks.map((e) => e.title),
      'Software',
      'gazekit: gaze cues for robot arms',
      'Service',
      'Students and mentoring',
      // The lab (people/), a row each, members' years running to the present.
      'Members',
      'Mira Okafor',
      'Former members',
      'Tomás Hald',
      'Skills',
      ...skills.map((g) => g.title),
    ];
    let from = 0;
    for (const item of expected) {
      const at = all.indexOf(item, from);
      expect(at, `"${item}" after position ${from}`).toBeGreaterThanOrEqual(0);
      from = at + item.length;
    }
  });

  test('a long author list wraps between names, never inside one', () => {
    const lines = poppler('pdftotext').split('\n');
    expect(lines.some((line) => line.includes('Yong-Chang Wang-Zheng,'))).toBe(true);
    // No line ends inside a name: with a hyphen the renderer drew, or with a first name alone.
    expect(lines.filter((line) => /(Yong-|Wang-|Chang)$/.test(line.trim()))).toEqual([]);
  });

  test('a real document: title and author, A4 for this locale, fonts embedded and subset, small', () => {
    const info = poppler('pdfinfo');
    expect(info).toMatch(new RegExp(`^Title:\\s+${profile.name} · CV$`, 'm'));
    expect(info).toMatch(new RegExp(`^Author:\\s+${profile.name}$`, 'm'));
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)$/m);
    const fonts = poppler('pdffonts').split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(3);
    // Columns: name, type, encoding, emb, sub, uni: every face embedded and subset (ABCDEF+Name).
    for (const line of fonts) expect(line, line).toMatch(/^[A-Z]{6}\+(Roboto|Montserrat)\S* .* yes yes yes /);
    expect(rawSize(generatedCvFile(profile.name), completeOutDir)).toBeLessThan(150 * 1024);
  });

  test('its links work: the email, the site, each publication’s DOI or link; its sections are bookmarks', async () => {
    const doc = await PDFDocument.load(readOut(generatedCvFile(profile.name), completeOutDir));
    const uris = linkUris(doc);
    expect(uris).toContain(`mailto:${profile.email}`);
    expect(uris).toContain(profile.site.url);
    for (const p of publications.filter((p) => p.doiLink)) expect(uris, p.id).toContain(p.doiLink);
    // A file of the site is linked absolutely: the PDF is read away from the site.
    for (const uri of uris) expect(uri, uri).toMatch(/^(https:|mailto:)/);
    const bookmarks = outlineTitles(doc);
    for (const title of ['Education', 'Publications', 'Experience', 'Skills'])
      expect(bookmarks, `bookmark ${title}`).toContain(title);
  });

  test('resume.json: the same content as a valid JSON Resume document', async () => {
    const resume = JSON.parse(readOut('resume.json', completeOutDir).toString('utf8'));
    const errors = await new Promise<unknown>((resolve) =>
      validator.validate(resume, (error: unknown, valid: unknown) => resolve(error ?? (valid ? null : 'invalid'))),
    );
    expect(errors).toBeNull();
    expect(resume.basics.name).toBe(profile.name);
    expect(resume.publications.map((p: { name: string }) => p.name)).toEqual(publications.map((p) => p.title));
    expect(resume.education).toHaveLength(education.length);
    // Teaching follows the experience in work; talks, the owner's software and students are projects; service volunteering.
    expect(resume.work).toHaveLength(experience.length + 3);
    expect(resume.work.at(-1)).toEqual({
      name: 'Westbrook University',
      position: 'Teaching assistant: Introduction to Programming',
      startDate: '2021-09',
      summary: 'Introduction to Programming (Autumn 2021)',
    });
    expect(resume.projects.map((p: { type: string; keywords?: string[] }) => [p.type, ...(p.keywords ?? [])])).toEqual([
      ['talk', 'Invited'],
      ['talk', 'Contributed'],
      ['talk', 'Keynote'],
      ['talk', 'Seminar'],
      ['talk', 'Tutorial'],
      ['talk', 'Performance'],
      ['talk', 'Panel'],
      ['talk', 'Lecture'],
      ['talk', 'Performance'],
      ['talk', 'Poster'],
      ['talk', 'Talk'],
      ['Software'],
      ['Students and mentoring'],
      ['Members'],
      ['Members'],
      ['Members'],
      ['Former members'],
      ['Former members'],
    ]);
    expect(resume.projects.at(-1)).toEqual({
      name: 'Li Wei',
      startDate: '2020-02',
      endDate: '2021-08',
      description: 'Research assistant · Ran the first care-home field visits; now a PhD student in Delft.',
      entity: 'Research assistant',
      type: 'Former members',
    });
    expect(resume.projects.find((p: { type: string }) => p.type === 'Students and mentoring')).toEqual({
      name: 'Anna Berg, MSc thesis on projected intent',
      startDate: '2024',
      endDate: '2025',
      roles: ['Co-supervisor'],
      entity: 'Nordhavn University',
      type: 'Students and mentoring',
    });
    expect(resume.volunteer.map((v: { position: string }) => v.position)).toEqual([
      'Programme committee, late-breaking reports',
      'Reviewer',
    ]);
    expect(resume.skills.map((s: { name: string }) => s.name)).toEqual(skills.map((g) => g.title));
  });

  test('its name, its paper and who wins: the owner’s own PDF, else the built one; Letter where the locale uses it', () => {
    expect(generatedCvFile('Zoë Ångström-Núñez')).toBe('zoe-angstrom-nunez-cv.pdf');
    const at = (locale: string, cv?: { paper?: 'A4' | 'Letter' }) =>
      paperOf({ ...profile, site: { ...profile.site, locale }, ...(cv ? { cv } : {}) });
    expect([at('en'), at('en-GB'), at('de-DE'), at('en-US'), at('en-CA')]).toEqual([
      'A4',
      'A4',
      'A4',
      'LETTER',
      'LETTER',
    ]);
    expect(at('en-US', { paper: 'A4' })).toBe('A4');
    expect(resumeHref(profile)).toBe(generatedCvFile(profile.name));
    expect(resumeHref({ ...profile, resume: 'files/mine.pdf' })).toBe('files/mine.pdf');
  });

  test('a script no installed font draws is one warning naming it and what to install; one drawn says nothing', () => {
    const latin = new Set([...'Maya Lindqvist, Wei Dahl'].map((ch) => ch.codePointAt(0)!));
    const texts = [
      { file: 'profile.ts', entry: 'profile', field: 'name', text: 'Maya Lindqvist' },
      { file: 'publications.bib', entry: 'wang2024', field: 'author', text: 'Maya Lindqvist, 王伟, Dahl' },
      { file: 'publications.bib', entry: 'wang2025', field: 'title', text: '王伟的书' },
      { file: 'publications.bib', entry: 'saad2025', field: 'author', text: 'سعد' },
    ];
    const noHan = (cs: readonly number[]) => cs.filter((c) => c >= 0x4e00 && c <= 0x9fff);
    expect(cvScriptWarnings(texts, latin, noHan, 'site/content')).toEqual([
      'the CV\'s text in Han (Hani) is left blank in the PDF: no installed font draws "王", "伟", "的", "书" (first in site/content/publications.bib › wang2024 › author); install a font for it (on Debian or Ubuntu: apt-get install fonts-noto-cjk) and build again',
    ]);
    expect(cvScriptWarnings(texts, latin, (cs) => [...cs], 'site/content')[1]).toBe(
      'the CV\'s text in Arabic (Arab) is left blank in the PDF: no installed font draws "س", "ع", "د" (first in site/content/publications.bib › saad2025 › author); install a font for it (on Debian or Ubuntu: apt-get install fonts-noto-core) and build again',
    );
    expect(cvScriptWarnings(texts, latin, () => [], 'site/content')).toEqual([]);
    expect(cvScriptWarnings(texts, latin, undefined, 'site/content')).toEqual([]);
  });
});
