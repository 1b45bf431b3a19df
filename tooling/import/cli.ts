import path from 'node:path';
import { print, printError, printLogLine, printable } from '../content/commands/commandOutput.ts';
import { siteFolder } from '../content/siteFolder.mjs';
import { bibFile } from '../content/bib/publications.ts';
import { readEndpoints } from './endpoints.ts';
import { defaultRetry, type RetryPolicy } from './http.ts';
import { runImport } from './importer.ts';
import { readArgs } from '../content/commands/commandArgs.ts';

const usage = `Usage: npm run import -- [--write] [--bib <file>] <id>…

  <id>    a DOI (10.1145/… or https://doi.org/…), an arXiv id (2405.02929, arXiv:…, its abs/ address),
          a DBLP key (conf/chi/Smith24, DBLP:…, its dblp.org/rec/ address), a DBLP person (pid/12/3456,
          its dblp.org/pid/ address) or an ORCID iD (0000-0002-1825-0097, its orcid.org/ address: every work)

  --write         add the new entries to the .bib (without it, the command shows them as a diff)
  --bib <file>    the .bib to compare with and add to (default: publications.bib in the site's content folder)
  --endpoints doi=<url>,arxiv=<url>,dblp=<url>,orcid=<url>
                  other addresses for the services (also IMPORT_ENDPOINTS)
  --max <n>       the most works an ORCID iD or a DBLP person adds (default 200; the rest are listed)
  --max-wait <s>  the longest wait honoured when a service asks to slow down (default 60; also IMPORT_MAX_WAIT)

Each answer is read up to 5 MB and 30 s; an id whose answer is larger, slower or malformed fails alone.`;

/**
 * `npm run import`: the report and the diff on stdout, failures on stderr; 1 if any id failed, 2 on misuse.
 * `reach` is for tests alone (their local server); the command passes none.
 */
export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  reach: Pick<RetryPolicy, 'trustedOrigins'> = {},
): Promise<number> {
  const args = readArgs(
    argv,
    {
      write: { type: 'boolean' },
      bib: { type: 'string' },
      endpoints: { type: 'string' },
      max: { type: 'string' },
      'max-wait': { type: 'string' },
    },
    true,
  );
  if (args.help) {
    print(usage);
    return 0;
  }
  const max = args.values?.max;
  const problem =
    args.problem ?? (max !== undefined && !/^\d+$/.test(max) ? `--max needs a whole number, not "${max}"` : undefined);
  if (problem || !args.values) {
    printError(`import: ${problem}\n\n${usage}`);
    return 2;
  }
  const { write = false, bib } = args.values;
  const ids = args.positionals;
  const endpointSpec = args.values.endpoints ?? env.IMPORT_ENDPOINTS;
  const maxWait = args.values['max-wait'] ?? env.IMPORT_MAX_WAIT;
  if (ids.length === 0) {
    printError(usage);
    return 2;
  }
  let endpoints;
  try {
    endpoints = readEndpoints(endpointSpec);
  } catch (error) {
    printError(`import: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const maxWaitMs = maxWait !== undefined && /^\d+(\.\d+)?$/.test(maxWait) ? Number(maxWait) * 1000 : undefined;
  const bibPath = path.resolve(bib ?? path.join(siteFolder(process.cwd(), env).contentDir, bibFile));
  const relative = path.relative(process.cwd(), bibPath);
  const bibLabel = relative && !relative.startsWith('..') ? relative : bibPath;

  const result = await runImport({
    ids,
    bibPath,
    bibLabel,
    endpoints,
    retry: { ...defaultRetry, ...reach, ...(maxWaitMs !== undefined ? { maxWaitMs } : {}) },
    write,
    ...(max !== undefined ? { max: Number(max) } : {}),
    log: printLogLine,
  });
  if (result.refused && result.lines.length <= 1) return 1;

  const count = result.added.length;
  const entries = `${count} new ${count === 1 ? 'entry' : 'entries'}`;
  // The diff shows the owner's own last lines too: printed without control characters, as every line.
  const diff = printable(result.diff);
  if (count === 0) print(`\nNothing to add to ${bibLabel}.`);
  else if (result.refused) print(`\n${diff}\nNothing written to ${bibLabel}: it ${result.refused}.`);
  else if (write) print(`\n${diff}\nAdded ${entries} to ${bibLabel}.`);
  else print(`\n${diff}\n${entries} not written yet: run again with --write to add them to ${bibLabel}.`);
  if (result.failed.length > 0) {
    printError(
      `${result.failed.length} of ${ids.length} ids failed: ${result.failed.join(', ')} (nothing added for them)`,
    );
    return 1;
  }
  return result.refused ? 1 : 0;
}
