// `npm run check`: what the deploy runs on the owner's site, group by group, each with its time.
// `npm run check -- --only a11y` (or `--only budgets,html`) reruns those groups alone, on the dist/ already built.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules/.bin', name);
const ownerConfig = 'visual-tests/playwright.owner.config.ts';

/**
 * The groups, in the order a full check runs them. The template's own type check (tooling/, the tests) and its
 * budgets on the complete owner belong to `npm test`: nothing in site/ can change them.
 * @type {Record<string, { about: string, run?: string[], grep?: string, browser?: boolean }>}
 */
const groups = {
  content: {
    about: 'nothing of the sample left, no content error',
    run: [process.execPath, 'tooling/scripts/publish-guard.mjs'],
  },
  types: {
    about: 'site/content type-checks with the pages that read it',
    run: [bin('tsc'), '--noEmit', '-p', 'tsconfig.json'],
  },
  build: { about: 'vite build into dist/', run: [bin('vite'), 'build'] },
  // The rest is one Playwright run, each group picked by its tests' tag (or file): --grep.
  budgets: { about: 'the first-load budgets (no browser)', grep: 'budgets\\.spec\\.ts' },
  links: { about: 'every page opens under a sub-path and finds every file it names', grep: '@links', browser: true },
  a11y: { about: 'axe on every page, 360 and 1280 px, light and dark; no console error', grep: '@a11y', browser: true },
  html: { about: 'the Nu HTML Checker on every shipped file and every page as rendered', grep: '@html', browser: true },
};
const names = Object.keys(groups);
/** A group by name (every name passed here was checked against `names`). */
const group = (/** @type {string} */ name) => groups[name] ?? { about: '' };

const usage = `Usage: npm run check [-- --only <group>[,<group>…]]\nGroups:${names.map((g) => `\n  ${g.padEnd(8)} ${group(g).about}`).join('')}`;

/** @param {string[]} argv @returns {{ help?: boolean, error?: string, selected?: string[], partial?: boolean }} */
function parse(argv) {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { only: { type: 'string', multiple: true }, help: { type: 'boolean' } },
    });
    if (values.help) return { help: true };
    const only = (values.only ?? [])
      .flatMap((o) => o.split(','))
      .map((o) => o.trim())
      .filter(Boolean);
    const unknown = only.filter((g) => !names.includes(g));
    if (unknown.length) return { error: `check: no group named ${unknown.map((g) => `"${g}"`).join(', ')}.\n${usage}` };
    return { selected: only.length ? names.filter((g) => only.includes(g)) : names, partial: only.length > 0 };
  } catch (error) {
    return { error: `check: ${error instanceof Error ? error.message : error}\n${usage}` };
  }
}

const seconds = (/** @type {number} */ start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

/** @param {string} label @param {string[]} command @returns {Promise<boolean>} */
function exec(label, [command = '', ...args]) {
  return new Promise((resolve) => {
    const start = performance.now();
    console.log(`check › ${label}: ${[path.basename(command), ...args].join(' ')}`);
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`check › ${label}: could not start ${command}: ${error.message}`);
      resolve(false);
    });
    child.on('close', (code) => {
      console.log(`check › ${label}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(start)}`);
      resolve(code === 0);
    });
  });
}

/** The newest file under a folder (site/ or the sample), to tell when dist/ is older than the content. */
/** @param {string} dir @returns {number} */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((t, e) => Math.max(t, statSync(path.join(e.parentPath, e.name)).mtimeMs), 0);
}

/** A group run alone tests the dist/ built before: it says so when that build is missing or older than site/. */
function builtFirst() {
  const out = path.resolve(root, process.env.OUT_DIR ?? 'dist');
  const index = path.join(out, 'index.html');
  if (!existsSync(index))
    return `check: ${path.relative(root, out)}/ has no build: run \`npm run check -- --only build\` first.`;
  if (newest(path.join(root, 'site')) > statSync(index).mtimeMs)
    console.warn(
      `check: ${path.relative(root, out)}/ is older than your last change in site/: add \`build\` to --only to test that change.`,
    );
  return '';
}

async function main() {
  const { help, error, selected = [], partial } = parse(process.argv.slice(2));
  if (help) return (console.log(usage), 0);
  if (error) return (console.error(error), 2);
  const start = performance.now();
  for (const name of selected.filter((g) => group(g).run)) {
    if (!(await exec(name, group(name).run ?? []))) {
      console.error(`check: stopped at ${name}; fix what it says, then run \`npm run check -- --only ${name}\` again.`);
      return 1;
    }
  }
  const tested = selected.filter((g) => group(g).grep);
  if (tested.length) {
    if (partial && !selected.includes('build')) {
      const missing = builtFirst();
      if (missing) return (console.error(missing), 1);
    }
    if (
      tested.some((g) => group(g).browser) &&
      !(await exec('browser', [process.execPath, 'visual-tests/ensure-browser.mjs']))
    )
      return 1;
    // One Playwright run for every group chosen: one static server and one browser per worker.
    const grep = partial ? ['--grep', tested.map((g) => group(g).grep).join('|')] : [];
    if (!(await exec(tested.join(', '), [bin('playwright'), 'test', '-c', ownerConfig, ...grep]))) return 1;
  }
  console.log(`check: ${partial ? selected.join(', ') : 'every group'} passed in ${seconds(start)}.`);
  return 0;
}

process.exitCode = await main();
