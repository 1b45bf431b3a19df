// Plain JavaScript: the suite's setup (ensure-browser.mjs) and the benchmark run it in Node directly.
import { existsSync } from 'node:fs';

/** $CHROMIUM_PATH, else Debian's package and its usual names (Playwright cannot download its own browser on every machine). */
export function systemChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (p) => p && existsSync(p),
  );
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
