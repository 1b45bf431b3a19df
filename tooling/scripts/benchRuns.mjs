// One Lighthouse run, and one "floor" page, for the benchmark (bench.mjs).
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @type {Record<string, string>} the metrics the tables show, by column, with Lighthouse's audit ids */
export const metricAudits = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
};

/**
 * @typedef {object} Run
 * @property {Record<string, number>} values category scores (0–100) and metric values, by name
 * @property {string[]} warnings Lighthouse's run warnings
 * @property {Record<string, number>} protocols requests to the bench server per protocol
 * @property {number} benchmarkIndex Lighthouse's CPU benchmark of the machine
 * @property {string[]} failing audits that keep a category (other than performance) below 100
 *
 * @typedef {object} Browser
 * @property {string} chromePath
 * @property {string[]} chromeFlags
 */

/**
 * One Lighthouse run in a fresh Chromium, so no run inherits another's cache.
 * @param {string} url
 * @param {string} profile `mobile` (Lighthouse's default) or `desktop`
 * @param {Browser & { expectedProtocol: string; throttling?: 'simulate' | 'devtools' }} options
 * @returns {Promise<Run>}
 */
export async function lighthouseRun(
  url,
  profile,
  { chromePath, chromeFlags, expectedProtocol, throttling = 'simulate' },
) {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
        throttlingMethod: throttling,
      },
      profile === 'desktop' ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    /** @type {Record<string, number>} */
    const values = {};
    for (const c of categories) values[c] = Math.round((lhr.categories[c]?.score ?? 0) * 100);
    for (const [k, id] of Object.entries(metricAudits)) values[k] = lhr.audits[id]?.numericValue ?? NaN;
    // The protocol of every request to the bench server, as Lighthouse recorded (and simulated) it.
    const origin = new URL(url).origin;
    /** @type {Record<string, number>} */
    const protocols = {};
    const details = /** @type {{ items?: Array<{ url: string; protocol?: string }> } | undefined} */ (
      lhr.audits['network-requests']?.details
    );
    for (const item of details?.items ?? []) {
      if (!String(item.url).startsWith(origin)) continue;
      const p = item.protocol || '(none)';
      protocols[p] = (protocols[p] ?? 0) + 1;
    }
    const others = Object.keys(protocols).filter((p) => p !== expectedProtocol);
    if (others.length || !Object.keys(protocols).length) {
      console.warn(
        `bench: WARNING ${url} (${profile}): expected every request over ${expectedProtocol}, Lighthouse recorded ${JSON.stringify(
          protocols,
        )}`,
      );
    }
    return {
      values,
      warnings: lhr.runWarnings,
      protocols,
      // Lighthouse's own CPU benchmark: simulated throttling scales observed CPU time, so a busy machine
      // (a low index) inflates TBT and the paint metrics.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
      // What keeps a category below 100 (perf is metrics-only, so not listed).
      failing: categories
        .filter((c) => c !== 'performance')
        .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The floor: the route's content as the app renders it, saved as static HTML
 * with every script and module preload removed, so it costs only HTML, CSS,
 * fonts and images (a page file's adopted stylesheets inline).
 * @param {string} baseUrl
 * @param {string} route
 * @param {Browser} browserOptions
 */
export async function snapshotFloor(baseUrl, route, { chromePath, chromeFlags }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage({ ignoreHTTPSErrors: true });
    await page.goto(`${baseUrl}#/${route}`);
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(() => {
      const doc = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
      doc.querySelectorAll('script, link[rel="modulepreload"], template').forEach((el) => el.remove());
      // A page's own rules are constructed sheets its page file adopted, which a clone leaves behind: inline
      // them, under no policy (the page's CSP allows only the inline styles the build hashed).
      const adopted = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
      if (adopted.length) {
        doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.remove();
        const style = document.createElement('style');
        style.textContent = adopted.join('\n');
        doc.querySelector('head')?.append(style);
      }
      return `<!doctype html>\n${doc.outerHTML}`;
    });
  } finally {
    await browser.close();
  }
}
