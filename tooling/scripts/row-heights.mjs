// `node tooling/scripts/row-heights.mjs <url without> <url with> [widths=360,1280]`: the publication list's row
// heights on two builds of the same .bib, one without previews and one with (docs/performance.md says how each is
// made), and Publications' largest-contentful-paint element on each. Rows are paired by title; a card (a picture
// wider than 150 px) is left out. Run by hand on built sites served by `vite preview`.
import { chromium } from '@playwright/test';
import { headlessChromium } from '../browser/chromium.mjs';

const [without, withPreviews, widthList = '360,1280'] = process.argv.slice(2);
if (!without || !withPreviews) throw new Error('usage: row-heights.mjs <url without> <url with> [widths]');
const browser = await chromium.launch({ executablePath: headlessChromium(), args: ['--no-sandbox', '--disable-gpu'] });

/** Every row of the list at one width, after scrolling it all in, and the last LCP entry before any scroll. */
/** @param {string} base @param {number} width */
async function measure(base, width) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(() => {
    /** @type {any} */ (window).__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const e = /** @type {any} */ (entry);
        /** @type {any} */ (window).__lcp.push({
          tag: e.element?.tagName,
          text: (e.element?.textContent ?? '').slice(0, 50),
          size: e.size,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(new URL('#/publications', base).href, { waitUntil: 'load' });
  await page.waitForTimeout(1500);
  const lcp = await page.evaluate(() => /** @type {any} */ (window).__lcp.at(-1));
  await page.waitForFunction(async () => {
    window.scrollBy(0, 4000);
    await new Promise((r) => setTimeout(r, 100));
    return !document.querySelector('[data-more]');
  });
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll('main li > article')].map((a) => {
      const img = a.querySelector('img');
      return {
        title: a.querySelector('h3')?.textContent,
        height: a.getBoundingClientRect().height,
        img: !!img,
        card: !!img && img.getBoundingClientRect().width > 150,
      };
    }),
  );
  await page.close();
  return { lcp, rows };
}

/** @param {number[]} a */
const median = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
/** @param {number[]} a */
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
for (const width of widthList.split(',').map(Number)) {
  const [a, b] = [await measure(without, width), await measure(withPreviews, width)];
  const before = new Map(a.rows.map((r) => [r.title, r]));
  const pairs = b.rows
    .filter((r) => r.img && !r.card)
    .flatMap((r) => {
      const old = before.get(r.title);
      return old && !old.img ? [{ without: old.height, with: r.height }] : [];
    });
  /** @param {number | undefined} n */
  const fmt = (n) => (n ?? NaN).toFixed(1);
  console.log(
    `${width} px: ${pairs.length} rows; median ${fmt(median(pairs.map((p) => p.without)))} → ${fmt(median(pairs.map((p) => p.with)))} px, mean ${fmt(mean(pairs.map((p) => p.without)))} → ${fmt(mean(pairs.map((p) => p.with)))} px, ${pairs.filter((p) => p.with > p.without + 0.5).length} taller`,
  );
  console.log(`  LCP without: ${JSON.stringify(a.lcp)}\n  LCP with:    ${JSON.stringify(b.lcp)}`);
}
await browser.close();
