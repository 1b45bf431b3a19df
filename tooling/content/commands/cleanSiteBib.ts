import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fieldRole } from '../../../src/content/publishedFields.ts';
import { readArgs } from './commandArgs.ts';
import { fileBytes, readOwnersBib } from '../bib/bibBytes.ts';
import { cleanBib, type CleanedBib } from '../bib/cleanBib.ts';
import { print, printError } from './commandOutput.ts';
import { contentLocation, loadContent } from '../loadContent.ts';
import { bibFile, settingsOf } from '../bib/publications.ts';

/** Where the export as it was is kept: beside the clean copy, and ignored by git (.gitignore). */
export const privateCopy = 'publications.private.bib';
/** Where the site's .bib is kept before an export replaces it (--force); ignored by git too. */
export const replacedCopy = `${bibFile}.bak`;

const usage = `Usage: npm run clean-bib -- [<export.bib>] [--force]

  Without a file: rewrites the site's publications.bib without its private fields, kept first as ${privateCopy}.
  With one: writes its cleaned copy as the site's publications.bib; one already there is replaced only with
  --force, and kept first as ${replacedCopy}.`;

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

/** Copies `file` to `name` beside it; a copy already there that differs is kept, and this one is dated. */
function keepCopy(file: string, name: string): string {
  let copy = join(dirname(file), name);
  if (existsSync(copy) && !readFileSync(copy).equals(readFileSync(file))) {
    const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
    copy = join(dirname(file), name.replace(/(\.bak|\.private\.bib)$/, `.${stamp}$1`));
  }
  copyFileSync(file, copy);
  return copy;
}

/**
 * `npm run clean-bib [export.bib] [--force]`: writes the site's publications.bib without the private fields
 * and those publications.ts takes out, from the export named or from publications.bib itself (then kept
 * first as publications.private.bib), in the file's own encoding and line ends. Prints what it took out,
 * by field name and count only.
 */
export async function cleanSiteBib(root: string, argv: readonly string[], cwd: string): Promise<number> {
  const args = readArgs(argv, { force: { type: 'boolean' } }, true);
  if (args.help) {
    print(usage);
    return 0;
  }
  const problem = args.problem ?? (args.positionals.length > 1 ? 'one export at most' : undefined);
  if (problem) {
    printError(`clean-bib: ${problem}\n\n${usage}`);
    return 2;
  }
  const location = contentLocation(root);
  const target = join(location.contentDir, bibFile);
  const source = args.positionals[0] ? resolve(cwd, args.positionals[0]) : target;
  const shown = (path: string) => relative(cwd, path) || path;
  if (!existsSync(source)) {
    printError(`clean-bib: no ${shown(source)}`);
    return 1;
  }
  const bib = readOwnersBib(source, shown(source));
  if (typeof bib === 'string') {
    printError(`clean-bib: ${bib}`);
    return 1;
  }
  const { unpublishedFields } = settingsOf((await loadContent(location)).modules);
  const out = new Set(unpublishedFields.map((name) => name.toLowerCase()));
  const { text, removed, left } = cleanBib(bib.text, (name) => out.has(name) || fieldRole(name) === 'private');
  const comments = leftComments(left, shown(target));
  if (removed.size === 0 && source === target) {
    print([`clean-bib: ${shown(target)} has no private fields; nothing changed.`, ...comments].join('\n'));
    return 0;
  }
  const bytes = fileBytes(bib, text);
  let kept: string | undefined;
  if (source === target) kept = keepCopy(source, privateCopy);
  else if (existsSync(target) && !readFileSync(target).equals(bytes)) {
    if (args.values?.force !== true) {
      printError(
        `clean-bib: ${shown(target)} is there already: nothing written. To replace it with the cleaned ${basename(source)}, run again with --force (it is kept first as ${replacedCopy}).`,
      );
      return 1;
    }
    kept = keepCopy(target, replacedCopy);
  }
  writeFileSync(target, bytes);
  const list = [...removed].map(([name, n]) => `${name} (${n})`).join(', ') || 'nothing';
  print(
    [
      `clean-bib: wrote ${shown(target)} without ${list}; every other byte as in ${source === target ? 'the file' : shown(source)}.`,
      ...(kept ? [`  The file as it was is in ${shown(kept)}, which git ignores: keep it, or delete it.`] : []),
      `  Commit ${shown(target)}; fields the site does not know stay in it and are not published.`,
      ...comments,
    ].join('\n'),
  );
  return 0;
}
