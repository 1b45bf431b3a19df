import { defineConfig } from '@playwright/test';
import { engineNames } from './engines/driver';
import type { EngineOptions } from './engines/fixtures';
import { ownerProject } from './owner/project';
import { chromiumArgs, chromiumPath } from './support/browser';
import { visualProjects } from './support/visualProjects';

// The template's suite tests the sample, whatever the owner's site/ holds: `npm test` builds it with
// SITE_DIR=sample into dist-sample (OUT_DIR overrides the folder). Set here, every worker and every
// build a test starts inherits it.
process.env.SITE_DIR = 'sample';
process.env.OUT_DIR ??= 'dist-sample';

const port = Number(process.env.PORT ?? 4173);
/** Separate output folders when several builds run side by side (OUT_DIR=dist-x). */
const suffix = process.env.OUT_DIR === 'dist-sample' ? '' : `-${process.env.OUT_DIR}`;
/** The complete test owner (owners/complete: every kind, every optional field), built by `npm run build:complete`. */
const completePort = port + 1; // support/owners.ts says the same to the specs
const completeOut = process.env.COMPLETE_OUT_DIR ?? 'dist-complete';
/** The test owners per script (owners/rtl in Arabic, owners/cjk in Chinese), built by `npm run build:rtl` and `build:cjk`. */
const scriptOwners = [
  { port: port + 2, out: process.env.RTL_OUT_DIR ?? 'dist-rtl' },
  { port: port + 3, out: process.env.CJK_OUT_DIR ?? 'dist-cjk' },
]; // support/owners.ts says the same to the specs

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
  // The built sites, as they ship (npm test builds them first): the sample, the complete test owner and the
  // owners per script.
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --outDir ${process.env.OUT_DIR}`,
      cwd: '..',
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...[{ port: completePort, out: completeOut }, ...scriptOwners].map((owner) => ({
      command: `npx vite preview --port ${owner.port} --strictPort --outDir ${owner.out}`,
      cwd: '..',
      url: `http://localhost:${owner.port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
  ],
  projects: [
    // What a visitor does, on the complete test owner: every kind and optional field, a long list.
    {
      name: 'behaviour',
      testDir: './behaviour',
      use: { viewport: { width: 1280, height: 800 }, baseURL: `http://localhost:${completePort}/` },
    },
    // The sample is the specification's site: its pages, sections and lists as the specification gives them.
    { name: 'sample', testDir: './sample', use: { viewport: { width: 1280, height: 800 } } },
    // What a visitor does, written once and run in each engine (skipped, with the install command, where one is missing).
    // Each engine's tests as one group in one worker, so its browser is launched once (Firefox takes 5–10 s to
    // start here); the other worker takes other tests meanwhile.
    ...engineNames.map((engineName) => ({
      name: `engine-${engineName}`,
      testDir: './engines',
      fullyParallel: false,
      use: { engineName },
    })),
    // Node-only checks of plain modules (no browser page).
    { name: 'unit', testDir: './unit' },
    // What the owner's `npm run check` runs on their site, here on the sample. Its axe audit (@a11y) is left to
    // the visual projects, which run the same audit on every route at six widths in both themes.
    { ...ownerProject, grepInvert: /@a11y/, metadata: { templateBudgets: true } },
    // The template's budgets on the fullest owner too (every kind, 40 news items, projects on Home), so no
    // owner's content can push a template chunk over (owner/budgetTarget.ts).
    {
      ...ownerProject,
      name: 'owner-complete',
      testMatch: /budgets\.spec\.ts$/,
      metadata: { templateBudgets: true, budgetsOutDir: completeOut },
    },
    // Screenshot baselines and axe audits, one project per theme breakpoint.
    ...visualProjects,
  ],
});
