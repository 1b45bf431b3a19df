import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { siteImages } from '../generators/headTags.ts';
import { isInside } from './contentRules.ts';
import type { ContentIssue } from './validateContent.ts';

/**
 * Everything in public/ is copied into the site as it is, so what is there is published: hidden files
 * (`.env`, `.DS_Store`) and links to files outside the site folder are refused by name, and files
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

/** Files under public/ (relative, with /), and the problems of those not to publish. */
function walk(
  publicDir: string,
  siteDir: string,
  label: string,
  issues: ContentIssue[],
  dir = '',
  seen = new Set<string>(),
): string[] {
  const files: string[] = [];
  // A folder linked from inside itself is read once.
  const real = realpathSync(join(publicDir, dir));
  if (seen.has(real)) return files;
  seen.add(real);
  for (const entry of readdirSync(join(publicDir, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    const file = `${label}/${rel}`;
    const path = join(publicDir, rel);
    if (entry.name.startsWith('.') && !allowedHidden.has(entry.name)) {
      issues.push({ file, problem: 'a hidden file in public/ would be published: move it out of public/' });
      continue;
    }
    if (lstatSync(path).isSymbolicLink()) {
      let target: string | undefined;
      try {
        target = realpathSync(path);
      } catch {
        issues.push({ file, problem: 'a link to nothing: remove it' });
        continue;
      }
      if (!isInside(siteDir, target)) {
        issues.push({
          file,
          problem:
            'a link to a file outside the site folder would publish it: copy the file into public/ if you mean to',
        });
        continue;
      }
    }
    if (statSync(path).isDirectory()) files.push(...walk(publicDir, siteDir, label, issues, rel, seen));
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
    files = walk(publicDir, dirname(publicDir), label, issues);
  } catch {
    return issues;
  }
  for (const rel of files) {
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
