import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { generatedCvFile } from '../../src/cv/cvFiles';
import { completeOutDir, outDir } from '../support/buildOutput';
import { operators } from '../support/pdfContent';
import { pdfUaFailures, structElems } from '../support/pdfUaCheck';
import { languageOf } from '../support/pdfRead';

/*
 * The CV PDF as a screen reader meets it: tagged PDF/UA-1, checked by the machine check of
 * support/pdfUaCheck.ts (veraPDF cannot be installed here; docs/testing.md says what the check cannot see).
 */
const cvs = {
  sample: path.join(outDir, generatedCvFile('Maya Lindqvist')),
  complete: path.join(completeOutDir, generatedCvFile('Maya Lindqvist')),
};

/** The section headings each owner's CV has, in order: literal, as About lists them. */
const sections = {
  sample: ['Education', 'Publications', 'Experience', 'Awards and Guest Talks', 'Skills'],
  complete: [
    'Education',
    'Publications',
    'Experience',
    'Talks and performances',
    'Teaching',
    'Awards and Guest Talks',
    'Software',
    'Service',
    'Students and mentoring',
    'Members',
    'Former members',
    'Skills',
  ],
};

for (const [owner, file] of Object.entries(cvs) as Array<[keyof typeof cvs, string]>) {
  test.describe(`The ${owner} owner's CV, as a screen reader meets it`, () => {
    test('PDF/UA-1: no failure in the machine check', async () => {
      expect(await pdfUaFailures(readFileSync(file))).toEqual([]);
    });

    test('tagged, titled as its window shows, in the site language, identified as PDF/UA in its metadata', async () => {
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(info).toMatch(/^Metadata Stream:\s+yes$/m);
      expect(info).toMatch(/^Title:\s+Maya Lindqvist · CV$/m);
      const raw = readFileSync(file).toString('latin1');
      expect(languageOf(await PDFDocument.load(readFileSync(file)))).toBe('en');
      expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');
    });

    test('one H1, the name; an H2 per section in About’s order; each section’s entries a list of items', async () => {
      const doc = await PDFDocument.load(readFileSync(file));
      const elems = structElems(doc);
      expect(elems.filter((e) => e.type === 'H1')).toHaveLength(1);
      const struct = execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' });
      const h1 = /^\s*H1 \(block\)\n\s*NonStruct\n\s*"([^"]*)"/m.exec(struct);
      expect(h1?.[1]).toBe('Maya Lindqvist');
      const h2s = [...struct.matchAll(/^\s*H2 \(block\)\n(?:\s*""\n)?\s*NonStruct\n\s*"([^"]*)"/gm)].map((m) => m[1]);
      expect(h2s).toEqual(sections[owner]);
      expect(elems.filter((e) => e.type === 'L').length).toBeGreaterThanOrEqual(sections[owner].length);
      expect(elems.filter((e) => e.type === 'LI').every((e) => e.kids.join() === 'LBody')).toBe(true);
      expect(elems.filter((e) => e.type === 'Link').length).toBeGreaterThanOrEqual(4);
    });
  });
}

test('the complete owner’s short CV (cv.ts › cvVariants.short): its sections, its years, its title, PDF/UA-1', async () => {
  const file = path.join(completeOutDir, 'maya-lindqvist-cv-short.pdf');
  expect(await pdfUaFailures(readFileSync(file))).toEqual([]);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  expect(info).toMatch(/^Title:\s+Maya Lindqvist · Short CV$/m);
  const struct = execFileSync('pdfinfo', ['-struct-text', file], { encoding: 'utf8' });
  const h2s = [...struct.matchAll(/^\s*H2 \(block\)\n(?:\s*""\n)?\s*NonStruct\n\s*"([^"]*)"/gm)].map((m) => m[1]);
  expect(h2s).toEqual(['Education', 'Publications', 'Experience']);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  // Since 2021: the BSc (to 2020) and the 2019 and 2020 papers are left out; the PhD, current, stays.
  expect(text).toContain('PhD in Human–Robot Interaction');
  expect(text).not.toContain('BSc in Cognitive Science');
  expect(text).not.toContain('A Robot That Says Sorry');
  expect(text).not.toContain('Predicting Where People Walk');
});

test('the content check finds painting outside marked content, and skips strings and inline dictionaries', () => {
  expect(operators('q 0 0 1 1 re f /P <</MCID 0>> BDC BT (a) Tj (b\\)c) Tj ET EMC Q')).toEqual([
    'q',
    're',
    'f',
    'BDC',
    'BT',
    'Tj',
    'Tj',
    'ET',
    'EMC',
    'Q',
  ]);
});
