import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { readEmail } from '../../tooling/migrate/obfuscatedEmail';
import { greetingOf, roleAndPlace, roleApartFrom } from '../../tooling/migrate/profileText';
import { migrateInto } from '../support/migrateRun';

/*
 * What every template's profile shares: the home page's greeting beside the owner's own, the role
 * beside the affiliation, and an address hidden from harvesters.
 */

test('an address hidden from harvesters is read as the owner meant it; one that does not decode is said so', () => {
  expect(readEmail('nora.vidal[at]gmail.com')).toEqual({
    kind: 'decoded',
    email: 'nora.vidal@gmail.com',
    written: 'nora.vidal[at]gmail.com',
  });
  expect(readEmail('yuhang.zhao [at] cs.wisc.edu')).toMatchObject({
    kind: 'decoded',
    email: 'yuhang.zhao@cs.wisc.edu',
  });
  expect(readEmail('k.osei (at) example (dot) edu')).toMatchObject({ kind: 'decoded', email: 'k.osei@example.edu' });
  expect(readEmail('kosei AT example DOT ac DOT uk')).toMatchObject({ kind: 'decoded', email: 'kosei@example.ac.uk' });
  expect(readEmail('ada@example.org')).toEqual({ kind: 'plain', email: 'ada@example.org' });
  expect(readEmail('mailto:ada@example.org?subject=Hello')).toEqual({
    kind: 'plain',
    email: 'mailto:ada@example.org?subject=Hello',
  });
  expect(readEmail('my first name [at] this domain')).toEqual({
    kind: 'unreadable',
    written: 'my first name [at] this domain',
  });
  expect(readEmail('')).toEqual({ kind: 'plain', email: '' });
});

test('the template’s greeting is not added where the owner greets: a short greeting of theirs heads the page', () => {
  expect(greetingOf('Nora Vidal', ['Hi, I am Nora. I build robots.', 'More.'])).toEqual({
    greeting: 'Hi, I am Nora.',
    intro: ['I build robots.', 'More.'],
  });
  expect(greetingOf('Nora Vidal', ['Welcome!', 'I build robots.'])).toEqual({
    greeting: 'Welcome! I’m Nora.',
    intro: ['I build robots.'],
  });
  expect(greetingOf('Nora Vidal', ['I am a postdoc at the institute. I build robots.'])).toEqual({
    greeting: 'Nora Vidal',
    intro: ['I am a postdoc at the institute. I build robots.'],
  });
  expect(greetingOf('R. Stuart Geiger', ['My work is on bots.'])).toEqual({
    greeting: 'Hi, I’m Stuart.',
    intro: ['My work is on bots.'],
  });
  // The owner says the name right after: the greeting word alone heads the page, the name is not said twice.
  expect(greetingOf('R. Stuart Geiger', ['Hi! I’m Stuart, a professor.'])).toEqual({
    greeting: 'Hi!',
    intro: ['I’m Stuart, a professor.'],
  });
  // "Hiking" is no greeting.
  expect(greetingOf('Nora Vidal', ['Hiking robots are my field.']).greeting).toBe('Hi, I’m Nora.');
});

test('the role does not repeat the affiliation', () => {
  expect(roleApartFrom('Example Robotics Institute', 'Example Robotics Institute')).toBe('');
  expect(roleApartFrom('University of Birmingham', 'University of Birmingham/Oxford')).toBe('');
  expect(roleApartFrom('Postdoc at Example University', 'Example University')).toBe('Postdoc');
  expect(roleApartFrom('PhD student, Example University', 'Example University')).toBe('PhD student');
  expect(roleApartFrom('Leverhulme Research Fellow | Data Scientist', 'University of Birmingham')).toBe(
    'Leverhulme Research Fellow | Data Scientist',
  );
  expect(roleApartFrom('Ethnographer of data work', '')).toBe('Ethnographer of data work');
});

test('a role that names its place gives the affiliation the configuration does not', () => {
  expect(roleAndPlace('PhD student in Economics @ University of Michigan - Ann Arbor')).toEqual({
    role: 'PhD student in Economics',
    affiliation: 'University of Michigan - Ann Arbor',
  });
  expect(roleAndPlace('Postdoc at Example Robotics Institute')).toEqual({
    role: 'Postdoc',
    affiliation: 'Example Robotics Institute',
  });
  expect(roleAndPlace('Looking at robots @ home')).toBeUndefined();
});

test('an about text that only greets heads the page; the empty intro is one required line, in the report’s words', async () => {
  const old = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-greeting-')), 'old');
  for (const [file, text] of Object.entries({
    '_config.yml': 'title: Es\nfirst_name: Es\nlast_name: Cape\nemail: es@example.org\n',
    '_pages/about.md': '---\nlayout: about\nsubtitle: Student\n---\n\nHello there.\n',
  })) {
    mkdirSync(path.dirname(path.join(old, file)), { recursive: true });
    writeFileSync(path.join(old, file), text);
  }
  const run = await migrateInto(old);
  expect(run.read('content/profile.ts')).toContain("greeting: 'Hello there. I’m Es.'");
  expect(run.report.split('\n').filter((l) => l.includes('› intro'))).toEqual([
    '  site/content/profile.ts › profile › intro[0]: the about text was only a greeting (now the heading): write a paragraph or two',
  ]);
});
