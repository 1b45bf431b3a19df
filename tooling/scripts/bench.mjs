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
// Options: --runs N (3; 0: the taps alone), --routes home,about (all), --profiles mobile,desktop
// (both), --no-build (reuse the build in OUT_DIR), --no-floor, --protocols
// h2,http1 (h2; --http1 is --protocols http1: plain HTTP/1.1), --content large
// (the sample content plus 144 generated publications (156 in all),
// visual-tests/fixtures/largeContent.ts, built into dist-large/), --peer DIR
// (another site's static build, served the same way on PORT + 1 and measured in
// the same runs, interleaved; --peer-routes about=/about/,publications=/papers/
// names its page for a route when it is not /<route>/), --tap-runs N (5; 0 for
// none: the tap from Home to each other route's painted page, benchTap.mjs, the
// peer clicked through its own links), --throttling simulate|devtools (simulate: Lighthouse's default, its
// Lantern model of a slow phone; devtools: the same phone applied for real through DevTools, every request
// held back by a fixed latency, so each request after the document costs its round trip as on a real network).
// Env: OUT_DIR (dist), PORT (4180), CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closedNetworkArgs, systemChromium } from '../browser/chromium.mjs';
import { siteFolder } from '../content/siteFolder.mjs';
import { localhostCertificate, serveStatic } from './bench-server.mjs';
import { fmt, spread, summarise, table } from './benchReport.mjs';
import { peerPages, peerTable } from './benchPeer.mjs';
import { lighthouseRun, snapshotFloor } from './benchRuns.mjs';
import { tapRun, tapTable } from './benchTap.mjs';

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
const protocols = opt('protocols', argv.includes('--http1') ? 'http1' : 'h2').split(',');
/** What each protocol is, and what Lighthouse's network records should say for every request. */
const h2 = { label: 'HTTP/2 over TLS (self-signed localhost certificate)', expected: 'h2' };
const http1 = { label: 'HTTP/1.1 (plain http)', expected: 'http/1.1' };
const protocolInfo = (/** @type {string} */ p) => (p === 'http1' ? http1 : h2);
for (const p of protocols) {
  if (p !== 'h2' && p !== 'http1') {
    console.error(`bench: --protocols takes h2 and http1, not ${p}`);
    process.exit(1);
  }
}
const peerDir = opt('peer', '') && path.resolve(opt('peer', ''));
if (peerDir && !existsSync(path.join(peerDir, 'index.html'))) {
  console.error(`bench: --peer ${peerDir} has no index.html: give the folder of a static build`);
  process.exit(1);
}
const peerRoutes = peerDir ? peerPages(peerDir, routes, opt('peer-routes', '')) : new Map();
const tapRuns = Number(opt('tap-runs', '5'));
const throttling = /** @type {'simulate' | 'devtools'} */ (opt('throttling', 'simulate'));
if (throttling !== 'simulate' && throttling !== 'devtools') {
  console.error(`bench: --throttling is simulate or devtools, not ${throttling}`);
  process.exit(1);
}

/** The suite's Chromium (Debian's first) and its flags for a closed network. */
const chromePath = systemChromium();
const chromeFlags = [
  '--headless=new',
  ...closedNetworkArgs,
  // The certificate is self-signed and made for this run only (plain HTTP/1.1 needs none).
  '--ignore-certificate-errors',
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

/**
 * @typedef {import('./benchRuns.mjs').Run} Run
 * @typedef {import('./benchReport.mjs').Result & { protocol: string; runs: Run[]; floorRuns?: Run[]; peerRuns?: Run[]; peer?: import('./benchReport.mjs').Summary }} Entry
 * @typedef {import('./benchTap.mjs').TapResult} TapResult
 */

/**
 * From Home to every other route by a tap, `tapRuns` times each, the site and the peer interleaved.
 * @param {string} protocol @param {string} baseUrl @param {string} peerBase
 * @returns {Promise<TapResult[]>}
 */
async function measureTaps(protocol, baseUrl, peerBase) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  /** @type {TapResult[]} */
  const results = [];
  try {
    for (const route of routes.filter((r) => r !== 'home')) {
      const peerPage = peerRoutes.get(route);
      /** @type {TapResult} */
      const result = { route, protocol, site: [], peer: peerPage ? [] : undefined };
      for (let i = 0; i < tapRuns; i++) {
        result.site.push(await tapRun(browser, `${baseUrl}#/home`, [`#/${route}`]));
        // The peer's own links, with or without the trailing slash its files are served under.
        if (peerPage) result.peer?.push(await tapRun(browser, `${peerBase}/`, [peerPage, peerPage.replace(/\/$/, '')]));
      }
      console.log(
        `bench: ${protocol} tap #/home → #/${route}: ${result.site.map(Math.round).join(', ')} ms` +
          (result.peer ? `; peer ${peerPage}: ${result.peer.map(Math.round).join(', ')} ms` : ''),
      );
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * Every route and profile over one protocol: the site, its floor and the peer's page, the runs
 * interleaved (site, peer, floor; then the order turned round each run), so a machine that slows
 * down during the run slows all three alike.
 * @param {string} protocol
 * @param {Map<string, string>} floors
 * @param {TapResult[]} taps where the taps over this protocol go (`--tap-runs`)
 * @returns {Promise<Entry[]>}
 */
async function measure(protocol, floors, taps) {
  const { expected, label } = protocolInfo(protocol);
  const tls = protocol === 'h2' ? localhostCertificate() : undefined;
  const scheme = tls ? 'https' : 'http';
  const server = await serveStatic(outDir, port, (urlPath) => floors.get(urlPath), { tls });
  const peerServer = peerDir ? await serveStatic(peerDir, port + 1, undefined, { tls }) : undefined;
  const baseUrl = `${scheme}://localhost:${port}/`;
  console.log(`bench: serving ${path.relative(repo, outDir)}/ at ${baseUrl} over ${label}`);
  if (peerDir) console.log(`bench: serving the peer ${peerDir} at ${scheme}://localhost:${port + 1}/`);
  const browser = {
    chromePath: /** @type {string} */ (chromePath),
    chromeFlags,
    expectedProtocol: expected,
    throttling,
  };
  /** @type {Entry[]} */
  const results = [];
  try {
    if (withFloor && runs > 0 && !floors.size) {
      for (const route of routes) floors.set(`/floor-${route}.html`, await snapshotFloor(baseUrl, route, browser));
    }
    // `--runs 0`: the taps alone.
    for (const route of runs > 0 ? routes : []) {
      for (const profile of profiles) {
        const peerPage = peerRoutes.get(route);
        /** @type {Array<[string, string]>} which series, and its URL */
        const series = [['site', `${baseUrl}#/${route}`]];
        if (peerPage) series.push(['peer', `${scheme}://localhost:${port + 1}${peerPage}`]);
        if (withFloor) series.push(['floor', `${baseUrl}floor-${route}.html`]);
        /** @type {Record<string, Run[]>} */
        const runsOf = { site: [], peer: [], floor: [] };
        for (let i = 0; i < runs; i++) {
          const order = i % 2 ? [...series].reverse() : series;
          for (const [name, url] of order) runsOf[name]?.push(await lighthouseRun(url, profile, browser));
        }
        const entry = {
          route,
          profile,
          protocol,
          runs: runsOf.site ?? [],
          floorRuns: withFloor ? runsOf.floor : undefined,
          peerRuns: peerPage ? runsOf.peer : undefined,
          summary: summarise(runsOf.site ?? []),
          floor: withFloor ? summarise(runsOf.floor ?? []) : undefined,
          peer: peerPage ? summarise(runsOf.peer ?? []) : undefined,
        };
        results.push(entry);
        const s = entry.summary;
        console.log(
          `bench: ${protocol} #/${route} ${profile}: perf ${s.performance?.median}, LCP ${fmt.ms(s.lcp?.median ?? NaN)}` +
            (entry.floor ? `, floor LCP ${fmt.ms(entry.floor.lcp?.median ?? NaN)}` : '') +
            (entry.peer ? `, peer ${peerPage} LCP ${fmt.ms(entry.peer.lcp?.median ?? NaN)}` : ''),
        );
      }
    }
    if (tapRuns > 0) taps.push(...(await measureTaps(protocol, baseUrl, `${scheme}://localhost:${port + 1}`)));
  } finally {
    server.close();
    peerServer?.close();
  }
  return results;
}

/** Requests per protocol over every run of `entries` (pages, floors, peer), from Lighthouse's network records. @param {Entry[]} entries */
function observedProtocols(entries) {
  /** @type {Record<string, number>} */
  const observed = {};
  for (const run of entries.flatMap((r) => [...r.runs, ...(r.floorRuns ?? []), ...(r.peerRuns ?? [])])) {
    for (const [p, n] of Object.entries(run.protocols)) observed[p] = (observed[p] ?? 0) + n;
  }
  return observed;
}

async function main() {
  if (!chromePath) throw new Error('No Chromium found: install chromium or set CHROMIUM_PATH');
  if (!argv.includes('--no-build')) await build();
  if (peerDir) {
    const missing = routes.filter((r) => !peerRoutes.has(r));
    console.log(
      `bench: peer pages: ${[...peerRoutes].map(([r, p]) => `#/${r} → ${p}`).join(', ')}` +
        (missing.length ? `; none for ${missing.join(', ')} (--peer-routes route=/path to name one)` : ''),
    );
  }
  const started = Date.now();
  /** @type {Map<string, string>} the floors, made once and served over every protocol */
  const floors = new Map();
  /** @type {Entry[]} */
  const results = [];
  /** @type {TapResult[]} */
  const taps = [];
  for (const protocol of protocols) results.push(...(await measure(protocol, floors, taps)));

  const sections = [];
  const warnings = [];
  for (const protocol of runs > 0 ? protocols : []) {
    const { expected, label } = protocolInfo(protocol);
    const entries = results.filter((r) => r.protocol === protocol);
    const observed = observedProtocols(entries);
    const observedText = Object.entries(observed)
      .map(([p, n]) => `${p} ×${n}`)
      .join(', ');
    const ok = Object.keys(observed).length === 1 && (observed[expected] ?? 0) > 0;
    if (!ok) warnings.push(`bench: WARNING not every request went over ${expected}: ${observedText}`);
    sections.push(
      `Content: ${contentLabel}. Lighthouse throttling: ${throttling}. Served over ${label}; Lighthouse recorded ${observedText || 'no requests'}` +
        (ok ? '.' : ` (WARNING: expected only ${expected}).`) +
        `\n\n${table(entries)}`,
    );
  }
  if (peerDir && results.length) {
    const rows = results.map((r) => ({ ...r, site: r.summary, peerPage: peerRoutes.get(r.route) }));
    sections.push(`The site beside the peer (${peerDir}), measured in the same runs:\n\n${peerTable(rows)}`);
  }
  if (taps.length) {
    sections.push(
      `From Home, loaded and left 2 s, a tap on a navigation link until the new page's main heading is painted ` +
        `(Playwright, real throttling: 150 ms RTT, 1.6 Mbps, CPU 4×; median of ${tapRuns}, min–max):\n\n${tapTable(taps)}`,
    );
  }
  const md = sections.join('\n\n');
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const indexes = results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
  const meta = {
    date: new Date().toISOString(),
    content: contentLabel,
    runs,
    chromium: chromePath,
    protocols,
    throttling,
    peer: peerDir || undefined,
    seconds: Math.round((Date.now() - started) / 1000),
    loadAverage: os.loadavg().map((v) => Number(v.toFixed(2))),
    cores: os.cpus().length,
    benchmarkIndex: spread(indexes),
  };
  writeFileSync(path.join(resultsDir, `bench-${stamp}.json`), JSON.stringify({ ...meta, results, taps }, null, 2));
  const machine =
    `Lighthouse benchmarkIndex ${meta.benchmarkIndex.median} (${meta.benchmarkIndex.min}–${meta.benchmarkIndex.max}), ` +
    `load average ${meta.loadAverage.join(' ')} on ${meta.cores} cores`;
  writeFileSync(path.join(resultsDir, 'latest.md'), `${md}\n\n${machine}\n`);
  console.log(`\nLighthouse ${runs} run(s) per cell; median (min–max). ${meta.seconds} s. ${machine}.\n\n${md}\n`);
  const failing = [...new Set(results.flatMap((r) => r.runs.flatMap((run) => run.failing)))];
  if (failing.length) console.log(`Audits failing in some run: ${failing.join(', ')}`);
  for (const w of warnings) console.warn(w);
  console.log(`bench: results in ${path.relative(repo, resultsDir)}/`);
}

main().catch((err) => {
  // Our own messages (a missing tool) say what to do; a stack trace adds nothing.
  console.error(err instanceof Error && err.message.startsWith('bench:') ? err.message : err);
  process.exit(1);
});
