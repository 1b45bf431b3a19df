import { expect, test } from '@playwright/test';
import { breakpoints } from '../../src/styles/tokens';
import { expectInEachTheme } from '../support/screenshot';
import { gotoAndSettle, nextPaint } from '../support/settle';

// Runs only in the projects narrower than sm (see visualProjects.ts), where the main navigation is a bottom bar.
test('small screen: the bottom bar stays over a scrolled page, the content clear of it', async ({ page }) => {
  expect(page.viewportSize()!.width).toBeLessThan(breakpoints.sm);
  await gotoAndSettle(page, '/projects');
  const bar = page.getByRole('navigation', { name: 'Main' });
  const atTop = await bar.boundingBox();
  // Scroll to the second section's heading: well down the page, at a place the content decides.
  const heading = page.getByRole('main').getByRole('heading', { level: 2 }).nth(1);
  await heading.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
  await nextPaint(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await bar.boundingBox()).toEqual(atTop);
  await expectInEachTheme(page, 'bottom-bar-scrolled');
});
