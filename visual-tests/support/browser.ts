import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's package first (Playwright cannot download its own browser on every machine). */
const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium binary the suite launches: $CHROMIUM_PATH, else a system
 * Chromium, else Playwright's own download. Undefined means none was found;
 * visual-tests/ensure-browser.mjs runs before the suite and installs one.
 */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  const system = systemCandidates.find((p) => existsSync(p));
  if (system) return system;
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

/** Flags for a closed network: without them Chromium keeps calling home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
