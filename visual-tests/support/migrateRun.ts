import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkContent } from '../../tooling/content/loadContent';
import { isError } from '../../tooling/content/checks/validateContent';
import { main } from '../../tooling/migrate/cli';
import type { ContentForm } from '../../tooling/migrate/writer';
import { repoRoot } from './buildOutput';

/**
 * `npm run migrate` on a folder, into a fresh temporary site/; the report as it was written. The content
 * form is pinned (TypeScript unless asked), so the expected files do not depend on which forms the kinds declare.
 */
export async function migrateInto(source: string, extra: string[] = [], form: ContentForm = 'ts') {
  const site = path.join(mkdtempSync(path.join(tmpdir(), 'migrate-')), 'site');
  const log = console.log;
  let printed = '';
  console.log = (text: string) => (printed += `${text}\n`);
  let code: number;
  try {
    code = await main([source, '--out', site, ...extra], repoRoot, form);
  } finally {
    console.log = log;
  }
  const reportFile = path.join(site, 'migration-report.txt');
  const report = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
  const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
  return { code, site, report, printed, read };
}

/** A fixture under visual-tests/fixtures/migrate/. */
export const fixture = (name: string) => path.join(repoRoot, 'visual-tests/fixtures/migrate', name);

/** The build's content check on a migrated site, each error as `file › entry › field: problem` (file without its folder). */
export async function contentErrors(site: string): Promise<string[]> {
  const { issues } = await checkContent({
    root: repoRoot,
    contentDir: path.join(site, 'content'),
    publicDir: path.join(site, 'public'),
  });
  return issues
    .filter(isError)
    .map((i) => `${[path.basename(i.file), i.entry, i.field].filter(Boolean).join(' › ')}: ${i.problem}`);
}

/** The report's lines that start with the given words. */
export const linesOf = (report: string, start: string) =>
  report
    .split('\n')
    .filter((l) => l.trimStart().startsWith(start))
    .map((l) => l.trim());

/** `npm run migrate` in a checkout at `root` (the repository unless given), all it prints caught, nothing shown. */
export async function migrateQuietly(argv: string[], root = repoRoot) {
  const [log, error] = [console.log, console.error];
  let output = '';
  console.log = console.error = (text: string) => (output += `${text}\n`);
  try {
    return { code: await main(argv, root, 'ts'), output };
  } finally {
    [console.log, console.error] = [log, error];
  }
}
