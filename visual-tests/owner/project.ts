import type { Project } from '@playwright/test';

/**
 * The checks that hold for any content: the owner's `npm run check` runs them on their site
 * (playwright.owner.config.ts), and `npm test` runs them on the sample, beside the rest.
 */
export const ownerProject: Project = {
  name: 'owner',
  testDir: './owner',
  use: { viewport: { width: 1280, height: 800 } },
};
