import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { citationSources, type CitationCount } from '../../../src/content/types.ts';
import type { ContentIssue } from '../checks/validateContent.ts';
import { isRecord } from '../checks/isRecord.ts';

/** The counts `npm run citations` writes, in the content folder beside the .bib. */
export const citationsFile = 'citations.json';

/** The most citations a paper is taken to have: the most cited papers ever have some 300,000; more is a broken answer. */
export const maxCitationCount = 1_000_000;

/** One paper's line in citations.json: the count as shown, and the DOI it was asked for. */
export interface CitationRecord extends CitationCount {
  doi: string;
}

/** citations.json: a record per citation key. */
export type CitationsData = Record<string, CitationRecord>;

const isoDay = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** What is wrong with one record, by field (none when it can be shown as it is). */
function recordProblems(value: unknown): Array<[field: string | undefined, problem: string]> {
  if (!isRecord(value)) return [[undefined, 'expected an object { count, source, date, doi }']];
  const problems: Array<[string, string]> = [];
  if (!Number.isInteger(value.count) || (value.count as number) < 0 || (value.count as number) > maxCitationCount)
    problems.push(['count', `expected a whole number from 0 to ${maxCitationCount.toLocaleString('en')}`]);
  if (!(citationSources as readonly unknown[]).includes(value.source))
    problems.push(['source', `expected one of ${citationSources.join(', ')}`]);
  if (typeof value.date !== 'string' || !isoDay.test(value.date))
    problems.push(['date', 'expected the day it was asked, e.g. 2026-11-27']);
  if (typeof value.doi !== 'string' || !value.doi.startsWith('10.')) problems.push(['doi', 'expected a DOI (10.…)']);
  return problems;
}

/** The file as written, or undefined when there is none; a file that is not JSON throws. */
export function readCitationsData(path: string): CitationsData | undefined {
  if (!existsSync(path)) return undefined;
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRecord(data)) throw new Error('expected an object of records by citation key');
  return data as CitationsData;
}

export interface ReadCitationCounts {
  counts: Map<string, CitationCount>;
  issues: ContentIssue[];
}

/**
 * The counts to show, by citation key, checked: a record the site cannot show truthfully (no source, a
 * count that is not a count) fails the build; a key the .bib no longer has is left out with a warning.
 */
export function readCitationCounts(contentDir: string, contentLabel: string, keys: ReadonlySet<string>) {
  const file = `${contentLabel}/${citationsFile}`;
  const result: ReadCitationCounts = { counts: new Map(), issues: [] };
  let data: CitationsData | undefined;
  try {
    data = readCitationsData(join(contentDir, citationsFile));
  } catch (error) {
    const problem = `cannot be read (${error instanceof Error ? error.message : String(error)}): run npm run citations to write it again`;
    result.issues.push({ file, problem });
    return result;
  }
  if (!data) {
    result.issues.push({
      file: `${contentLabel}/publications.ts`,
      entry: 'citationCounts',
      problem: `is true, but there is no ${citationsFile} yet: run npm run citations (no counts are shown until then)`,
      severity: 'warning',
    });
    return result;
  }
  for (const [key, record] of Object.entries(data)) {
    const problems = recordProblems(record);
    for (const [field, problem] of problems) result.issues.push({ file, entry: key, field, problem });
    if (problems.length > 0) continue;
    if (!keys.has(key)) {
      const problem = 'no such entry in publications.bib: not shown (npm run citations drops it)';
      result.issues.push({ file, entry: key, problem, severity: 'warning' });
      continue;
    }
    const { count, source, date } = record;
    result.counts.set(key, { count, source, date });
  }
  return result;
}
