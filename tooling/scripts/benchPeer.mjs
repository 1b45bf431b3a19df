// A peer beside the site in the benchmark (bench.mjs --peer DIR): which page of
// another static build stands for each of the site's routes, and the table that
// compares the two, measured in the same run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fmt } from './benchReport.mjs';

/**
 * The peer's page for each route: `mapping` (`about=/about/,publications=/researches/`) where given;
 * otherwise `/` for home and `/<route>/` or `/<route>.html` when the build has that file. A route the
 * peer has no page for is left out (its row shows a dash).
 * @param {string} dir the peer's build folder
 * @param {string[]} routes
 * @param {string} [mapping]
 * @returns {Map<string, string>} route → URL path on the peer's server
 */
export function peerPages(dir, routes, mapping = '') {
  /** @type {Map<string, string>} */
  const given = new Map();
  for (const pair of mapping.split(',').filter(Boolean)) {
    const [route, page] = pair.split('=');
    if (!route || !page?.startsWith('/')) {
      throw new Error(`bench: --peer-routes takes route=/path pairs (about=/about/), not "${pair}"`);
    }
    given.set(route, page);
  }
  /** @type {Map<string, string>} */
  const pages = new Map();
  for (const route of routes) {
    const candidates = route === 'home' ? ['/'] : [`/${route}/`, `/${route}.html`];
    const found =
      given.get(route) ?? candidates.find((p) => existsSync(path.join(dir, p.endsWith('/') ? `${p}index.html` : p)));
    if (found) pages.set(route, found);
  }
  return pages;
}

/**
 * @typedef {import('./benchReport.mjs').Summary} Summary
 * @typedef {{ route: string; profile: string; protocol: string; site: Summary; peer?: Summary; peerPage?: string }} PeerRow
 */

/**
 * The site beside the peer, one row per route, profile and protocol: FCP and LCP of each (medians),
 * the site's LCP over the peer's, and whether the site's LCP is its FCP.
 * @param {PeerRow[]} rows
 */
export function peerTable(rows) {
  const head = [
    'Route',
    'Profile',
    'Protocol',
    'Site FCP',
    'Site LCP',
    'Site TBT',
    'Site CLS',
    'Peer page',
    'Peer FCP',
    'Peer LCP',
    'LCP / peer',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  const ms = (/** @type {Summary | undefined} */ s, /** @type {string} */ k) => {
    const v = s?.[k]?.median;
    return v === undefined || Number.isNaN(v) ? '–' : fmt.ms(v);
  };
  for (const { route, profile, protocol, site, peer, peerPage } of rows) {
    const lcp = site.lcp?.median ?? NaN;
    const peerLcp = peer?.lcp?.median;
    lines.push(
      `| ${[
        `#/${route}`,
        profile,
        protocol,
        ms(site, 'fcp'),
        ms(site, 'lcp'),
        ms(site, 'tbt'),
        fmt.cls(site.cls?.median ?? NaN),
        peerPage ?? '–',
        ms(peer, 'fcp'),
        ms(peer, 'lcp'),
        peerLcp ? (lcp / peerLcp).toFixed(2) : '–',
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}
