import { test as base } from '@playwright/test';
import { launchChromium } from './chromium';
import { locateEngine, type Engine, type EngineName, type EnginePage } from './driver';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

export interface EngineOptions {
  engineName: EngineName;
}

async function launch(name: EngineName, workerIndex: number): Promise<Engine | string> {
  const located = locateEngine(name);
  if (!located.found) return `${name} is not installed here (${located.install})`;
  if (name === 'chromium') return launchChromium(located.paths[0]!);
  if (name === 'firefox') return launchFirefox(located.paths[0]!);
  return launchWebKit(located.paths, 4700 + workerIndex);
}

/**
 * The same tests in every engine: `engine` is launched once per worker (or names why it cannot
 * be), `site` is a fresh page in it for each test; a missing engine skips its tests with the
 * command that installs it.
 */
export const test = base.extend<{ site: EnginePage }, EngineOptions & { engine: Engine | string }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, provide, workerInfo) => {
      const engine = await launch(engineName, workerInfo.workerIndex);
      await provide(engine);
      if (typeof engine !== 'string') await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // Its own time limit: starting a browser (up to three attempts in WebKit) does not eat the test's.
  site: [
    async ({ engine, baseURL }, provide) => {
      // Locally a missing engine is skipped with its install command; under CI=1 (.ci/run installs them all) it fails.
      if (process.env.CI && typeof engine === 'string') throw new Error(`engine missing in CI: ${engine}`);
      base.skip(typeof engine === 'string', typeof engine === 'string' ? engine : '');
      const site = await (engine as Engine).newPage(baseURL!);
      await provide(site);
      await site.close();
    },
    { timeout: 60_000 },
  ],
});

export { expect } from '@playwright/test';
