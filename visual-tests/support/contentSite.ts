import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkContent } from '../../tooling/content/loadContent';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { repoRoot } from './buildOutput';

/*
 * An owner's content folder written in /tmp for a test: a profile in YAML, a portrait, an icon, and the files given.
 */

const portrait = join(repoRoot, 'sample/public/images/profile/portrait.jpg');

/** The profile every such folder has (a test may write its own `profile.yaml` from it). */
export const profileYaml = `name: Noor Haddad
role: PhD student
affiliation: { name: Fixture Lab, href: "https://example.org/lab" }
greeting: Hi, I'm Noor.
intro:
  - I study robots that ask for help.
photo: { src: images/profile/portrait.jpg, alt: Noor at her desk }
email: noor@example.org
collaboration: Write to me.
site:
  title: Noor Haddad
  description: A PhD student.
  url: https://example.org/
  locale: en
`;

/** A content folder in /tmp with these files (a name ending in / is a folder); the root is its parent. */
export function site(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'content-'));
  const contentDir = join(root, 'content');
  const publicDir = join(root, 'public');
  mkdirSync(join(publicDir, 'images/profile'), { recursive: true });
  copyFileSync(portrait, join(publicDir, 'images/profile/portrait.jpg'));
  writeFileSync(join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"/>');
  for (const [name, text] of Object.entries({ 'profile.yaml': profileYaml, ...files })) {
    mkdirSync(join(contentDir, name, '..'), { recursive: true });
    writeFileSync(join(contentDir, name), text);
  }
  return { root, contentDir, publicDir };
}

/** The content check's errors and warnings on such a folder, as the build prints them. */
export const problems = async (files: Record<string, string>) =>
  (await checkContent(site(files))).issues.filter((i) => i.severity !== 'info').map(formatIssue);
