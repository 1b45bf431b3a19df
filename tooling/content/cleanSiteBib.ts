import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fieldRole } from '../../src/content/publishedFields.ts';
import { cleanBib, type CleanedBib } from './cleanBib.ts';
import { contentLocation, loadContent } from './loadContent.ts';
import { bibFile, settingsOf } from './publications.ts';

/** Where the export as it was is kept: beside the clean copy, and ignored by git (.gitignore). */
export const privateCopy = 'publications.private.bib';

/** What clean-bib cannot judge and leaves as written: named, so the owner reads it before a public repository shows it. */
function leftComments({ commentLines, commentBlocks }: CleanedBib['left'], file: string): string[] {
  const counted = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
  const parts = [
    ...(commentLines ? [counted(commentLines, '`%` comment line', '`%` comment lines')] : []),
    ...(commentBlocks ? [counted(commentBlocks, '@comment block', '@comment blocks')] : []),
  ];
  if (parts.length === 0) return [];
  return [
    `  Left as written in ${file}: ${parts.join(' and ')}. The site never shows them, but the repository does: read them before you commit.`,
  ];
}

/**
 * `npm run clean-bib [export.bib]`: writes the site's publications.bib without the private fields and
 * those publications.ts takes out, from the export named or from publications.bib itself (then kept
 * first as publications.private.bib). Prints what it took out, by field name and count only.
 */
export async function cleanSiteBib(root: string, args: readonly string[], cwd: string): Promise<number> {
  const location = contentLocation(root);
  const target = join(location.contentDir, bibFile);
  const source = args[0] ? resolve(cwd, args[0]) : target;
  const shown = (path: string) => relative(cwd, path) || path;
  if (!existsSync(source)) {
    console.error(`clean-bib: no ${shown(source)}`);
    return 1;
  }
  const { unpublishedFields } = settingsOf((await loadContent(location)).modules);
  const out = new Set(unpublishedFields.map((name) => name.toLowerCase()));
  const { text, removed, left } = cleanBib(
    readFileSync(source, 'utf8'),
    (name) => out.has(name) || fieldRole(name) === 'private',
  );
  const comments = leftComments(left, shown(target));
  if (removed.size === 0 && source === target) {
    console.log([`clean-bib: ${shown(target)} has no private fields; nothing changed.`, ...comments].join('\n'));
    return 0;
  }
  const kept = join(location.contentDir, privateCopy);
  if (source === target) copyFileSync(source, kept);
  writeFileSync(target, text);
  const list = [...removed].map(([name, n]) => `${name} (${n})`).join(', ') || 'nothing';
  console.log(
    [
      `clean-bib: wrote ${shown(target)} without ${list}; every other byte as in ${source === target ? 'the file' : shown(source)}.`,
      ...(source === target
        ? [`  The file as it was is in ${shown(kept)}, which git ignores: keep it, or delete it.`]
        : []),
      `  Commit ${shown(target)}; fields the site does not know stay in it and are not published.`,
      ...comments,
    ].join('\n'),
  );
  return 0;
}
