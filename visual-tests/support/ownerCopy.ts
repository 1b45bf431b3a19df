import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, realpathSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repoRoot } from './buildOutput';
import { viteCli } from './viteCli';

/** The environment of an owner's shell: none of the suite's own settings (SITE_DIR=sample, OUT_DIR, …). */
export function ownerEnv(): NodeJS.ProcessEnv {
  const {
    SITE_DIR: _s,
    OUT_DIR: _o,
    CONTENT_DIR: _c,
    PORT: _p,
    NODE_ENV: _n,
    PUBLISH_SAMPLE: _x,
    ...env
  } = process.env;
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0' };
}

/** A command in an owner's copy, with everything it printed. */
export function run(cwd: string, command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: ownerEnv() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The project's files as a fresh clone has them (tracked, or new and not ignored), without the baselines. */
export function copyProject(dest: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const files = listed.stdout
    .split('\0')
    .filter((f) => f && !/^(node_modules|site\/|visual-tests\/visual\/__screenshots__\/)/.test(f));
  for (const file of files) {
    if (existsSync(path.join(repoRoot, file))) cpSync(path.join(repoRoot, file), path.join(dest, file));
  }
}

/** A copy of the project in a temporary folder, with the suite's node_modules, as after `npm ci`. */
export const ownerCopy = (prefix: string) => copyProjectTo(mkdtempSync(path.join(tmpdir(), prefix)));

/** The same copy in a folder of your choosing (made if missing). */
export function copyProjectTo(copy: string): string {
  mkdirSync(copy, { recursive: true });
  copyProject(copy);
  symlinkSync(realpathSync(path.join(repoRoot, 'node_modules')), path.join(copy, 'node_modules'));
  return copy;
}

const playwrightCli = createRequire(import.meta.url).resolve('@playwright/test/cli');

/**
 * The owner's build and the quick part of their check (budgets, every referenced file, a sub-path deploy; no axe,
 * no HTML checker) in their copy; `npm run check` in full takes a minute more.
 */
export async function buildAndCheck(copy: string) {
  const build = await run(copy, process.execPath, [viteCli, 'build', '--logLevel', 'error']);
  expect(build.code, build.output).toBe(0);
  const checks = await run(copy, process.execPath, [
    playwrightCli,
    'test',
    '-c',
    'visual-tests/playwright.owner.config.ts',
    'owner/budgets.spec.ts',
    'owner/deploy.spec.ts',
    'owner/pages.spec.ts',
    '--grep-invert',
    '@a11y',
    '--reporter=line',
  ]);
  expect(checks.code, checks.output).toBe(0);
}
