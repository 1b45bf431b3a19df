import { expect, test } from '@playwright/test';
import { contrastRatio, formatRatio } from '../../src/styles/contrast';
import { contrastPairs, palette } from '../../src/styles/tokens';
import { gotoRoute } from '../support/page';

// The gallery's pictures and audits run at every breakpoint in visual-tests/visual/tokens.spec.ts.
test.describe('Design-token gallery (#/tokens)', () => {
  test('shows each palette value and each contrast ratio computed from tokens.ts', async ({ page }) => {
    await gotoRoute(page, '/tokens');
    const palettePart = page.getByRole('region', { name: 'Palette' });
    for (const value of Object.values(palette)) await expect(palettePart).toContainText(value);
    for (const { fg, bg } of contrastPairs) {
      await expect(palettePart).toContainText(formatRatio(contrastRatio(palette[fg], palette[bg])));
    }
  });

  test('is kept out of the main navigation and out of search engines while shown', async ({ page }) => {
    await gotoRoute(page, '/tokens');
    await expect(page).toHaveTitle(/^Design tokens · /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design tokens');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.locator('a[href$="#/tokens"]')).toHaveCount(0);
    await expect(mainNav.locator('[aria-current="page"]')).toHaveCount(0);

    await mainNav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
