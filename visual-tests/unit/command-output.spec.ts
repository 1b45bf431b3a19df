import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runCitations } from '../../tooling/citations/run';
import { readEndpoints } from '../../tooling/import/endpoints';
import { defaultRetry } from '../../tooling/import/http';
import { runPreviews } from '../../tooling/previews/run';

/*
 * What the commands print comes from services and files: no control sequence of theirs reaches the
 * terminal (tooling/content/commands/commandOutput.ts), and a count no paper has is not recorded.
 */

// An answer that retitles the terminal, clears it and colours what follows; a bidirectional override.
const hostile = '\x1b]0;owned\x07\x1b[2J\x1b[31mred\u202etxt.exe\x9b';
/** Each DOI's answer, as Crossref would send it. */
const answers: Record<string, string> = {
  '/crossref/works/10.5555/hostile': hostile,
  '/crossref/works/10.5555/huge': '{"message": {"is-referenced-by-count": 9007199254740991}}',
  '/crossref/works/10.5555/million': '{"message": {"is-referenced-by-count": 1000001}}',
  '/crossref/works/10.5555/many': '{"message": {"is-referenced-by-count": 1000000}}',
};

let server: Server;
let base: string;
test.beforeEach(async () => {
  server = createServer((request, response) => {
    const body = answers[request.url ?? ''];
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterEach(() => new Promise((resolve) => server.close(resolve)));

const entry = (key: string, field: string) => `@article{${key},\n  title = {T},\n  year = {2024},\n  ${field}\n}\n`;

test('npm run citations: an answer’s control sequences are not printed; a count past a million is not recorded', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'command-output-'));
  const bib = ['hostile', 'huge', 'million', 'many'].map((k) => entry(k, `doi = {10.5555/${k}}`)).join('\n');
  writeFileSync(path.join(dir, 'publications.bib'), bib);
  const printed: string[] = [];
  const result = await runCitations({
    bibPath: path.join(dir, 'publications.bib'),
    bibLabel: 'publications.bib',
    dataPath: path.join(dir, 'citations.json'),
    dataLabel: 'citations.json',
    endpoints: readEndpoints(`crossref=${base}/crossref`),
    retry: { attempts: 0, maxWaitMs: 1, trustedOrigins: [base] },
    sources: ['crossref'],
    today: '2026-11-28',
    write: false,
    log: (line) => printed.push(line),
  });
  expect(printed).toEqual(result.lines);
  expect(result.lines).toEqual([
    'publications.bib: 4 entries, 4 with a DOI or arXiv id',
    'hostile: FAILED: Crossref answered with something other than JSON: “redtxt.exe”',
    'huge: FAILED: Crossref\'s answer holds no citation count: “{"message": {"is-referenced-by-count": 9007199254740991}}”',
    'million: FAILED: Crossref\'s answer holds no citation count: “{"message": {"is-referenced-by-count": 1000001}}”',
    'many: 1000000 · Crossref',
  ]);
  expect(Object.keys(result.data)).toEqual(['many']);
});

test('npm run previews: a preview address’s control sequences are not printed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'command-output-previews-'));
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(path.join(dir, 'publications.bib'), entry('odd2024', `preview = {ftp:${hostile}}`));
  const printed: string[] = [];
  await runPreviews({
    bibPath: path.join(dir, 'publications.bib'),
    bibLabel: 'publications.bib',
    dataPath: path.join(dir, 'previews.json'),
    publicDir: path.join(dir, 'public'),
    retry: defaultRetry,
    today: '2026-11-28',
    log: (line) => printed.push(line),
  });
  expect(printed).toEqual([
    'publications.bib: 1 remote preview',
    'publications.bib › odd2024 › preview: FAILED: "ftp:redtxt.exe" is not an http(s) address: not fetched',
  ]);
});
