import { expect, test } from '@playwright/test';
import { main as citations } from '../../tooling/citations/cli';
import { readArgs } from '../../tooling/content/commands/commandArgs';
import { main as importIds } from '../../tooling/import/cli';
import { main as migrate } from '../../tooling/migrate/cli';
import { main as previews } from '../../tooling/previews/cli';
import { repoRoot } from '../support/buildOutput';

/*
 * The commands read their arguments one way (Node's parseArgs, through tooling/content/commands/commandArgs.ts): a
 * mistake is one line in the command's words, exit code 2, before anything is read or asked.
 */

/** The command's exit code and its first line on stderr; nothing on the network, nothing written. */
async function run(command: (argv: string[]) => Promise<number>, argv: string[]) {
  const [log, error] = [console.log, console.error];
  const lines: string[] = [];
  console.log = console.error = (text: string) => lines.push(String(text).split('\n')[0]!);
  try {
    return { code: await command(argv), first: lines[0] };
  } finally {
    [console.log, console.error] = [log, error];
  }
}

test('Node’s parseArgs errors are said in the commands’ words (fails if Node changes its messages)', () => {
  const options = { bib: { type: 'string' }, write: { type: 'boolean' } } as const;
  expect(readArgs(['--nope'], options).problem).toBe('unknown option --nope');
  expect(readArgs(['--bib'], options).problem).toBe('--bib needs a value');
  expect(readArgs(['stray'], options).problem).toBe('unexpected argument stray');
  expect(readArgs(['--bib', 'a.bib', '--write'], options)).toMatchObject({
    values: { bib: 'a.bib', write: true },
    help: false,
  });
  expect(readArgs(['-h'], options).help).toBe(true);
});

test('each command: an unknown option and a missing value are one line and exit code 2; --help is 0', async () => {
  const noEnv = (main: (argv: string[], env: NodeJS.ProcessEnv) => Promise<number>) => (argv: string[]) =>
    main(argv, {});
  const migrateHere = (argv: string[]) => migrate(argv, repoRoot, 'ts');
  expect(await run(noEnv(importIds), ['--nope', '10.1/x'])).toEqual({
    code: 2,
    first: 'import: unknown option --nope',
  });
  expect(await run(noEnv(importIds), ['10.1/x', '--bib'])).toEqual({ code: 2, first: 'import: --bib needs a value' });
  expect(await run(noEnv(citations), ['--nope'])).toEqual({ code: 2, first: 'citations: unknown option --nope' });
  expect(await run(noEnv(citations), ['--source'])).toEqual({ code: 2, first: 'citations: --source needs a value' });
  expect(await run(noEnv(previews), ['--nope'])).toEqual({ code: 2, first: 'previews: unknown option --nope' });
  expect(await run(noEnv(previews), ['--public'])).toEqual({ code: 2, first: 'previews: --public needs a value' });
  expect(await run(migrateHere, ['old-site', '--nope'])).toEqual({
    code: 2,
    first:
      'migrate: unknown option --nope. usage: npm run migrate -- <folder of your old site> [--out <dir>] [--force]',
  });
  expect(await run(migrateHere, ['old-site', '--out'])).toEqual({
    code: 2,
    first: 'migrate: --out needs a value. usage: npm run migrate -- <folder of your old site> [--out <dir>] [--force]',
  });
  for (const [command, argv] of [
    [noEnv(importIds), ['--help']],
    [noEnv(citations), ['-h']],
    [noEnv(previews), ['--help']],
    [migrateHere, ['--help']],
  ] as const)
    expect((await run(command, [...argv])).code).toBe(0);
});
