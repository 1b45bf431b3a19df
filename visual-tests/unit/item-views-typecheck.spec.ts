import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { repoRoot } from '../support/buildOutput';

/*
 * A kind declared with `pages` (kinds.ts) and no view in src/app/itemViews.ts fails the type check, naming the
 * kind: a newcomer's `labs`, declared as people are, checked by tsc against the registry the app uses.
 */

const run = promisify(execFile);
const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
const src = (file: string) => JSON.stringify(path.join(repoRoot, 'src', file));

/** The fixture's view registry for the declarations plus `labs`: the app's own, or with a view for labs. */
const fixture = (views: string) => `import { contentKinds, type PageKindOf } from ${src('content/kinds')};
import { itemViews, type ItemViews } from ${src('app/itemViews')};

const kinds = { ...contentKinds, labs: { ...contentKinds.people, file: 'labs.ts' } };
export const views: ItemViews<PageKindOf<typeof kinds>> = ${views};
`;

/** tsc's exit and messages on the fixture, with the project's own settings. */
async function typecheck(dir: string, views: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'fixture.ts'), fixture(views));
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

test.describe('A kind with pages needs its view', () => {
  test.setTimeout(240_000);

  test('declared with `pages` and no view: tsc fails on the registry, naming the kind', async () => {
    const { ok, output } = await typecheck(test.info().outputPath('missing'), 'itemViews');
    expect(ok).toBe(false);
    expect(output).toMatch(/fixture\.ts\(5,14\): error TS2741: Property 'labs' is missing/);
  });

  test('with its view: tsc passes', async () => {
    const { ok, output } = await typecheck(test.info().outputPath('given'), '{ ...itemViews, labs: itemViews.people }');
    expect(output).toBe('');
    expect(ok).toBe(true);
  });
});
