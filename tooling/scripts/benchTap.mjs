// The benchmark's tap to a painted page (bench.mjs): from Home, loaded and left
// for 2 s, a tap on a navigation link until the new page's main heading is
// painted, with Lighthouse's mobile throttling applied through the DevTools
// protocol (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4× slower). The
// site's links change the hash; a peer's load a new document: both are timed from
// the tap's own event to the end of the first frame that shows a new <main> h1.
import { fmt, spread } from './benchReport.mjs';

/** Lighthouse's mobile defaults (constants.throttling.mobileSlow4G), applied for real rather than simulated. */
export const tapThrottling = { latency: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpu: 4 };

/** Installed in every document: once asked to (sessionStorage), times the first frame showing a new main heading. */
function watchForNewHeading() {
  const want = sessionStorage.getItem('bench-tap');
  if (!want) return;
  const { from, fromHref } = JSON.parse(want);
  const check = () => {
    const h1 = document.querySelector('main h1');
    const text = h1?.textContent?.trim();
    if (location.href !== fromHref && h1?.checkVisibility() && text && text !== from) {
      // A task after this frame's callbacks runs once its style, layout and paint are done.
      setTimeout(() => sessionStorage.setItem('bench-painted', String(performance.timeOrigin + performance.now())));
      sessionStorage.removeItem('bench-tap');
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Opens the menu a peer folds its navigation into on a phone (untimed), when the link is not visible. */
async function visibleLink(/** @type {import('@playwright/test').Page} */ page, /** @type {string[]} */ hrefs) {
  const links = page.locator(hrefs.map((h) => `a[href="${h}"]`).join(', '));
  const visible = links.locator('visible=true').first();
  if (await visible.count()) return visible;
  await page.locator('[aria-expanded="false"][aria-label*="menu" i]').first().tap();
  await page.waitForTimeout(600);
  return links.locator('visible=true').first();
}

/**
 * One timed tap in a fresh browser context (an empty cache, as a first visit).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} homeUrl
 * @param {string[]} hrefs the link's href as the page writes it (`#/about`, `/about`, `/about/`)
 * @returns {Promise<number>} milliseconds from the tap to the painted heading
 */
export async function tapRun(browser, homeUrl, hrefs) {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchForNewHeading);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: tapThrottling.latency,
      downloadThroughput: (tapThrottling.downloadKbps * 1024) / 8,
      uploadThroughput: (tapThrottling.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: tapThrottling.cpu });
    await page.goto(homeUrl, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForTimeout(2000);
    const link = await visibleLink(page, hrefs);
    await page.evaluate(() => {
      const from = document.querySelector('main h1')?.textContent?.trim() ?? '';
      sessionStorage.setItem('bench-tap', JSON.stringify({ from, fromHref: location.href }));
      const mark = (/** @type {Event} */ e) =>
        sessionStorage.setItem('bench-tapped', String(performance.timeOrigin + e.timeStamp));
      addEventListener('touchstart', mark, { capture: true, once: true });
    });
    await page.evaluate(`(${watchForNewHeading})()`);
    await link.tap({ noWaitAfter: true });
    for (let waited = 0; waited < 20_000; waited += 50) {
      const times = await page
        .evaluate(() => [sessionStorage.getItem('bench-tapped'), sessionStorage.getItem('bench-painted')])
        .catch(() => [null, null]);
      if (times[0] && times[1]) return Number(times[1]) - Number(times[0]);
      await page.waitForTimeout(50);
    }
    throw new Error(`bench: no new page painted within 20 s of a tap on ${hrefs[0]} from ${homeUrl}`);
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ route: string; protocol: string; site: number[]; peer?: number[] }} TapResult
 */

/** The tap table: the site's and the peer's medians (min–max) and their ratio. @param {TapResult[]} results */
export function tapTable(results) {
  const head = ['Route', 'Protocol', 'Site: tap to painted', 'Peer: tap to painted', 'Site / peer'];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  const cell = (/** @type {number[] | undefined} */ xs) => {
    if (!xs?.length) return '–';
    const s = spread(xs);
    return `${fmt.ms(s.median)} (${fmt.ms(s.min)}–${fmt.ms(s.max)})`;
  };
  for (const { route, protocol, site, peer } of results) {
    const ratio = peer?.length ? (spread(site).median / spread(peer).median).toFixed(2) : '–';
    lines.push(`| ${[`#/home → #/${route}`, protocol, cell(site), cell(peer), ratio].join(' | ')} |`);
  }
  return lines.join('\n');
}
