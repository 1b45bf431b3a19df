import path from 'node:path';
import { print, printError, printLogLine } from '../content/commands/commandOutput.ts';
import { siteFolder } from '../content/siteFolder.mjs';
import { bibFile } from '../content/bib/publications.ts';
import { previewsFile, previewsFolder } from '../content/bib/previewsData.ts';
import { defaultRetry } from '../import/http.ts';
import { readArgs } from '../content/commands/commandArgs.ts';
import { previewMaxBytes, runPreviews } from './run.ts';

const usage = `Usage: npm run previews -- [--bib <file>] [--public <folder>]

  Downloads each remote preview of your .bib (preview = {https://…}) once into public/${previewsFolder}/
  as <citation key>.<type>, and records its address and day in ${previewsFile} beside the .bib (which is not
  edited). The build shows the saved copy; it never fetches anything itself. Only http(s) addresses, at most
  ${previewMaxBytes / 1_000_000} MB, and only PNG, JPEG, WebP, AVIF or GIF images, as the file's own bytes say.

  --bib <file>       the .bib (default: publications.bib in the site's content folder)
  --public <folder>  the site's public folder (default: the site's)`;

const today = () => new Date().toISOString().slice(0, 10);

/** `npm run previews`: a line per preview; 1 if any could not be saved, 2 on misuse. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = readArgs(argv, { bib: { type: 'string' }, public: { type: 'string' } });
  if (args.help) {
    print(usage);
    return 0;
  }
  if (args.problem || !args.values) {
    printError(`previews: ${args.problem}\n\n${usage}`);
    return 2;
  }
  const { bib, public: publicDir } = args.values;
  const site = siteFolder(process.cwd(), env);
  const bibPath = path.resolve(bib ?? path.join(site.contentDir, bibFile));
  const relative = path.relative(process.cwd(), bibPath);
  const result = await runPreviews({
    bibPath,
    bibLabel: relative && !relative.startsWith('..') ? relative : bibPath,
    dataPath: path.join(path.dirname(bibPath), previewsFile),
    publicDir: path.resolve(publicDir ?? site.publicDir),
    retry: defaultRetry,
    today: today(),
    log: printLogLine,
  });
  if (result.failed.length > 0) {
    printError(`\n${result.failed.length} could not be saved: ${result.failed.join(', ')}`);
    return 1;
  }
  return 0;
}
