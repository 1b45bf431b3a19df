import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outDir, repoRoot } from '../support/buildOutput';
import { takenOver } from '../support/page';
import { expect, test } from './fixtures';
import { reachedRoutes } from './references';

/*
 * W3C validity: the Nu HTML Checker on the HTML the build ships and on the DOM each route
 * renders in the browser. One Java run for all of them: the JVM takes seconds to start.
 */

/**
 * The checker's CSS grammar predates container queries, which every browser the site targets
 * supports, and it allows `blocking` only on stylesheet links, where the HTML Standard also allows
 * it on `<link rel="expect">` (#link-type-expect: Chromium 124, Safari 18.2). These messages are
 * about the checker, not the page.
 */
const checkerGaps = [
  /^CSS: “container”: Property “container” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”\.?$/,
];
const isCheckerGap = (m: VnuMessage) =>
  checkerGaps.some((gap) => gap.test(m.message)) ||
  (m.message ===
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect" href="#[\w-]+" blocking="render">/.test(m.extract ?? ''));

/**
 * One short run: C1 alone (C2 pays off only in long runs) and the serial collector start the checker two to four
 * times faster on a busy 2-core machine, with the same messages; C1's larger frames need more than vnu's 512k of stack.
 */
const jvmOptions = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

const hasJava = !spawnSync('java', ['-version']).error;
// Where the check must run (CI, the deploy), a missing Java fails instead of skipping.
const mustRun = !!process.env.CI;

/** The shipped pages: index.html and every other .html file under the output folder. */
function shippedHtml(dir = outDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' || entry.name.startsWith('.') ? [] : shippedHtml(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test(
  'every shipped HTML file and every route’s rendered DOM is valid HTML (Nu HTML Checker)',
  { tag: '@html' },
  async ({ page }, testInfo) => {
    const install = 'needs Java for the Nu HTML Checker: apt-get install default-jre-headless';
    if (mustRun) expect(hasJava, install).toBe(true);
    test.skip(!hasJava, install);
    test.setTimeout(120_000);
    const jar = String(createRequire(import.meta.url)('vnu-jar'));

    const renderedDir = testInfo.outputPath('rendered');
    mkdirSync(renderedDir, { recursive: true });
    // Each file by the name a failure should show: the shipped path, or the route rendered.
    const names = new Map(shippedHtml().map((file) => [file, path.relative(repoRoot, file)]));
    expect(names.size).toBeGreaterThan(1);
    for (const { path: route } of reachedRoutes()) {
      // The markup alone: once the app has taken over, no need to wait for fonts and images.
      await page.goto(`./#${route}`);
      await page.locator('main h1').first().waitFor();
      await takenOver(page);
      const html = await page.evaluate(() => '<!DOCTYPE html>' + document.documentElement.outerHTML);
      const file = path.join(renderedDir, `${route.slice(1)}.html`);
      writeFileSync(file, html);
      names.set(file, `#${route} (rendered)`);
    }

    const run = spawnSync(
      'java',
      [...jvmOptions, '-jar', jar, '--errors-only', '--format', 'json', '--stdout', ...names.keys()],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => !isCheckerGap(m))
      .map((m) => {
        const file = m.url ? (names.get(fileURLToPath(m.url)) ?? m.url) : '?';
        return `${file}:${m.lastLine ?? '?'} ${m.type}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 120)}]` : ''}`;
      });
    expect(errors).toEqual([]);
  },
);
