// `npm run same-output`: shows that two commits build the same sites, hashes aside (docs/testing.md).
//   snapshot <builtDir> <out.json>       one built folder, file by file
//   compare <a> <b> [--ignore <glob>]…   two snapshots, or two folders of them; exit 1 on any difference
//                [--html-trees]          HTML pages compared as parsed, not as written
//   all <outDir> [--sites <folder>]…     build and snapshot the sample, the complete owner and migrated sites
//                [--root <checkout>]     (of this checkout, or of another one: a commit without this script)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runnerImport } from 'vite';
import { buildAll, siteFolders } from './sameOutput/buildAll.mjs';
import { compareSnapshots, describe, differs, setAside } from './sameOutput/compare.mjs';
import { snapshot } from './sameOutput/snapshot.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const usage = `Usage:
  npm run same-output -- snapshot <builtDir> <out.json>
  npm run same-output -- compare <before> <after> [--ignore <glob>]... [--html-trees]   (two .json files, or two folders)
  npm run same-output -- all <outDir> [--sites <folder>]... [--root <checkout>] [--keep]
      (or SAME_OUTPUT_SITES=<folder>:<folder>; --root builds another checkout, this one by default)`;
/** What is printed carries an owner's words: it goes through the helper that removes control sequences. */
const printer = async () =>
  (await runnerImport(path.join(root, 'tooling/content/commands/commandOutput.ts'), { root, logLevel: 'silent' }))
    .module;

/** @returns {import('./sameOutput/snapshot.mjs').Snapshot} */
const readSnapshot = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));

/** Compares two snapshots or two folders of them, printing each site's differences; true when all are equal. */
async function compare(
  /** @type {string} */ a,
  /** @type {string} */ b,
  /** @type {string[]} */ ignore,
  htmlTrees = false,
) {
  const output = await printer();
  const folders = [a, b].every((d) => statSync(d, { throwIfNoEntry: false })?.isDirectory());
  const names = folders
    ? [...new Set([a, b].flatMap((d) => readdirSync(d).filter((f) => f.endsWith('.json'))))].sort()
    : [null];
  let same = true;
  for (const name of names) {
    const [fa, fb] = name ? [path.join(a, name), path.join(b, name)] : [a, b];
    const label = name ? name.replace(/\.json$/, '') : path.basename(a, '.json');
    const missing = [fa, fb].filter((f) => !existsSync(f));
    if (missing.length) {
      output.printError(`${label}: no snapshot at ${missing.join(' and ')}`);
      same = false;
      continue;
    }
    const { left, setAside: aside } = setAside(
      compareSnapshots(readSnapshot(fa), readSnapshot(fb), { htmlTrees }),
      ignore,
    );
    const note = aside ? ` (${aside} set aside by --ignore)` : '';
    if (!differs(left)) {
      output.print(`${label}: same${note}`);
      if (left.notes.length) describe(left).forEach(output.print);
      continue;
    }
    same = false;
    const count = left.added.length + left.removed.length + left.changed.length;
    output.print(`${label}: ${count} difference${count === 1 ? '' : 's'}${note}`);
    describe(left).forEach(output.print);
  }
  return same;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ignore: { type: 'string', multiple: true },
    'html-trees': { type: 'boolean' },
    sites: { type: 'string', multiple: true },
    keep: { type: 'boolean' },
    root: { type: 'string' },
    help: { type: 'boolean' },
  },
});
const [command, first, second] = positionals;

/** Builds and snapshots every site; false when one did not build. */
async function all(/** @type {string} */ outDir) {
  const given = values.sites ?? (process.env.SAME_OUTPUT_SITES ?? '').split(path.delimiter).filter(Boolean);
  const checkout = path.resolve(values.root ?? root);
  if (!existsSync(path.join(checkout, 'package.json'))) throw new Error(`same-output: no package.json in ${checkout}`);
  const sites = siteFolders(given);
  const failed = await buildAll({ root: checkout, outDir: path.resolve(outDir), sites, keep: !!values.keep });
  if (failed.length) console.error(`did not build: ${failed.join(', ')}`);
  return failed.length === 0;
}

try {
  if (values.help) console.log(usage);
  else if (command === 'snapshot' && first && second)
    writeFileSync(second, JSON.stringify(await snapshot(path.resolve(first), path.basename(first))));
  else if (command === 'compare' && first && second)
    process.exitCode = (await compare(first, second, values.ignore ?? [], values['html-trees'])) ? 0 : 1;
  else if (command === 'all' && first) process.exitCode = (await all(first)) ? 0 : 1;
  else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  // A folder that is not there, two sites of one name: said in a line, not a stack.
  if (!(error instanceof Error && error.message.startsWith('same-output:'))) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
