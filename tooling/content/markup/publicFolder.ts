import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { siteImages } from '../site/siteImages.ts';
import { isInside } from '../checks/contentRules.ts';
import { markupIssue } from './publicMarkup.ts';
import type { ContentIssue } from '../checks/validateContent.ts';

/**
 * Everything in public/ is copied into the site as it is, so what is there is published: hidden files
 * (`.env`, `.DS_Store`), links out of public/ and link loops are refused by name, and files
 * nothing refers to are listed, so a draft left there is seen before it is public.
 */

/** Hidden names a static host reads on purpose. */
const allowedHidden = new Set(['.well-known', '.nojekyll']);

/** Files the build itself uses from public/, whatever the content says. */
const usedByBuild = new Set<string>([siteImages.faviconSvg]);

/** Every string in the content (paths to images and files among them), found at any depth. */
export function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const path = value.replace(/[?#].*$/, '').replace(/^\.?\//, '');
    into.add(path);
    try {
      into.add(decodeURIComponent(path));
    } catch {
      // not an encoded path: kept as written
    }
  } else if (Array.isArray(value)) for (const item of value) stringsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsIn(item, into);
  return into;
}

/**
 * Why a link in public/ may not be followed, or undefined: it must lead to a file or folder inside
 * public/ (a link into site/content/ would publish the .bib), and never to a folder that holds it
 * (copied, a loop nests the folder in itself until the path is too long).
 */
function linkProblem(publicDir: string, path: string): string | undefined {
  let target: string;
  try {
    target = realpathSync(path);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ELOOP'
      ? 'a link that leads back to itself (a loop): remove it'
      : 'a link to nothing: remove it';
  }
  if (!isInside(realpathSync(publicDir), target))
    return 'a link to a file outside public/ would publish it: copy the file into public/ if you mean to';
  if (isInside(target, realpathSync(dirname(path))))
    return 'a link to a folder that holds it (a loop: copied, it would nest itself without end): remove it';
  return undefined;
}

/** Files under public/ (relative, with /), and the problems of those not to publish. */
function walk(publicDir: string, label: string, issues: ContentIssue[], dir = '', seen = new Set<string>()): string[] {
  const files: string[] = [];
  // A folder linked from inside itself is read once.
  const real = realpathSync(join(publicDir, dir));
  if (seen.has(real)) return files;
  seen.add(real);
  // In name order, so the messages come in the same order on every disk.
  const entries = readdirSync(join(publicDir, dir), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    const file = `${label}/${rel}`;
    const path = join(publicDir, rel);
    if (entry.name.startsWith('.') && !allowedHidden.has(entry.name)) {
      issues.push({ file, problem: 'a hidden file in public/ would be published: move it out of public/' });
      continue;
    }
    if (lstatSync(path).isSymbolicLink()) {
      const problem = linkProblem(publicDir, path);
      if (problem) {
        issues.push({ file, problem });
        continue;
      }
    }
    if (statSync(path).isDirectory()) files.push(...walk(publicDir, label, issues, rel, seen));
    else files.push(rel);
  }
  return files;
}

/**
 * The problems of public/: errors for what must not be published, a warning for each file the content
 * (`references`: every path it names) and the build never use.
 */
export function checkPublicFolder(publicDir: string, label: string, references: ReadonlySet<string>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  let files: string[];
  try {
    files = walk(publicDir, label, issues);
  } catch {
    return issues;
  }
  // The build draws the site's icons (favicon-32.png, the touch and app icons) from it.
  if (!files.includes(siteImages.faviconSvg))
    issues.push({
      file: `${label}/${siteImages.faviconSvg}`,
      problem:
        'missing: the build draws the site’s icons from it: add a square SVG icon there (sample/public/favicon.svg is one)',
    });
  for (const rel of files) {
    const markup = markupIssue(publicDir, rel, label);
    if (markup) issues.push(markup);
    if (usedByBuild.has(rel) || references.has(rel) || rel.startsWith('.well-known/') || rel === '.nojekyll') continue;
    issues.push({
      file: `${label}/${rel}`,
      problem: 'nothing on the site refers to this file, yet it is published: remove it, or link it from the content',
      severity: 'warning',
    });
  }
  return issues;
}

/** How messages name public/ (`sample/public`), from the project root. */
export const publicLabel = (root: string, publicDir: string) => relative(root, publicDir).split('\\').join('/') || '.';
