import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { initialsIcon } from '../scripts/emptySite.mjs';
import { palette } from '../../src/styles/tokens.ts';
import { readAcademicpages } from './academicpages.ts';
import { readAlfolio } from './alfolio.ts';
import { readCollections } from './collections.ts';
import { detect } from './detect.ts';
import { readFreePages } from './freePages.ts';
import { readJekyll } from './generic.ts';
import { jekyllConfig } from './jekyll.ts';
import { sweep } from './account.ts';
import { readHugo } from './hugo.ts';
import { settleFiles } from './missingFiles.ts';
import { checkWritten } from './checkWritten.ts';
import { inside, planOut } from './outFolder.ts';
import { printable } from '../content/commands/commandOutput.ts';
import { noteRead, type Migration } from './model.ts';
import { formatReport } from './report.ts';
import { readArgs } from '../content/commands/commandArgs.ts';
import { Source } from './sourceFiles.ts';
import { contentKinds } from '../../src/content/kinds.ts';
import { formOfThisSite, writeSite, type ContentForm } from './writer.ts';

const usage = 'usage: npm run migrate -- <folder of your old site> [--out <dir>] [--force]';

const readers = {
  'al-folio': readAlfolio,
  academicpages: readAcademicpages,
  'hugo-academic': readHugo,
  hugo: readHugo,
  jekyll: readJekyll,
};

/** Reads an old site and returns the migration, unwritten (the tests read it directly). */
export function readSite(dir: string, source = new Source(dir)): Migration | string {
  const found = detect(dir);
  if (!found)
    return `${dir}: neither a Jekyll site (no _config.yml, Gemfile naming jekyll, _posts/, _pages/ or _layouts/) nor a Hugo site (no hugo.*, config.* or config/_default/)`;
  try {
    const migration = readers[found.template](source, found.evidence);
    migration.template = found.template;
    if (found.config) noteRead(migration, found.config, 'the profile and the site’s settings');
    if (!found.template.startsWith('hugo')) {
      readCollections(source, jekyllConfig(source), migration);
      readFreePages(source, '_pages', migration);
      readFreePages(source, '.', migration);
    }
    // What no reader took is named last, so every page and content file of the old site has its line.
    sweep(source, migration);
    migration.readProblems = [...source.problems].map(([file, problem]) => `${file}: ${problem}`);
    return migration;
  } catch (error) {
    return `${basename(dir)}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; nothing was written`;
  }
}

/** `npm run migrate -- <dir>`: writes the owner's site/ (or --out) and prints the report; 0 when written. */
export async function main(
  argv: string[],
  root: string,
  form: ContentForm = formOfThisSite(contentKinds),
): Promise<number> {
  const { values, positionals, help, problem } = readArgs(
    argv,
    { out: { type: 'string' }, force: { type: 'boolean' } },
    true,
  );
  if (help) {
    console.log(usage);
    return 0;
  }
  // Whatever is printed may carry the old site's words (a path, a title): printed without control sequences.
  const fail = (text: string, code: number) => (console.error(printable(`migrate: ${text}`)), code);
  if (problem || !values || positionals.length !== 1) return fail(problem ? `${problem}. ${usage}` : usage, 2);
  const sourceDir = resolve(process.env.INIT_CWD ?? '.', positionals[0]!);
  const outDir = resolve(root, values.out ?? 'site');
  if (!existsSync(sourceDir) || !statSync(sourceDir).isDirectory())
    return fail(`${positionals[0]} is not a folder. ${usage}`, 2);
  const out = planOut(outDir, root, sourceDir, values.force === true, relative(root, outDir) || outDir);
  if (out.problem) return fail(`${out.problem}.`, out.code);
  const started = performance.now();
  const source = new Source(sourceDir);
  const migration = readSite(sourceDir, source);
  if (typeof migration === 'string') return fail(migration, 1);
  const files = settleFiles(migration, source);
  if (out.deletes.length) {
    console.log(printable(`migrate: --force: deleting what the last migration wrote: ${out.deletes.join(', ')}`));
    out.clear();
  }
  mkdirSync(outDir, { recursive: true });
  const failed = await writeSite(migration, source, outDir, files.present, form);
  files.present = files.present.filter((f) => !failed.some((x) => x.path === f.to));
  files.refused.push(...failed);
  writeFileSync(join(outDir, 'public', 'favicon.svg'), initialsIcon(migration.profile.name || '?', palette));
  // Folder names only: the report is kept in the site's repository, where a path of this machine has no place.
  const outLabel = inside(outDir, root) ? relative(root, outDir) : basename(outDir);
  // The to-dos name the files as written: news.ts or the news/ folder, under the folder written.
  for (const todo of migration.todos) {
    if (todo.file === 'site/content/news') todo.file = form === 'ts' ? 'site/content/news.ts' : 'site/content/news/';
    // Projects, talks and teaching are Markdown folders beside the news, the other lists YAML (writer.ts).
    if (form === 'markdown')
      todo.file = todo.file
        .replace(/^(site\/content\/(?:talks|teaching|projects|people))\.ts$/, '$1/')
        .replace(/^(site\/content\/(?:skills|cv))\.ts$/, '$1.yaml');
    todo.file = todo.file.replace(/^site\//, `${outLabel}/`);
  }
  const checked = await checkWritten(root, outDir, outLabel);
  const report = printable(formatReport(migration, basename(sourceDir), outLabel, files, checked));
  writeFileSync(join(outDir, 'migration-report.txt'), report);
  console.log(
    report + `(${Math.round(performance.now() - started)} ms; this report is also in ${outLabel}/migration-report.txt)`,
  );
  return 0;
}
