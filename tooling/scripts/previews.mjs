// `npm run previews`: each remote `preview` of the .bib downloaded once into public/images/publications/,
// recorded in previews.json (tooling/previews/, described in docs/import.md). Loaded through Vite's module
// runner, as the import is, since Node 20 does not run TypeScript.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {{ module: { main: (argv: string[]) => Promise<number> } }} */
const { module } = await runnerImport(path.join(repo, 'tooling/previews/cli.ts'), { root: repo, logLevel: 'silent' });
process.exitCode = await module.main(process.argv.slice(2));
