// `npm run citations`: each paper's citation count from open sources (OpenAlex, Crossref) into the site's
// citations.json (tooling/citations/, described in docs/import.md). Loaded through Vite's module runner,
// as the import is, since Node 20 does not run TypeScript.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** @type {{ module: { main: (argv: string[]) => Promise<number> } }} */
const { module } = await runnerImport(path.join(repo, 'tooling/citations/cli.ts'), { root: repo, logLevel: 'silent' });
process.exitCode = await module.main(process.argv.slice(2));
