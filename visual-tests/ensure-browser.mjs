// Runs before the suite: finds a Chromium, installs one when it can, or stops
// with the exact command to run. Looks where the build and the suite do (tooling/browser/chromium.mjs).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../tooling/browser/chromium.mjs';

const found = () => Boolean(findChromium());

const run = (/** @type {string} */ cmd) => {
  console.log(`ensure-browser: ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
};

if (!found()) {
  const isRoot = process.getuid?.() === 0;
  const isDebian = existsSync('/etc/debian_version');
  try {
    if (isDebian && isRoot) {
      run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell');
    } else {
      run('npx playwright install chromium');
    }
  } catch {
    // Reported below.
  }
  if (!found()) {
    console.error(
      [
        'No Chromium found for the test suite, and installing one failed.',
        isDebian
          ? 'Run: sudo apt-get install -y chromium-headless-shell (or chromium)'
          : 'Run: npx playwright install chromium',
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
