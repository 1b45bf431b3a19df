// `same-output all`: builds the sample, the complete test owner and each migrated site given, from this
// checkout, and writes a snapshot of each (`<name>.json`, its build's log beside it as `<name>.log`).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, closeSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { snapshot } from './snapshot.mjs';

/** @typedef {{ name: string, command: string[], env: Record<string, string> }} Target */

/**
 * The migrated sites under each folder given: a folder holding `content/` is a site (named by the folder), any
 * other folder is read for such sites one level down.
 * @param {readonly string[]} folders
 */
export function siteFolders(folders) {
  /** @type {Map<string, string>} */
  const sites = new Map();
  const add = (/** @type {string} */ dir) => {
    const name = path.basename(dir);
    if (sites.has(name) || name === 'sample' || name === 'complete')
      throw new Error(`same-output: two sites named ${name} (${sites.get(name) ?? name} and ${dir})`);
    sites.set(name, dir);
  };
  for (const folder of folders.map((f) => path.resolve(f))) {
    if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory())
      throw new Error(`same-output: no folder ${folder}`);
    if (existsSync(path.join(folder, 'content'))) add(folder);
    else
      for (const e of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1)))
        if (e.isDirectory() && existsSync(path.join(folder, e.name, 'content'))) add(path.join(folder, e.name));
  }
  return sites;
}

/**
 * A build's environment: this one without NODE_ENV (which Vite sets to `development` in any process that loaded
 * a module through it, and which would make the build a development one), and the target's variables.
 * @param {NodeJS.ProcessEnv} env
 * @param {Record<string, string>} extra
 */
export function buildEnv(env, extra) {
  const { NODE_ENV: _, ...rest } = env;
  return { ...rest, ...extra };
}

/** Runs one build with its output in the log file; resolves to its exit code. */
function run(/** @type {string} */ root, /** @type {Target} */ t, /** @type {string} */ log) {
  const fd = openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(t.command[0] ?? 'npm', t.command.slice(1), {
      cwd: root,
      env: buildEnv(process.env, t.env),
      stdio: ['ignore', fd, fd],
    });
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  }).finally(() => closeSync(fd));
}

/**
 * Builds every target into `<outDir>/dist/<name>` and snapshots it; the build folder is removed after unless
 * `keep`. Returns the names that did not build.
 * @param {{ root: string, outDir: string, sites: ReadonlyMap<string, string>, keep: boolean }} options
 */
export async function buildAll({ root, outDir, sites, keep }) {
  mkdirSync(outDir, { recursive: true });
  const dist = (/** @type {string} */ name) => path.join(outDir, 'dist', name);
  /** @type {Target[]} */
  const targets = [
    { name: 'sample', command: ['npm', 'run', 'build:sample'], env: { OUT_DIR: dist('sample') } },
    { name: 'complete', command: ['npm', 'run', 'build:complete'], env: { COMPLETE_OUT_DIR: dist('complete') } },
    ...[...sites].map(([name, dir]) => ({
      name,
      command: ['npm', 'run', 'build'],
      env: { SITE_DIR: dir, OUT_DIR: dist(name) },
    })),
  ];
  /** @type {string[]} */
  const failed = [];
  const started = performance.now();
  for (const t of targets) {
    const t0 = performance.now();
    rmSync(dist(t.name), { recursive: true, force: true });
    const code = await run(root, t, path.join(outDir, `${t.name}.log`));
    const shot =
      code === 0
        ? await snapshot(dist(t.name), t.name)
        : { format: 1, site: t.name, buildDay: '', pdfReader: '', files: [], failed: `build exited with ${code}` };
    writeFileSync(path.join(outDir, `${t.name}.json`), JSON.stringify(shot));
    if (!keep) rmSync(dist(t.name), { recursive: true, force: true });
    if (code !== 0) failed.push(t.name);
    const took = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${t.name.padEnd(30)} ${code === 0 ? `${shot.files.length} files` : `FAILED (see ${t.name}.log)`} ${took} s`,
    );
  }
  if (!keep) rmSync(path.join(outDir, 'dist'), { recursive: true, force: true });
  console.log(`all: ${targets.length} sites in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return failed;
}
