import { closedNetworkArgs, findChromium } from '../../tooling/browser/chromium.mjs';

/**
 * The Chromium binary the suite launches, the one the build prints the CV with: $CHROMIUM_PATH, else a
 * system Chromium, else Playwright's own download. Undefined means none was found;
 * visual-tests/ensure-browser.mjs runs before the suite and installs one.
 */
export const chromiumPath = (): string | undefined => findChromium();

/** The closed-network flags, and the full browser's own text hinting (slight) made explicit for the headless shell. */
export const chromiumArgs = [...closedNetworkArgs, '--font-render-hinting=slight'];
