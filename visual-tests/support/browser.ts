import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { closedNetworkArgs, suiteChromium } from './chromium.mjs';

/**
 * The Chromium binary the suite launches: $CHROMIUM_PATH, else a system
 * Chromium, else Playwright's own download. Undefined means none was found;
 * visual-tests/ensure-browser.mjs runs before the suite and installs one.
 */
export function chromiumPath(): string | undefined {
  const system = suiteChromium();
  if (system) return system;
  const bundled = chromium.executablePath();
  return existsSync(bundled) ? bundled : undefined;
}

/** The closed-network flags, and the full browser's own text hinting (slight) made explicit for the headless shell. */
export const chromiumArgs = [...closedNetworkArgs, '--font-render-hinting=slight'];
