// `npm run import -- <id>…`: adds papers to the site's .bib by DOI, arXiv id, DBLP key or person, or
// ORCID iD, never twice (tooling/import/, described in docs/import.md). Node 20 cannot run TypeScript
// by itself, so Vite's module runner loads it, as the bench loads its fixture.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {{ module: { main: (argv: string[]) => Promise<number> } }} */
const { module } = await runnerImport(path.join(repo, 'tooling/import/cli.ts'), { root: repo, logLevel: 'silent' });
process.exitCode = await module.main(process.argv.slice(2));
