// `npm run migrate -- <folder of an old site>`: reads a Jekyll or Hugo site (al-folio, academicpages, HugoBlox or any) and
// writes the owner's site/ with a report (tooling/migrate/, described in docs/migrate.md). Node 20 cannot
// run TypeScript by itself, so Vite's module runner loads it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {{ module: { main: (argv: string[], root: string) => Promise<number> } }} */
const { module } = await runnerImport(path.join(repo, 'tooling/migrate/cli.ts'), { root: repo, logLevel: 'silent' });
process.exitCode = await module.main(process.argv.slice(2), repo);
