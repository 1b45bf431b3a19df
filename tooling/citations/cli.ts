import path from 'node:path';
import { print, printError, printLogLine } from '../content/commands/commandOutput.ts';
import { siteFolder } from '../content/siteFolder.mjs';
import { bibFile } from '../content/bib/publications.ts';
import { citationsFile } from '../content/bib/citationCounts.ts';
import { readEndpoints } from '../import/endpoints.ts';
import { defaultRetry } from '../import/http.ts';
import { readArgs } from '../content/commands/commandArgs.ts';
import { runCitations } from './run.ts';
import { countSources, type CountSourceName } from './sources.ts';

const usage = `Usage: npm run citations -- [--dry-run] [--source openalex,crossref] [--openalex-key <key>]

  Asks open sources for the citation count of each paper in your .bib with a DOI (or an arXiv id), and
  writes them to ${citationsFile} beside it, each with its source and the day it was asked. The site shows
  them when publications.ts sets citationCounts: true.

  --source <names>      the sources, in order: a paper's count is the first that knows it (default openalex,crossref)
  --openalex-key <key>  OpenAlex's free API key, wanted since February 2026 (also OPENALEX_API_KEY); without it,
                        OpenAlex is not asked
  --dry-run             show the counts, write nothing
  --bib <file>          the .bib (default: publications.bib in the site's content folder; ${citationsFile} beside it)
  --endpoints openalex=<url>,crossref=<url>   other addresses for the services (also IMPORT_ENDPOINTS)
  --max-wait <s>        the longest wait honoured when a service asks to slow down (default 60; also IMPORT_MAX_WAIT)`;

const today = () => new Date().toISOString().slice(0, 10);

/** `npm run citations`: a line per paper on stdout, failures on stderr; 1 if any paper failed, 2 on misuse. */
export async function main(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const args = readArgs(argv, {
    'dry-run': { type: 'boolean' },
    bib: { type: 'string' },
    source: { type: 'string' },
    'openalex-key': { type: 'string' },
    endpoints: { type: 'string' },
    'max-wait': { type: 'string' },
  });
  if (args.help) {
    print(usage);
    return 0;
  }
  let endpoints;
  try {
    if (args.problem || !args.values) throw new Error(args.problem);
    endpoints = readEndpoints(args.values.endpoints ?? env.IMPORT_ENDPOINTS);
  } catch (error) {
    printError(`citations: ${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const { bib, source: sourceSpec = 'openalex,crossref' } = args.values;
  const write = args.values['dry-run'] !== true;
  const key = args.values['openalex-key'] ?? (env.OPENALEX_API_KEY || undefined);
  const maxWait = args.values['max-wait'] ?? env.IMPORT_MAX_WAIT;
  const sources = sourceSpec.split(',').map((s) => s.trim().toLowerCase());
  const unknown = sources.filter((s) => !(s in countSources));
  if (unknown.length > 0 || sources.length === 0) {
    printError(`citations: unknown source ${unknown.join(', ')} (sources: ${Object.keys(countSources).join(', ')})`);
    return 2;
  }
  if (sources.every((s) => s === 'openalex') && !key) {
    printError('citations: OpenAlex wants a free API key since February 2026: --openalex-key or OPENALEX_API_KEY');
    return 2;
  }
  const maxWaitMs = maxWait !== undefined && /^\d+(\.\d+)?$/.test(maxWait) ? Number(maxWait) * 1000 : undefined;
  const bibPath = path.resolve(bib ?? path.join(siteFolder(process.cwd(), env).contentDir, bibFile));
  const dataPath = path.join(path.dirname(bibPath), citationsFile);
  const label = (file: string) => {
    const relative = path.relative(process.cwd(), file);
    return relative && !relative.startsWith('..') ? relative : file;
  };
  const result = await runCitations({
    bibPath,
    bibLabel: label(bibPath),
    dataPath,
    dataLabel: label(dataPath),
    endpoints,
    retry: { ...defaultRetry, ...(maxWaitMs !== undefined ? { maxWaitMs } : {}) },
    sources: sources as CountSourceName[],
    openalexKey: key,
    today: today(),
    write,
    log: printLogLine,
  });
  const counted = Object.keys(result.data).length;
  print(
    write
      ? `\nWrote ${counted} ${counted === 1 ? 'count' : 'counts'} to ${label(dataPath)}.`
      : `\n${counted} ${counted === 1 ? 'count' : 'counts'}, not written (--dry-run).`,
  );
  if (result.failed.length > 0) {
    printError(`${result.failed.length} papers could not be counted: ${result.failed.join(', ')}`);
    return 1;
  }
  return 0;
}
