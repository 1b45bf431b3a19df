import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../support/buildOutput';
import { expect, test } from '@playwright/test';
import { contactIssues } from '../../tooling/content/loadContent';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { viteCli } from '../support/viteCli';

const root = fileURLToPath(new URL('../..', import.meta.url));
const complete = join(root, 'visual-tests/owners/complete/content');
const address = 'maya.lindqvist@example.org';
const contactLink = 'https://example.org/write-to-maya';

/** The complete test owner's content, its profile with the address kept off the site. */
function hiddenAddressContent(dir: string): string {
  const from = relative(dir, complete).split('\\').join('/');
  // Every file in whichever form it keeps it (its news as Markdown, its talks as YAML); a module re-exported, as it
  // imports the sample's by a relative path; the profile replaced below.
  for (const name of readdirSync(complete)) {
    if (name.endsWith('.ts')) writeFileSync(join(dir, name), `export * from '${from}/${name.slice(0, -3)}';\n`);
    else cpSync(join(complete, name), join(dir, name), { recursive: true });
  }
  writeFileSync(
    join(dir, 'profile.ts'),
    `import { profile as complete } from '${from}/profile';\n` +
      `export const profile = { ...complete, emailPublished: false, contactLink: '${contactLink}' };\n`,
  );
  return dir;
}

const filesIn = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesIn(file) : [file];
  });

test.describe('The owner chooses whether the address is published', () => {
  test('with emailPublished: false the address is in no file the build writes; the contact link is', async () => {
    test.setTimeout(180_000);
    const work = mkdtempSync(join(tmpdir(), 'email-choice-'));
    const out = join(work, 'out');
    try {
      const content = hiddenAddressContent(mkdtempSync(join(work, 'content-')));
      const code = await new Promise<number | null>((resolve, reject) => {
        const child = spawn(process.execPath, [viteCli, 'build', '--logLevel', 'error'], {
          cwd: root,
          env: { ...process.env, SITE_DIR: 'sample', CONTENT_DIR: content, OUT_DIR: out, NO_COLOR: '1' },
          stdio: 'ignore',
        });
        child.on('error', reject);
        child.on('close', resolve);
      });
      expect(code).toBe(0);
      const files = filesIn(out);
      const pdf = files.find((f) => f.endsWith('-cv.pdf'))!;
      const texts = files.map((f) => ({ f, text: readFileSync(f, 'latin1') }));
      // The PDF's text streams are compressed: read as a reader would, too.
      texts.push({ f: `${pdf} (text)`, text: execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }) });
      expect(texts.filter(({ text }) => text.includes(address)).map(({ f }) => f)).toEqual([]);
      expect(texts.filter(({ text }) => /mailto:maya/i.test(text)).map(({ f }) => f)).toEqual([]);
      // The same build carries the link wherever the address would have been.
      const html = builtPages(out);
      // The lab's addresses (people/ › links.email) go with it, their other links stay: no file holds them.
      const members = ['mira.okafor@example.org', 'tomas.hald@example.org'];
      expect(texts.filter(({ text }) => members.some((m) => text.includes(m))).map(({ f }) => f)).toEqual([]);
      expect(html).toContain('aria-label="GitHub: Mira Okafor"');
      expect(html).toContain(`"contactPoint": {\n    "@type": "ContactPoint",\n    "url": "${contactLink}"\n  }`);
      expect(html).toMatch(new RegExp(`<a href="${contactLink}"[^>]*target="_blank"[^>]*>.*?Write to me</a>`));
      expect(texts.find(({ f }) => f === `${pdf} (text)`)!.text).toContain('example.org/write-to-maya');
      expect(JSON.parse(readFileSync(join(out, 'resume.json'), 'utf8')).basics.email).toBeUndefined();
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });

  test('emailPublished: false without a contact link is refused by name', () => {
    const issues = contactIssues({ 'profile.ts': { profile: { emailPublished: false } } }, 'content');
    expect(issues.map(formatIssue)).toEqual([
      'content/profile.ts › profile › contactLink: needed when emailPublished is false: a page or form (https://) where people can write to you',
    ]);
    expect(contactIssues({ 'profile.ts': { profile: { emailPublished: false, contactLink } } }, 'content')).toEqual([]);
  });
});
