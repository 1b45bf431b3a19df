// `node tooling/scripts/scale.mjs [sizes=150,1000,2000,10000] [--timeout 480]`: how the build grows with
// the .bib. For each size, a content folder of that many publications (the complete test owner's twelve
// and generated ones, visual-tests/fixtures/largeContent.ts) is written to a temporary folder and built
// with `CONTENT_DIR=<dir> OUT_DIR=<tmp> SITE_DIR=sample vite build`; prints the wall time and the peak
// memory of each build (/usr/bin/time -v, else the build's processes polled). Not part of `npm test`:
// it takes minutes. A build still running after --timeout seconds is stopped and reported as such.
import { spawn, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const timeoutAt = argv.indexOf('--timeout');
const timeoutSeconds = timeoutAt >= 0 ? Number(argv[timeoutAt + 1]) : 480;
const sizes = (argv.find((a, i) => !a.startsWith('--') && argv[i - 1] !== '--timeout') ?? '150,1000,2000,10000')
  .split(',')
  .map(Number);
/** The complete test owner's own publications, which every generated folder starts with. */
const ownEntries = 12;

const { module: large } = await runnerImport(path.join(root, 'visual-tests/fixtures/largeContent.ts'), {
  root,
  logLevel: 'silent',
});
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

/** The resident memory (KiB) of a process and all its descendants, through ps. @param {number} pid */
function treeRss(pid) {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => /** @type {[number, number, number]} */ (line.trim().split(/\s+/).map(Number)));
  const tree = new Set([pid]);
  for (let grown = true; grown;) {
    grown = false;
    for (const [p, parent] of rows) if (tree.has(parent) && !tree.has(p)) grown = tree.add(p) !== undefined;
  }
  return rows.filter(([p]) => tree.has(p)).reduce((sum, [, , rss]) => sum + rss, 0);
}

/**
 * Builds one content folder; resolves with seconds, peak KiB and whether it finished in time.
 * @param {string} contentDir @param {string} outDir @param {string} log
 * @returns {Promise<{ seconds: number, rss: number, code: number | null, timedOut: boolean, cv?: number, output: string }>}
 */
function build(contentDir, outDir, log) {
  const env = { ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, SITE_DIR: 'sample' };
  const [command, args] = gnuTime
    ? [gnuTime, ['-v', '-o', `${log}.time`, process.execPath, vite, 'build']]
    : [process.execPath, [vite, 'build']];
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = /** @type {number} */ (child.pid);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let polled = 0;
  // The sum over the build's process tree, every second: the figure when GNU time is absent or the build is stopped.
  const poll = setInterval(() => (polled = Math.max(polled, treeRss(pid))), 1000);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-pid, 'SIGKILL');
  }, timeoutSeconds * 1000);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(poll);
      const seconds = (performance.now() - started) / 1000;
      const timeText = gnuTime && existsSync(`${log}.time`) ? readFileSync(`${log}.time`, 'utf8') : '';
      const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(timeText)?.[1] ?? 0) || polled;
      const cv = /prerender: \S+-cv\.pdf \(\d+ pages, (\d+) KiB\) in (\d+) ms/.exec(output);
      resolve({ seconds, rss, code, timedOut, cv: cv ? Number(cv[2]) / 1000 : undefined, output });
    });
  });
}

const mib = (/** @type {number} */ kib) => (kib ? `${(kib / 1024).toFixed(0)} MiB` : '?');
const rows = [];
for (const size of sizes) {
  const work = mkdtempSync(path.join(os.tmpdir(), `scale-${size}-`));
  const contentDir = large.writeLargeContent(path.join(work, 'content'), Math.max(0, size - ownEntries));
  const result = await build(contentDir, path.join(work, 'out'), path.join(work, 'build'));
  const status = result.timedOut
    ? `stopped after ${timeoutSeconds} s`
    : result.code === 0
      ? 'built'
      : `failed (exit ${result.code})`;
  if (!result.timedOut && result.code !== 0) console.log(result.output.split('\n').slice(-30).join('\n'));
  // Where a stopped build had got to.
  if (result.timedOut) console.log(`  last words: ${result.output.trim().split('\n').slice(-2).join(' / ')}`);
  const row = { size, status, seconds: result.seconds, rss: result.rss, cv: result.cv };
  rows.push(row);
  console.log(
    `${size} publications: ${status} in ${row.seconds.toFixed(1)} s, peak ${mib(row.rss)}` +
      (row.cv !== undefined ? ` (the CV PDF ${row.cv.toFixed(1)} s)` : ''),
  );
  // The build's font-subset cache is kept per content folder; this one is never built again.
  const fontCache = createHash('sha256').update(contentDir).digest('hex').slice(0, 12);
  rmSync(path.join(root, 'node_modules/.vite/font-subsets', fontCache), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}

console.log(
  `\n${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('| Publications | Build | Wall time | Peak memory | CV PDF |');
console.log('| -----------: | ----- | --------: | ----------: | -----: |');
for (const r of rows)
  console.log(
    `| ${r.size} | ${r.status} | ${r.seconds.toFixed(1)} s | ${mib(r.rss)} | ${r.cv !== undefined ? `${r.cv.toFixed(1)} s` : '–'} |`,
  );
