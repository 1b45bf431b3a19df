import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { takenOver } from '../support/page';
import { serveStatic } from '../support/staticServer';
import { viteCli } from '../support/viteCli';

const root = fileURLToPath(new URL('../..', import.meta.url));

/*
 * visual-tests/fixtures/content-minimal: a first-year student with no awards or talks, no past
 * projects, one current project, no publications, no hover photo, no logos, and an ORCID iD as the
 * only link besides email. Built apart from the sample (about 15 s), served as a static host would.
 */
test('an owner with less than the sample gets a site: empty sections and pages left out, an ORCID button, no axe violations', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const outDir = mkdtempSync(join(tmpdir(), 'content-minimal-'));
  try {
    const built = spawnSync(process.execPath, [viteCli, 'build', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: 'visual-tests/fixtures/content-minimal', OUT_DIR: outDir, NO_COLOR: '1' },
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    const site = await serveStatic(outDir, '/');
    try {
      const open = async (route: string) => {
        await page.goto(`${site.url}#${route}`);
        await page.locator('main h1').first().waitFor();
        await takenOver(page);
      };
      const nav = page.getByRole('navigation', { name: 'Main' });

      await test.step('About: no Awards heading and no Awards entry in the table of contents', async () => {
        await open('/about');
        const toc = page.getByRole('navigation', { name: 'On this page' });
        // The renamed section keeps its place; the ones with nothing in them are gone.
        await expect(toc.locator(':scope > ol > li > a')).toHaveText(['Education', 'Teaching', 'Skills']);
        await expect(page.locator('main section > h2')).toHaveText(['Education', 'Teaching', 'Skills']);
        await expect(page.getByRole('heading', { name: /Awards|Publications/ })).toHaveCount(0);
        await expect(toc.getByRole('link', { name: /Awards/ })).toHaveCount(0);
        // No logos: the timeline draws no image.
        await expect(page.locator('main ol img')).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'PhD in Human–Robot Interaction' })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      await test.step('navigation: no Publications page, whose address shows Not Found', async () => {
        await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Projects', 'Contact']);
        await open('/publications');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
        await expect(page).toHaveTitle('Page not found · Noor Haddad');
      });

      await test.step('Projects: one section with one card, its picture without a hover picture', async () => {
        await open('/projects');
        await expect(page.locator('main section')).toHaveCount(1);
        await expect(page.locator('main section > h2')).toHaveText('Currently working on');
        const card = page.getByRole('article');
        await expect(card).toHaveCount(1);
        await expect(card.getByRole('heading')).toHaveText('Robots That Ask for Help');
        await expect(card.locator('img')).toHaveCount(1);
        await expectNoAxeViolations(page);
      });

      await test.step('Home: one photo, no second one to swap to', async () => {
        await open('/home');
        await expect(page.getByRole('img', { name: 'Noor Haddad at her desk' })).toBeVisible();
        await expect(page.locator('main img')).toHaveCount(1);
      });

      await test.step('Contact: Email and an ORCID button that opens in a new tab, nothing else', async () => {
        await open('/contact');
        const buttons = page.locator('main section ul a');
        await expect(buttons).toHaveText(['Email', 'ORCID']);
        const orcid = page.getByRole('link', { name: 'ORCID' });
        await expect(orcid).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
        await expect(orcid).toHaveAttribute('target', '_blank');
        await expect(orcid).toHaveAttribute('rel', 'noopener noreferrer');
        await expectNoAxeViolations(page);
      });
    } finally {
      await site.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
