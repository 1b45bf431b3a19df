// The benchmark's summaries and its Markdown table (bench.mjs).
import { categories, metricAudits } from './benchRuns.mjs';

/**
 * @typedef {{ median: number; min: number; max: number }} Spread
 * @typedef {Record<string, Spread>} Summary median, min and max of every category and metric
 * @typedef {{ route: string; profile: string; summary: Summary; floor?: Summary }} Result
 */

/** @param {number[]} xs */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  const at = (/** @type {number} */ i) => s[i] ?? NaN;
  return s.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2;
};

/** @param {number[]} xs @returns {Spread} */
export const spread = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

/** @param {Array<import('./benchRuns.mjs').Run>} runs @returns {Summary} */
export const summarise = (runs) =>
  Object.fromEntries(
    [...categories, ...Object.keys(metricAudits)].map((k) => [k, spread(runs.map((r) => r.values[k] ?? NaN))]),
  );

export const fmt = {
  score: (/** @type {number} */ v) => String(v),
  ms: (/** @type {number} */ v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`),
  cls: (/** @type {number} */ v) => v.toFixed(3),
  kib: (/** @type {number} */ v) => `${(v / 1024).toFixed(0)} KiB`,
};

/** @param {Spread | undefined} s @param {(v: number) => string} f */
const cell = (s, f) =>
  !s
    ? '–'
    : s.min === s.max
      ? f(s.median)
      : `${f(s.median)} (${f(s.min)}–${f(s.max)})`.replace(/ s–/, '–').replace(/ ms–/, '–');

/** One row a route and profile: scores, metrics, and how far LCP is above the floor's. @param {Result[]} results */
export function table(results) {
  const head = ['Route', 'Profile', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Bytes'];
  head.push('Floor LCP', 'LCP / floor', 'Floor TBT');
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const { route, profile, summary: s, floor } of results) {
    const lcp = s.lcp?.median ?? NaN;
    const floorLcp = floor?.lcp?.median;
    const cells = [
      `#/${route}`,
      profile,
      ...categories.map((c) => cell(s[c], fmt.score)),
      cell(s.fcp, fmt.ms),
      cell(s.lcp, fmt.ms),
      cell(s.tbt, fmt.ms),
      cell(s.cls, fmt.cls),
      fmt.kib(s.bytes?.median ?? NaN),
      cell(floor?.lcp, fmt.ms),
      floorLcp ? (lcp / floorLcp).toFixed(2) : '–',
      cell(floor?.tbt, fmt.ms),
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
