// `npm run clean-bib [export.bib]`: the site's publications.bib without its private fields (tooling/content/commands/cleanSiteBib.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { module } = await runnerImport(path.join(root, 'tooling/content/commands/cleanSiteBib.ts'), {
  root,
  logLevel: 'silent',
});
process.exitCode = await module.cleanSiteBib(root, process.argv.slice(2), process.env.INIT_CWD ?? process.cwd());
