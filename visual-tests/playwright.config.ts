import { defineConfig } from '@playwright/test';
import { engineNames } from './engines/driver';
import type { EngineOptions } from './engines/fixtures';
import { chromiumArgs, chromiumPath } from './support/browser';
import { visualProjects } from './support/visualProjects';

const port = Number(process.env.PORT ?? 4173);
/** Separate output folders when several builds run side by side (OUT_DIR=dist-x). */
const suffix = process.env.OUT_DIR ? `-${process.env.OUT_DIR}` : '';

export default defineConfig<EngineOptions>({
  globalSetup: './engines/globalSetup.ts',
  testDir: '.',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list'], ['html', { outputFolder: `../playwright-report${suffix}`, open: 'never' }]],
  outputDir: `../test-results${suffix}`,
  use: {
    baseURL: `http://localhost:${port}/`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    // A trace costs about a fifth of the suite's time; in CI a failure has its screenshots, diff and page
    // snapshot. Add --trace on to record one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  // The built site, as it ships (npm test builds it first).
  webServer: {
    command: `npx vite preview --port ${port} --strictPort`,
    cwd: '..',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
  projects: [
    {
      name: 'behaviour',
      testDir: './behaviour',
      use: { viewport: { width: 1280, height: 800 } },
    },
    // What a visitor does, written once and run in each engine (skipped, with the install command, where one is missing).
    ...engineNames.map((engineName) => ({
      name: `engine-${engineName}`,
      testDir: './engines',
      use: { engineName },
    })),
    // Node-only checks of plain modules (no browser page).
    { name: 'unit', testDir: './unit' },
    // Screenshot baselines and axe audits, one project per theme breakpoint.
    ...visualProjects,
  ],
});
