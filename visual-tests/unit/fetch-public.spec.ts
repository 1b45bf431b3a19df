import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runCitations } from '../../tooling/citations/run';
import { readEndpoints } from '../../tooling/import/endpoints';
import { defaultRetry, getBytes } from '../../tooling/import/http';
import { inwardReason } from '../../tooling/import/publicAddress';
import { runPreviews } from '../../tooling/previews/run';
import { repoRoot } from '../support/buildOutput';

/*
 * The commands that fetch (previews, citations, import: tooling/import/fetchPublic.ts) reach the public
 * web only. Two servers on 127.0.0.1: "outside" plays a public host (the test names it trusted, the one
 * way a test reaches a local server), "inward" plays what sits behind the machine and must never be asked.
 */

const teaser = readFileSync(path.join(repoRoot, 'visual-tests/fixtures/import/preview-teaser.png'));

interface Local {
  base: string;
  requests: string[];
  server: Server;
}

/** A server answering `/go/<n>` with a redirect to `redirects[n]`, `/chain/<n>` with n more hops, anything else with the PNG. */
async function serve(redirects: Record<string, string> = {}): Promise<Local> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? '/';
    requests.push(url);
    const go = /^\/go\/(\w+)/.exec(url)?.[1];
    const chain = /^\/chain\/(\d+)$/.exec(url)?.[1];
    if (go && redirects[go]) response.writeHead(302, { Location: redirects[go] }).end();
    else if (chain && Number(chain) > 0) response.writeHead(301, { Location: `/chain/${Number(chain) - 1}` }).end();
    else if (url.startsWith('/openalex/')) response.writeHead(200).end('{"cited_by_count": 9007199254740991}');
    else response.writeHead(200, { 'Content-Type': 'image/png' }).end(teaser);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}
const stop = (local: Local) =>
  new Promise((resolve) => {
    local.server.closeAllConnections();
    local.server.close(resolve);
  });

let inward: Local;
let outside: Local;
test.beforeEach(async () => {
  inward = await serve();
  const port = new URL(inward.base).port;
  outside = await serve({
    loopback: `${inward.base}/secret.png`,
    localhost: `https://localhost:${port}/secret.png`,
    mapped: `http://[::ffff:127.0.0.1]:${port}/secret.png`,
    metadata: 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    metadataTls: 'https://169.254.169.254/latest/meta-data/',
    private: 'https://10.0.0.7/admin.png',
    zero: `http://0.0.0.0:${port}/secret.png`,
    plain: 'http://example.org/teaser.png',
    file: 'file:///etc/passwd',
  });
});
test.afterEach(async () => {
  await stop(inward);
  await stop(outside);
});

test('every address that is not on the public web is named as such', () => {
  const table = [
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700::6810:84e5',
  ].map((address) => [address, inwardReason(address)]);
  expect(table).toEqual([
    ['127.0.0.1', 'a loopback address'],
    ['127.8.9.10', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-private address'],
    ['0.0.0.0', 'a "this network" address'],
    ['224.0.0.251', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['::', 'the unspecified address'],
    ['fd12:3456::1', 'a unique-local address'],
    ['fe80::1', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped address'],
    ['::ffff:8.8.8.8', 'an IPv4-mapped address'],
    ['8.8.8.8', undefined],
    ['172.32.0.1', undefined],
    ['2606:4700::6810:84e5', undefined],
  ]);
});

test('npm run previews: a redirect inward, to http: or to another scheme is refused before connecting', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fetch-public-'));
  mkdirSync(path.join(dir, 'content'));
  mkdirSync(path.join(dir, 'public'));
  const names = ['loopback', 'localhost', 'mapped', 'metadata', 'metadataTls', 'private', 'zero', 'plain', 'file'];
  const entry = (name: string) =>
    `@misc{${name}2024,\n  title = {${name}},\n  year = {2024},\n  preview = {${outside.base}/go/${name}}\n}\n`;
  writeFileSync(path.join(dir, 'content/publications.bib'), names.map(entry).join('\n'));
  const lines: string[] = [];
  const port = new URL(inward.base).port;
  const result = await runPreviews({
    bibPath: path.join(dir, 'content/publications.bib'),
    bibLabel: 'publications.bib',
    dataPath: path.join(dir, 'content/previews.json'),
    publicDir: path.join(dir, 'public'),
    retry: { ...defaultRetry, timeoutMs: 5000, trustedOrigins: [outside.base] },
    today: '2026-11-28',
    log: (line) => lines.push(line.replaceAll(port, 'PORT')),
  });
  expect(lines).toEqual([
    'publications.bib: 9 remote previews',
    'publications.bib › loopback2024 › preview: FAILED: refused: 127.0.0.1:PORT is a loopback address: not fetched',
    expect.stringMatching(
      /^publications\.bib › localhost2024 › preview: FAILED: refused: localhost is (127\.0\.0\.1|::1), a loopback address: not fetched$/,
    ),
    'publications.bib › mapped2024 › preview: FAILED: refused: [::ffff:7f00:1]:PORT is an IPv4-mapped address: not fetched',
    'publications.bib › metadata2024 › preview: FAILED: refused: 169.254.169.254 is a link-local address: not fetched',
    'publications.bib › metadataTls2024 › preview: FAILED: refused: 169.254.169.254 is a link-local address: not fetched',
    'publications.bib › private2024 › preview: FAILED: refused: 10.0.0.7 is a private address: not fetched',
    'publications.bib › zero2024 › preview: FAILED: refused: 0.0.0.0:PORT is a "this network" address: not fetched',
    'publications.bib › plain2024 › preview: FAILED: refused: a redirect to http://example.org (not https:): not fetched',
    'publications.bib › file2024 › preview: FAILED: refused: file: is not https:: not fetched',
  ]);
  expect(result.failed).toHaveLength(9);
  // The inward server was never asked; the outside one was, once per entry.
  expect(inward.requests).toEqual([]);
  expect(outside.requests).toEqual(names.map((name) => `/go/${name}`));
});

test('an http: address inward is refused as such, even as the first address', async () => {
  const port = new URL(inward.base).port;
  const ask = (address: string) =>
    getBytes(address, 'image/png', { ...defaultRetry, timeoutMs: 5000 }).then(
      () => 'fetched',
      (error: Error) => error.message.replaceAll(port, 'PORT'),
    );
  // No trusted origin: what every command runs with. The local server is as unreachable as any other.
  expect(await ask(`${inward.base}/secret.png`)).toBe('refused: 127.0.0.1:PORT is a loopback address: not fetched');
  expect(await ask('http://169.254.169.254/latest/meta-data/')).toBe(
    'refused: 169.254.169.254 is a link-local address: not fetched',
  );
  expect(await ask(`http://2130706433:${port}/`)).toBe('refused: 127.0.0.1:PORT is a loopback address: not fetched');
  expect(await ask(`http://[::1]:${port}/`)).toBe('refused: [::1]:PORT is a loopback address: not fetched');
  expect(await ask(`http://localhost:${port}/`)).toMatch(
    /^refused: localhost is (127\.0\.0\.1|::1), a loopback address: not fetched$/,
  );
  expect(await ask(`http://[fd00::1]/`)).toBe('refused: [fd00::1] is a unique-local address: not fetched');
  expect(inward.requests).toEqual([]);
});

test('five redirects are followed, a sixth is refused', async () => {
  const ask = (hops: number) =>
    getBytes(`${outside.base}/chain/${hops}`, 'image/png', {
      ...defaultRetry,
      timeoutMs: 5000,
      trustedOrigins: [outside.base],
    }).then(
      (answer) => `${answer.status} ${answer.body.length} B`,
      (error: Error) => error.message.replace(/127\.0\.0\.1:\d+/, 'HOST'),
    );
  expect(await ask(5)).toBe(`200 ${teaser.length} B`);
  expect(await ask(6)).toBe('refused: more than 5 redirects from HOST: not fetched');
});

test('npm run citations: a service that redirects inward gets no count', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fetch-public-citations-'));
  writeFileSync(
    path.join(dir, 'publications.bib'),
    '@article{inward2024,\n  title = {Inward},\n  year = {2024},\n  doi = {10.5555/inward}\n}\n',
  );
  const result = await runCitations({
    bibPath: path.join(dir, 'publications.bib'),
    bibLabel: 'publications.bib',
    dataPath: path.join(dir, 'citations.json'),
    dataLabel: 'citations.json',
    endpoints: readEndpoints(`crossref=${outside.base}/go/loopback`),
    retry: { attempts: 0, maxWaitMs: 20, trustedOrigins: [outside.base] },
    sources: ['crossref'],
    today: '2026-11-28',
    write: false,
  });
  expect(result.lines.at(-1)!.replace(/:\d+ /, ':PORT ')).toBe(
    'inward2024: FAILED: refused: 127.0.0.1:PORT is a loopback address: not fetched',
  );
  expect(inward.requests).toEqual([]);
});
