import { test as base } from '@playwright/test';
import { distDir, serveStatic, type StaticSite } from '../support/staticServer';

/**
 * The owner's checks run on the build as it will be deployed: the output folder served as it is,
 * under a sub-path (/portfolio/, as a GitHub Pages project site), no SPA fallback and no dev
 * server. One server per worker; `baseURL` points at it, so `page.goto('./#/about')` opens it.
 */
export const test = base.extend<object, { site: StaticSite }>({
  site: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern even when empty.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const site = await serveStatic(distDir, '/portfolio/');
      await provide(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, provide) => provide(site.url),
});

export { expect } from '@playwright/test';
