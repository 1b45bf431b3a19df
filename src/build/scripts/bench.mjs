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
// 150 generated publications, visual-tests/fixtures/largeContent.ts, built into
// dist-large/).
// Env: OUT_DIR (dist), PORT (4180), CHROMIUM_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { localhostCertificate, serveStatic } from './bench-server.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const contentArg = process.argv.includes('--content') ? process.argv[process.argv.indexOf('--content') + 1] : 'sample';
if (!['sample', 'large'].includes(contentArg)) {
  console.error(`bench: --content is sample or large, not ${contentArg}`);
  process.exit(1);
}
const largeContent = contentArg === 'large';
const outDir = path.resolve(repo, process.env.OUT_DIR ?? (largeContent ? 'dist-large' : 'dist'));
const contentLabel = largeContent ? 'large (the samples + 150 generated publications)' : 'the sample content';
const port = Number(process.env.PORT ?? 4180);
const resultsDir = path.join(repo, 'bench-results');

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Number(opt('runs', 3));
const routes = opt('routes', 'home,about,projects,publications,contact').split(',');
const profiles = opt('profiles', 'mobile,desktop').split(',');
const withFloor = !argv.includes('--no-floor');
const http1 = argv.includes('--http1');
const protocolLabel = http1 ? 'HTTP/1.1 (plain http, --http1)' : 'HTTP/2 over TLS (self-signed localhost certificate)';
/** What Lighthouse's network records should say for every request to the bench server. */
const expectedProtocol = http1 ? 'http/1.1' : 'h2';

/** Debian's Chromium first, as in visual-tests/support/browser.ts; flags for a closed network. */
const chromePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((p) => p && existsSync(p));
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The certificate is self-signed and made for this run only.
  ...(http1 ? [] : ['--ignore-certificate-errors']),
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
};

async function build() {
  const env = { ...process.env, OUT_DIR: path.relative(repo, outDir) };
  if (largeContent) {
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

/** One Lighthouse run in a fresh Chromium, so no run inherits another's cache. */
async function lighthouseRun(url, profile) {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const row = {};
    for (const c of categories) row[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
    for (const [k, id] of Object.entries(metricAudits)) row[k] = lhr.audits[id]?.numericValue ?? NaN;
    row.warnings = lhr.runWarnings;
    // The protocol of every request to the bench server, as Lighthouse recorded (and simulated) it.
    const origin = new URL(url).origin;
    row.protocols = {};
    for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
      if (!String(item.url).startsWith(origin)) continue;
      const p = item.protocol || '(none)';
      row.protocols[p] = (row.protocols[p] ?? 0) + 1;
    }
    const others = Object.keys(row.protocols).filter((p) => p !== expectedProtocol);
    if (others.length || !Object.keys(row.protocols).length) {
      console.warn(
        `bench: WARNING ${url} (${profile}): expected every request over ${expectedProtocol}, Lighthouse recorded ${JSON.stringify(
          row.protocols,
        )}`,
      );
    }
    // Lighthouse's own CPU benchmark: simulated throttling scales observed CPU time, so a busy machine
    // (a low index) inflates TBT and the paint metrics.
    row.benchmarkIndex = lhr.environment?.benchmarkIndex ?? NaN;
    // What keeps a category below 100 (perf is metrics-only, so not listed).
    row.failing = categories
      .filter((c) => c !== 'performance')
      .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
    return row;
  } finally {
    await chrome.kill();
  }
}

/**
 * The floor: the route's content as the app renders it, saved as static HTML
 * with every script and module preload removed, so it costs only HTML, CSS,
 * fonts and images.
 */
async function snapshotFloor(baseUrl, route) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    await page.goto(`${baseUrl}#/${route}`);
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(() => {
      const doc = document.documentElement.cloneNode(true);
      doc.querySelectorAll('script, link[rel="modulepreload"], template').forEach((el) => el.remove());
      return `<!doctype html>\n${doc.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const summarise = (rows) => {
  const out = {};
  for (const k of [...categories, ...Object.keys(metricAudits)]) {
    const xs = rows.map((r) => r[k]);
    out[k] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
  }
  return out;
};

const fmt = {
  score: (v) => String(v),
  ms: (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`),
  cls: (v) => v.toFixed(3),
  kib: (v) => `${(v / 1024).toFixed(0)} KiB`,
};
const cell = (s, f) =>
  s.min === s.max ? f(s.median) : `${f(s.median)} (${f(s.min)}–${f(s.max)})`.replace(/ s–/, '–').replace(/ ms–/, '–');

function table(results) {
  const head = [
    'Route',
    'Profile',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'Bytes',
    'Floor LCP',
    'LCP / floor',
    'Floor TBT',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const r of results) {
    const s = r.summary;
    const floor = r.floor?.lcp.median;
    lines.push(
      `| #/${r.route} | ${r.profile} | ${cell(s.performance, fmt.score)} | ${cell(s.accessibility, fmt.score)} | ${cell(
        s['best-practices'],
        fmt.score,
      )} | ${cell(s.seo, fmt.score)} | ${cell(s.fcp, fmt.ms)} | ${cell(s.lcp, fmt.ms)} | ${cell(s.tbt, fmt.ms)} | ${cell(
        s.cls,
        fmt.cls,
      )} | ${fmt.kib(s.bytes.median)} | ${r.floor ? cell(r.floor.lcp, fmt.ms) : '–'} | ${
        floor ? (s.lcp.median / floor).toFixed(2) : '–'
      } | ${r.floor ? cell(r.floor.tbt, fmt.ms) : '–'} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  if (!chromePath) throw new Error('No Chromium found: install chromium or set CHROMIUM_PATH');
  if (!argv.includes('--no-build')) await build();
  const floors = new Map();
  const tls = http1 ? undefined : localhostCertificate();
  const server = await serveStatic(outDir, port, (urlPath) => floors.get(urlPath), { tls });
  const baseUrl = `${http1 ? 'http' : 'https'}://localhost:${port}/`;
  console.log(`bench: serving ${path.relative(repo, outDir)}/ at ${baseUrl} over ${protocolLabel}`);
  const started = Date.now();
  const results = [];
  try {
    if (withFloor) {
      for (const route of routes) floors.set(`/floor-${route}.html`, await snapshotFloor(baseUrl, route));
    }
    for (const route of routes) {
      for (const profile of profiles) {
        const measure = async (url) => {
          const rows = [];
          for (let i = 0; i < runs; i++) rows.push(await lighthouseRun(url, profile));
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
          `bench: #/${route} ${profile}: perf ${s.performance.median}, LCP ${fmt.ms(s.lcp.median)}` +
            (entry.floor ? `, floor LCP ${fmt.ms(entry.floor.lcp.median)}` : ''),
        );
      }
    }
  } finally {
    server.close();
  }
  // Requests per protocol over every run (pages and floors), from Lighthouse's network records.
  const observed = {};
  for (const run of results.flatMap((r) => [...r.runs, ...(r.floorRuns ?? [])])) {
    for (const [p, n] of Object.entries(run.protocols)) observed[p] = (observed[p] ?? 0) + n;
  }
  const observedText = Object.entries(observed)
    .map(([p, n]) => `${p} ×${n}`)
    .join(', ');
  const protocolOk = Object.keys(observed).length === 1 && observed[expectedProtocol] > 0;
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
    benchmarkIndex: { median: median(indexes), min: Math.min(...indexes), max: Math.max(...indexes) },
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
