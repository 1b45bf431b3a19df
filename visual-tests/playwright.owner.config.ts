import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/browser';
import { ownerProject } from './owner/project';

/*
 * `npm run check`: the owner's site, built into dist/ (OUT_DIR overrides it), checked for what
 * must hold whatever the content says: accessibility, valid HTML, no console errors, every
 * referenced file present, the first-load budgets. No screenshots: those belong to the template.
 */
process.env.OUT_DIR ??= 'dist';
const suffix = `-owner-${process.env.OUT_DIR}`;

export default defineConfig({
  testDir: '.',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two: most of the time is the browser waiting on axe and the HTML checker's JVM, not the CPU.
  workers: 2,
  reporter: [['list'], ['html', { outputFolder: `../playwright-report${suffix}`, open: 'never' }]],
  outputDir: `../test-results${suffix}`,
  use: {
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [ownerProject],
});
