import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { main } from '../../tooling/citations/cli';
import { runCitations } from '../../tooling/citations/run';
import type { CountSourceName } from '../../tooling/citations/sources';
import { readCitationCounts } from '../../tooling/content/bib/citationCounts';
import { readEndpoints } from '../../tooling/import/endpoints';
import { completeOutDir, outDir, repoRoot } from '../support/buildOutput';
import { recordedOpenAlexKey, startRecordedServices, type RecordedServices } from '../support/recordedServices';

/*
 * `npm run citations` against OpenAlex's and Crossref's recorded answers (visual-tests/fixtures/import/,
 * served on 127.0.0.1), on a copy of a .bib written for it: a paper each source knows, one only Crossref
 * knows, a preprint by its arXiv DOI, one without a DOI, one no index has, one asked while both are down.
 */
const fixtures = path.join(repoRoot, 'visual-tests/fixtures/import');

let services: RecordedServices;
test.beforeEach(async () => {
  services = await startRecordedServices();
});
test.afterEach(() => services.close());

/** A content folder with the fixture .bib and last month's citations.json. */
function folder(): { bibPath: string; dataPath: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'citations-'));
  copyFileSync(path.join(fixtures, 'citations.bib'), path.join(dir, 'publications.bib'));
  copyFileSync(path.join(fixtures, 'citations-before.json'), path.join(dir, 'citations.json'));
  return { bibPath: path.join(dir, 'publications.bib'), dataPath: path.join(dir, 'citations.json') };
}

const host = () => new URL(readEndpoints(services.endpoints).openalex).host;
const paths = () => services.requests.map((r) => r.slice(r.indexOf(' /') + 1));

const run = (files: { bibPath: string; dataPath: string }, sources: CountSourceName[], openalexKey?: string) =>
  runCitations({
    ...files,
    bibLabel: 'publications.bib',
    dataLabel: 'citations.json',
    endpoints: readEndpoints(services.endpoints),
    retry: { attempts: 3, maxWaitMs: 20, trustedOrigins: [services.base] },
    sources,
    openalexKey,
    today: '2026-11-27',
    write: true,
  });

test.describe('npm run citations', () => {
  test('each paper’s count from the first source that knows its DOI, with the source and the day', async () => {
    const files = folder();
    const result = await run(files, ['openalex', 'crossref'], recordedOpenAlexKey);
    expect(result.lines.map((line) => line.replaceAll(host(), 'HOST'))).toEqual([
      'publications.bib: 6 entries, 5 with a DOI or arXiv id',
      'not counted, no DOI: abawi2027thesis',
      'abawi2024gaze: 97 · OpenAlex (was 90, OpenAlex, 2026-10-27)',
      'abawi2026scanpath: 39 · Crossref',
      'abawi2025scanpath: 3 · OpenAlex',
      'abawi2023unknown: 10.5555/not-indexed is not known to OpenAlex or Crossref: no count',
      'abawi2022busy: FAILED: HOST answered 503 Service Unavailable; HOST answered 500 Internal Server Error (the count of 2026-10-27 kept)',
      'dropped, no longer in the .bib with a DOI: abawi2019gone',
    ]);
    expect(result.failed).toEqual(['abawi2022busy']);
    expect(JSON.parse(readFileSync(files.dataPath, 'utf8'))).toEqual({
      abawi2024gaze: { count: 97, source: 'OpenAlex', date: '2026-11-27', doi: '10.1145/3610977.3634999' },
      abawi2026scanpath: { count: 39, source: 'Crossref', date: '2026-11-27', doi: '10.1109/lra.2026.3650001' },
      abawi2025scanpath: { count: 3, source: 'OpenAlex', date: '2026-11-27', doi: '10.48550/arxiv.2507.01234' },
      abawi2022busy: { count: 12, source: 'Crossref', date: '2026-10-27', doi: '10.5555/down' },
    });
    // The key goes to OpenAlex alone, and never into a line or the file.
    expect(paths()).toEqual([
      '/openalex/works/doi:10.1145/3610977.3634999?api_key=test-key',
      '/openalex/works/doi:10.1109/lra.2026.3650001?api_key=test-key',
      '/crossref/works/10.1109/lra.2026.3650001',
      '/openalex/works/doi:10.48550/arxiv.2507.01234?api_key=test-key',
      '/openalex/works/doi:10.5555/not-indexed?api_key=test-key',
      '/crossref/works/10.5555/not-indexed',
      '/openalex/works/doi:10.5555/down?api_key=test-key',
      '/crossref/works/10.5555/down',
    ]);
    expect(services.requests.every((r) => r.startsWith('application/json '))).toBe(true);
    expect([...result.lines, readFileSync(files.dataPath, 'utf8')].join('\n')).not.toContain(recordedOpenAlexKey);
  });

  test('without an OpenAlex key, Crossref alone is asked, and the run says why', async () => {
    const files = folder();
    const result = await run(files, ['openalex', 'crossref']);
    expect(result.lines.slice(0, 3)).toEqual([
      'OpenAlex not asked: it wants a free API key since February 2026 (--openalex-key or OPENALEX_API_KEY; openalex.org/settings/api)',
      'publications.bib: 6 entries, 5 with a DOI or arXiv id',
      'not counted, no DOI: abawi2027thesis',
    ]);
    expect(result.lines[3]).toBe('abawi2024gaze: 135 · Crossref (was 90, OpenAlex, 2026-10-27)');
    expect(paths().filter((p) => p.startsWith('/openalex'))).toEqual([]);
    expect(paths()).toContain('/crossref/works/10.1145/3610977.3634999');
  });

  test('a source that cannot be reached is tried once, not once per paper; last month’s counts stay', async () => {
    // A server that hangs up on every connection: what a run sees when the network is gone.
    let connections = 0;
    const dead = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    try {
      const files = folder();
      const result = await runCitations({
        ...files,
        bibLabel: 'publications.bib',
        dataLabel: 'citations.json',
        endpoints: readEndpoints(`openalex=${address},crossref=${address}`),
        retry: { attempts: 3, maxWaitMs: 20, trustedOrigins: [address] },
        sources: ['crossref'],
        today: '2026-11-27',
        write: true,
      });
      expect(connections).toBe(1);
      expect(result.failed).toEqual([
        'abawi2024gaze',
        'abawi2026scanpath',
        'abawi2025scanpath',
        'abawi2023unknown',
        'abawi2022busy',
      ]);
      expect(Object.keys(JSON.parse(readFileSync(files.dataPath, 'utf8')))).toEqual(['abawi2024gaze', 'abawi2022busy']);
    } finally {
      await new Promise((resolve) => dead.close(resolve));
    }
  });

  test('the command refuses OpenAlex alone without a key, and an unknown source', async () => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (line: string) => errors.push(line);
    try {
      expect(await main(['--source', 'openalex', '--dry-run'], {})).toBe(2);
      expect(await main(['--source', 'scholar'], {})).toBe(2);
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([
      'citations: OpenAlex wants a free API key since February 2026: --openalex-key or OPENALEX_API_KEY',
      'citations: unknown source scholar (sources: openalex, crossref)',
    ]);
    expect(services.requests).toEqual([]);
  });
});

test.describe('citations.json in the build', () => {
  const check = (json: string | undefined) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'citations-check-'));
    if (json !== undefined) writeFileSync(path.join(dir, 'citations.json'), json);
    return readCitationCounts(dir, 'site/content', new Set(['paper-a', 'paper-b']));
  };

  test('a record it cannot show truthfully fails, naming file › entry › field; an old key is a warning', () => {
    const { counts, issues } = check(
      JSON.stringify({
        'paper-a': { count: 42, source: 'OpenAlex', date: '2026-11-27', doi: '10.1/a' },
        'paper-b': { count: -1, source: 'Google Scholar', date: 'Nov 2026', doi: '10.1/b' },
        'paper-z': { count: 3, source: 'Crossref', date: '2026-11-27', doi: '10.1/z' },
      }),
    );
    expect([...counts]).toEqual([['paper-a', { count: 42, source: 'OpenAlex', date: '2026-11-27' }]]);
    expect(issues).toEqual([
      {
        file: 'site/content/citations.json',
        entry: 'paper-b',
        field: 'count',
        problem: 'expected a whole number from 0 to 1,000,000',
      },
      {
        file: 'site/content/citations.json',
        entry: 'paper-b',
        field: 'source',
        problem: 'expected one of OpenAlex, Crossref',
      },
      {
        file: 'site/content/citations.json',
        entry: 'paper-b',
        field: 'date',
        problem: 'expected the day it was asked, e.g. 2026-11-27',
      },
      {
        file: 'site/content/citations.json',
        entry: 'paper-z',
        problem: 'no such entry in publications.bib: not shown (npm run citations drops it)',
        severity: 'warning',
      },
    ]);
  });

  test('no file yet is a warning; a file that is not JSON (a merge left half done) fails', () => {
    expect(check(undefined).issues).toEqual([
      {
        file: 'site/content/publications.ts',
        entry: 'citationCounts',
        problem: 'is true, but there is no citations.json yet: run npm run citations (no counts are shown until then)',
        severity: 'warning',
      },
    ]);
    const broken = check('{\n<<<<<<< HEAD\n');
    expect(broken.issues).toHaveLength(1);
    expect(broken.issues[0]!.file).toBe('site/content/citations.json');
    expect(broken.issues[0]!.problem).toMatch(/^cannot be read \(.+\): run npm run citations to write it again$/);
    expect(broken.issues[0]!.severity).toBeUndefined();
  });

  test('the complete owner shows the counts it turned on; the sample, which did not, shows none', () => {
    const list = readFileSync(path.join(completeOutDir, 'publications/index.html'), 'utf8');
    expect(list).toContain('Cited by 97 · OpenAlex · <time datetime="2026-11-27">Nov 2026</time>');
    const page = readFileSync(path.join(completeOutDir, 'publications/lindqvist2024show.html'), 'utf8');
    expect(page).toContain('Cited by 97 · OpenAlex · <time datetime="2026-11-27">Nov 2026</time>');
    expect(readFileSync(path.join(outDir, 'publications/index.html'), 'utf8')).toContain('lindqvist2024show');
    expect(readFileSync(path.join(outDir, 'publications/index.html'), 'utf8')).not.toContain('Cited by');
  });
});
