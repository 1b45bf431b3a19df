import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { loadContent } from '../../tooling/content/loadContent';
import { publishReadiness, readinessReport } from '../../tooling/content/commands/publishGuard';
import { sampleLeftovers } from '../../tooling/content/commands/sampleLeftovers';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { repoRoot } from '../support/buildOutput';
import { ownerProfile } from '../fixtures/ownerProfile';

/*
 * `npm run check` refuses to publish the template's sample as an owner's site, and names, in the
 * content report's form, everything of the sample an owner's site/ still holds.
 */

const sample = path.join(repoRoot, 'sample');
const sampleBib = readFileSync(path.join(sample, 'content/publications.bib'), 'utf8');
const ownBib = readFileSync(path.join(repoRoot, 'visual-tests/fixtures/owner-site/publications.bib'), 'utf8');

/** The owner's own icon (the build draws the site's icons from public/favicon.svg). */
const ownFavicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8"/></svg>';

/** A project root with the template's sample/ and an owner's site/ (empty until a test writes it). */
function ownerRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'publish-guard-'));
  symlinkSync(sample, path.join(root, 'sample'));
  for (const dir of ['site/content', 'site/public/images/me', 'site/public/files'])
    mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, 'site/public/favicon.svg'), ownFavicon);
  return root;
}

const write = (root: string, file: string, text: string) => writeFileSync(path.join(root, 'site', file), text);
const copySample = (root: string, from: string, to = from) =>
  cpSync(path.join(sample, from), path.join(root, 'site', to));

test.describe('Publishing: the owner’s site, never the sample', () => {
  test('with no site/, the check refuses the template’s sample and says how to start', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'publish-guard-'));
    try {
      symlinkSync(sample, path.join(root, 'sample'));
      const readiness = await publishReadiness(root, {});
      expect(readiness.issues.map(formatIssue)).toEqual([
        'site: missing: this is the template’s sample, not your site: run `npm run new-site -- --empty --name "Your Name"` (or `npm run new-site` to start from a copy of the sample), fill in site/ and commit it. To publish the sample as the template’s demo, set PUBLISH_SAMPLE=1',
      ]);
      expect(readinessReport(readiness)).toContain('Not ready to publish (1 to do):');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('PUBLISH_SAMPLE=1 publishes the sample on purpose (the template’s own demo)', async () => {
    const readiness = await publishReadiness(repoRoot, { SITE_DIR: 'sample', PUBLISH_SAMPLE: '1' });
    expect(readiness.issues).toEqual([]);
    expect(readinessReport(readiness)).toBe(
      'Ready to publish: PUBLISH_SAMPLE=1: publishing whatever the site holds, the sample included.',
    );
  });

  test('an owner’s site that kept sample files, papers and texts: each named by file › entry › field', async () => {
    const root = ownerRoot();
    try {
      const collaboration =
        'I’m always happy to talk about shared-workspace robotics, study design or a collaboration — drop me a line.';
      write(
        root,
        'content/profile.ts',
        ownerProfile.replace(/collaboration: '[^']*'/, `collaboration: '${collaboration}'`),
      );
      copySample(root, 'content/projects.ts');
      write(
        root,
        'content/timeline.ts',
        `export const education = [{ id: 'bsc', date: '2015', title: 'BSc in Mechatronics', text: 'Minor in computer science. Bachelor project on how people attribute intentions to simple moving agents.' }];\n`,
      );
      const gaze = sampleBib.slice(
        sampleBib.indexOf('@inproceedings{lindqvist2023gaze'),
        sampleBib.indexOf('@inproceedings{lindqvist2024show'),
      );
      const show = sampleBib.slice(
        sampleBib.indexOf('@inproceedings{lindqvist2024show'),
        sampleBib.indexOf('@article{lindqvist2025legible'),
      );
      write(
        root,
        'content/publications.bib',
        `${ownBib}\n${gaze}\n${show.replace('lindqvist2024show', 'okafor2024show')}`,
      );
      copySample(root, 'public/favicon.svg');
      copySample(root, 'public/files/papers/lindqvist-chi24-projected-intent.pdf', 'public/files/cv.pdf');
      write(root, 'public/images/me/photo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');

      const site = { contentDir: path.join(root, 'site/content'), publicDir: path.join(root, 'site/public') };
      const own = await loadContent({ root, ...site });
      const theirs = { contentDir: path.join(sample, 'content'), publicDir: path.join(sample, 'public') };
      const { modules } = await loadContent({ root, ...theirs });
      const found = sampleLeftovers(
        { modules: own.modules, ...site },
        { modules, ...theirs },
        {
          content: 'site/content',
          public: 'site/public',
        },
      );
      expect(found.map(formatIssue)).toEqual([
        'site/content/profile.ts › profile › collaboration: the sample\'s text "I’m always happy to talk about shared-w…": write your own, or remove it',
        "site/content/projects.ts: the sample's file, unchanged: write your own entries, or delete the file",
        'site/content/timeline.ts › education[0] (id "bsc") › text: the sample\'s text "Minor in computer science. Bachelor pro…": write your own, or remove it',
        'site/content/publications.bib › lindqvist2023gaze: the sample\'s paper "Where Is It Looking? Robot Gaze Cues fo…": remove it',
        'site/content/publications.bib › okafor2024show: the sample\'s paper "Show, Then Move: Projected Intent Cues …": remove it',
        "site/public/favicon.svg: the sample's file: replace it with your own, or delete it",
        "site/public/files/cv.pdf: the sample's file files/papers/lindqvist-chi24-projected-intent.pdf, renamed (the same bytes): replace it with your own, or delete it",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('a kind kept as YAML: read like the TypeScript form, a sample text named at its file and line', async () => {
    const root = ownerRoot();
    try {
      write(root, 'content/profile.ts', ownerProfile);
      write(root, 'content/publications.bib', ownBib);
      for (const name of ['photo', 'photo-hover'])
        await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345' } })
          .png()
          .toFile(path.join(root, `site/public/images/me/${name}.png`));
      const own = 'A robot that hands tools over at the right moment.';
      const theirs = (await import('../../sample/content/projects')).currentProjects[0]!.description;
      const project = (id: string, description: string) =>
        `  - id: ${id}\n    title: Handovers\n    date: '2024'\n    details: Lab\n    description: ${JSON.stringify(description)}\n`;
      write(root, 'content/projects.yaml', `currentProjects:\n${project('mine', own)}${project('kept', theirs)}`);
      const readiness = await publishReadiness(root, {});
      expect(readiness.issues.map(formatIssue)).toEqual([
        'site/content/projects.yaml:11 › currentProjects[1] (id "kept") › description: the sample\'s text "A robot arm that projects its next reac…": write your own, or remove it',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('the sample’s name anywhere, short texts and settings the sample shares with anyone', async () => {
    const root = ownerRoot();
    try {
      const profile = ownerProfile
        .replace("greeting: 'Hello, I’m Ada.'", "greeting: 'Hi, I’m Maya.'")
        .replace("alt: 'Ada Okafor at a control desk'", "alt: 'Maya Lindqvist at a control desk'")
        .replace("locale: 'en-GB'", "locale: 'en'");
      write(root, 'content/profile.ts', profile);
      write(
        root,
        'content/skills.ts',
        `export const skills = [{ id: 'robotics', title: 'Robotics', skills: ['ROS 2', 'Python'] }];\n`,
      );
      const site = { contentDir: path.join(root, 'site/content'), publicDir: path.join(root, 'site/public') };
      const theirs = { contentDir: path.join(sample, 'content'), publicDir: path.join(sample, 'public') };
      const found = sampleLeftovers(
        { modules: (await loadContent({ root, ...site })).modules, ...site },
        { modules: (await loadContent({ root, ...theirs })).modules, ...theirs },
        { content: 'site/content', public: 'site/public' },
      );
      expect(found.map(formatIssue)).toEqual([
        'site/content/profile.ts › profile › photo.alt: the sample\'s text "Maya Lindqvist at a control desk": write your own, or remove it',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
  test('a copy of the sample reworded by a letter per text, its keys renamed and its pictures re-encoded is still the sample', async () => {
    const root = ownerRoot();
    try {
      // Each sentence (a text with spaces) with one letter changed; ids, the name, addresses and places renamed.
      const reword = (source: string) =>
        source
          .replace(
            /(^\s*|[:,[]\s*)'([^'\\\n]* [^'\\\n]*)'/gm,
            (_all, before: string, text: string) => `${before}'${text.replace(/e/, 'é')}'`,
          )
          .replace(/id: '([\w-]+)'/g, "id: 'own-$1'")
          .replaceAll('Maya Lindqvist', 'Noor Haddad')
          .replaceAll('Lindqvist', 'Haddad')
          .replaceAll('Maya', 'Noor')
          .replaceAll('example.org', 'example.net')
          .replaceAll('example-maya', 'example-noor')
          .replaceAll('EXAMPLE123', 'NOOR1')
          .replace(/scholar\?q=[^']*/g, 'scholar?q=noor')
          .replaceAll('Nordhavn', 'Southport');
      for (const file of ['profile.ts', 'projects.ts', 'timeline.ts', 'skills.ts'])
        write(root, `content/${file}`, reword(readFileSync(path.join(sample, 'content', file), 'utf8')));
      write(root, 'content/publications.bib', ownBib);
      cpSync(path.join(sample, 'public'), path.join(root, 'site/public'), { recursive: true });
      for (const entry of readdirSync(path.join(root, 'site/public'), { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        if (!entry.isFile()) continue;
        if (/\.(jpe?g|png|webp)$/.test(entry.name))
          writeFileSync(file, await sharp(readFileSync(file)).jpeg({ quality: 71 }).toBuffer());
        else appendFileSync(file, '\n');
      }
      const readiness = await publishReadiness(root, {});
      expect(readinessReport(readiness)).toMatch(/^Not ready to publish/);
      const lines = readiness.issues.map(formatIssue);
      // Worked out by hand: intro[0] and its copy share 41 of their 49 word pairs, collaboration 16 of 20.
      expect(lines.filter((l) => !/reads as the sample's text/.test(l))).toEqual([]);
      expect(lines).toContain(
        'site/content/profile.ts › profile › intro[0]: reads as the sample\'s text "I am a fourth-year PhD student at the I…" reworded (84% of its word pairs): write your own, or remove it',
      );
      expect(lines).toContain(
        'site/content/profile.ts › profile › collaboration: reads as the sample\'s text "I’m always happy to talk about shared-w…" reworded (80% of its word pairs): write your own, or remove it',
      );
      expect(lines.length).toBeGreaterThan(10);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
