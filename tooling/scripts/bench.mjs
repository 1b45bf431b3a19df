// `npm run bench`: builds the site, serves the build on localhost over HTTP/2
// and TLS, as GitHub Pages, Netlify and Cloudflare Pages serve it (with a
// self-signed certificate made for the run), and runs Lighthouse against every
// route, on the mobile default profile (simulated throttling) and the desktop
// preset, several runs each; prints medians and ranges. It also measures the
// floor: each route's own rendered content saved as plain HTML and CSS with
// every script removed, served the same way, and prints how far each page's LCP
// is above that floor. Lighthouse's network records are checked for the
// protocol. Results go to bench-results/ (git-ignored).
//
// Options: --runs N (3), --routes home,about (all), --profiles mobile,desktop
// (both), --no-build (reuse the build in OUT_DIR), --no-floor, --http1 (plain
// HTTP/1.1 instead, for comparison), --content large (the sample content plus
// 144 generated publications (156 in all), visual-tests/fixtures/largeContent.ts, built into
// dist-large/).
// Env: OUT_DIR (dist), PORT (4180), CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedNetworkArgs, systemChromium } from '../../visual-tests/support/chromium.mjs';
import { siteFolder } from '../content/siteFolder.mjs';
import { localhostCertificate, serveStatic } from './bench-server.mjs';
import { fmt, spread, summarise, table } from './benchReport.mjs';
import { lighthouseRun, snapshotFloor } from './benchRuns.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
/** The value after `--name`, else `fallback`. @param {string} name @param {string} fallback */
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return (i >= 0 ? argv[i + 1] : undefined) ?? fallback;
};
const contentArg = opt('content', 'sample');
if (!['sample', 'large'].includes(contentArg)) {
  console.error(`bench: --content is sample or large, not ${contentArg}`);
  process.exit(1);
}
const largeContent = contentArg === 'large';
const outDir = path.resolve(repo, process.env.OUT_DIR ?? (largeContent ? 'dist-large' : 'dist'));
const contentLabel = largeContent
  ? 'large (the samples + 144 generated publications, 156 in all)'
  : `the ${siteFolder(repo).name}/ folder's content`;
const port = Number(process.env.PORT ?? 4180);
const resultsDir = path.join(repo, 'bench-results');

const runs = Number(opt('runs', '3'));
const routes = opt('routes', 'home,about,projects,publications,contact').split(',');
const profiles = opt('profiles', 'mobile,desktop').split(',');
const withFloor = !argv.includes('--no-floor');
const http1 = argv.includes('--http1');
const protocolLabel = http1 ? 'HTTP/1.1 (plain http, --http1)' : 'HTTP/2 over TLS (self-signed localhost certificate)';
/** What Lighthouse's network records should say for every request to the bench server. */
const expectedProtocol = http1 ? 'http/1.1' : 'h2';

/** The suite's Chromium (Debian's first) and its flags for a closed network. */
const chromePath = systemChromium();
const chromeFlags = [
  '--headless=new',
  ...closedNetworkArgs,
  // The certificate is self-signed and made for this run only.
  ...(http1 ? [] : ['--ignore-certificate-errors']),
];

async function build() {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, OUT_DIR: path.relative(repo, outDir) };
  if (largeContent) {
    // The large fixture re-exports the sample's files, so it is built against the sample's public/.
    env.SITE_DIR = 'sample';
    const { runnerImport } = await import('vite');
    const fixture = path.join(repo, 'visual-tests/fixtures/largeContent.ts');
    const { module } = await runnerImport(fixture, { root: repo, logLevel: 'silent' });
    env.CONTENT_DIR = module.writeLargeContent(path.join(repo, '.large-content'));
  }
  console.log(`bench: building ${contentLabel} into ${path.relative(repo, outDir)}/`);
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: repo,
    stdio: 'inherit',
    env,
  });
  if (res.status !== 0) throw new Error('vite build failed');
}

async function main() {
  if (!chromePath) throw new Error('No Chromium found: install chromium or set CHROMIUM_PATH');
  if (!argv.includes('--no-build')) await build();
  /** @type {Map<string, string>} */
  const floors = new Map();
  const browser = { chromePath, chromeFlags };
  const tls = http1 ? undefined : localhostCertificate();
  const server = await serveStatic(outDir, port, (urlPath) => floors.get(urlPath), { tls });
  const baseUrl = `${http1 ? 'http' : 'https'}://localhost:${port}/`;
  console.log(`bench: serving ${path.relative(repo, outDir)}/ at ${baseUrl} over ${protocolLabel}`);
  const started = Date.now();
  /** @type {Array<import('./benchReport.mjs').Result & { runs: import('./benchRuns.mjs').Run[]; floorRuns?: import('./benchRuns.mjs').Run[] }>} */
  const results = [];
  try {
    if (withFloor) {
      for (const route of routes) floors.set(`/floor-${route}.html`, await snapshotFloor(baseUrl, route, browser));
    }
    for (const route of routes) {
      for (const profile of profiles) {
        const measure = async (/** @type {string} */ url) => {
          const rows = [];
          for (let i = 0; i < runs; i++) rows.push(await lighthouseRun(url, profile, { ...browser, expectedProtocol }));
          return rows;
        };
        const rows = await measure(`${baseUrl}#/${route}`);
        const floorRows = withFloor ? await measure(`${baseUrl}floor-${route}.html`) : undefined;
        const entry = {
          route,
          profile,
          runs: rows,
          floorRuns: floorRows,
          summary: summarise(rows),
          floor: floorRows && summarise(floorRows),
        };
        results.push(entry);
        const s = entry.summary;
        console.log(
          `bench: #/${route} ${profile}: perf ${s.performance?.median}, LCP ${fmt.ms(s.lcp?.median ?? NaN)}` +
            (entry.floor ? `, floor LCP ${fmt.ms(entry.floor.lcp?.median ?? NaN)}` : ''),
        );
      }
    }
  } finally {
    server.close();
  }
  // Requests per protocol over every run (pages and floors), from Lighthouse's network records.
  /** @type {Record<string, number>} */
  const observed = {};
  for (const run of results.flatMap((r) => [...r.runs, ...(r.floorRuns ?? [])])) {
    for (const [p, n] of Object.entries(run.protocols)) observed[p] = (observed[p] ?? 0) + n;
  }
  const observedText = Object.entries(observed)
    .map(([p, n]) => `${p} ×${n}`)
    .join(', ');
  const protocolOk = Object.keys(observed).length === 1 && (observed[expectedProtocol] ?? 0) > 0;
  const caption =
    `Content: ${contentLabel}. Served over ${protocolLabel}; Lighthouse recorded ${observedText || 'no requests'}` +
    (protocolOk ? '.' : ` (WARNING: expected only ${expectedProtocol}).`);
  const md = `${caption}\n\n${table(results)}`;
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  const meta = {
    date: new Date().toISOString(),
    content: contentLabel,
    runs,
    chromium: chromePath,
    protocol: http1 ? 'http/1.1' : 'h2+tls',
    observedProtocols: observed,
    seconds: Math.round((Date.now() - started) / 1000),
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
    cores: os.cpus().length,
    benchmarkIndex: spread(indexes),
  };
  writeFileSync(path.join(resultsDir, `bench-${stamp}.json`), JSON.stringify({ ...meta, results }, null, 2));
  const machine =
    `Lighthouse benchmarkIndex ${meta.benchmarkIndex.median} (${meta.benchmarkIndex.min}–${meta.benchmarkIndex.max}), ` +
    `load average ${meta.loadAverage.join(' ')} on ${meta.cores} cores`;
  writeFileSync(path.join(resultsDir, 'latest.md'), `${md}\n\n${machine}\n`);
  console.log(`\nLighthouse ${runs} run(s) per cell; median (min–max). ${meta.seconds} s. ${machine}.\n\n${md}\n`);
  const failing = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.failing)))];
  if (failing.length) console.log(`Audits failing in some run: ${failing.join(', ')}`);
  if (!protocolOk) console.warn(`bench: WARNING not every request went over ${expectedProtocol}: ${observedText}`);
  console.log(`bench: results in ${path.relative(repo, resultsDir)}/`);
}

main().catch((err) => {
  // Our own messages (a missing tool) say what to do; a stack trace adds nothing.
  console.error(err instanceof Error && err.message.startsWith('bench:') ? err.message : err);
  process.exit(1);
});
