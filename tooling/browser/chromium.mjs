// Plain JavaScript: the build, the suite's setup (visual-tests/ensure-browser.mjs) and the scripts run it in Node directly.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** $CHROMIUM_PATH, else Debian's package and its usual names (Playwright cannot download its own browser on every machine). */
export function systemChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (p) => p && existsSync(p),
  );
}

/**
 * $CHROMIUM_PATH, else Debian's chromium-headless-shell (the same engine and version without the
 * browser around it: the suite runs in about half the time), else as above.
 * With text hinted 'slight' both draw the same pixels, so the suite's baselines hold for either.
 */
export function headlessChromium() {
  const shell = '/usr/bin/chromium-headless-shell';
  return process.env.CHROMIUM_PATH || !existsSync(shell) ? systemChromium() : shell;
}

/** Any Chromium to print or test with: as above, else Playwright's download (`npx playwright install chromium`). */
export function findChromium() {
  const found = headlessChromium();
  if (found) return found;
  try {
    const own = chromium.executablePath();
    return own && existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

/** Flags for a closed network: without them Chromium keeps calling home. */
export const closedNetworkArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
