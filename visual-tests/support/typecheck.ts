import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './buildOutput';

/*
 * tsc on one fixture file against the app's sources, with the project's own settings: what a newcomer's
 * declaration costs in the type check (unit/item-views-typecheck.spec.ts, unit/list-views-typecheck.spec.ts).
 */

const run = promisify(execFile);
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');

/** A source file's path, quoted for an import in a fixture. */
export const srcImport = (file: string) => JSON.stringify(path.join(repoRoot, 'src', file));

/** tsc's exit and messages on `fixture.ts` in `dir`, holding `source`. */
export async function typecheckFixture(dir: string, source: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fixture.ts'), source);
  const config = {
    extends: path.join(repoRoot, 'tsconfig.json'),
    files: [
      path.join(dir, 'fixture.ts'),
      path.join(repoRoot, 'src/virtualModules.d.ts'),
      path.join(repoRoot, 'src/app/buildConstants.d.ts'),
    ],
  };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(config));
  try {
    await run(tsc, ['--noEmit', '--pretty', 'false', '-p', path.join(dir, 'tsconfig.json')], {
      cwd: repoRoot,
      timeout: 120_000,
    });
    return { ok: true, output: '' };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}
