import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/buildOutput';
import { ownerEnv, run } from '../support/ownerCopy';

/*
 * `npm run check -- --only <group>` reruns one group of the owner's check and nothing else; a group it does
 * not know gets the list of those it does.
 */

test('--only types runs the type check alone: no publish guard, no build, no browser', async () => {
  test.setTimeout(60_000);
  const { code, output } = await run(repoRoot, 'npm', ['run', 'check', '--', '--only', 'types']);
  expect(code, output).toBe(0);
  expect(output).toContain('check › types: tsc --noEmit -p tsconfig.json');
  expect(output).toMatch(/^check: types passed in \d+\.\d s\.$/m);
  for (const other of ['publish-guard', 'vite build', 'ensure-browser', 'playwright'])
    expect(output).not.toContain(other);
});

test('--only with a group it does not know lists the groups, and runs nothing', async () => {
  const { code, output } = await run(repoRoot, 'npm', ['run', 'check', '--', '--only', 'axe']);
  expect(code).toBe(2);
  expect(output).toContain('check: no group named "axe".');
  expect(output).toContain('Usage: npm run check [-- --only <group>[,<group>…]]');
  for (const group of ['content', 'types', 'build', 'budgets', 'links', 'a11y', 'html'])
    expect(output).toMatch(new RegExp(`^  ${group} +\\S`, 'm'));
  expect(output).not.toContain('check ›');
});

test('--only budgets with no build says which command builds it first', () => {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['tooling/scripts/check.mjs', '--only', 'budgets'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...ownerEnv(), OUT_DIR: 'dist-never-built' },
  });
  expect(status).toBe(1);
  expect(stderr).toContain('check: dist-never-built/ has no build: run `npm run check -- --only build` first.');
  expect(stdout).not.toContain('playwright');
});
