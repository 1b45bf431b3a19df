import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { closedNetworkArgs, systemChromium } from './chromium.mjs';

/**
 * The Chromium binary the suite launches: $CHROMIUM_PATH, else a system
 * Chromium, else Playwright's own download. Undefined means none was found;
 * visual-tests/ensure-browser.mjs runs before the suite and installs one.
 */
export function chromiumPath(): string | undefined {
  const system = systemChromium();
  if (system) return system;
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

/** The closed-network flags, and no hinting, so text renders alike on every machine. */
export const chromiumArgs = [...closedNetworkArgs, '--font-render-hinting=none'];
