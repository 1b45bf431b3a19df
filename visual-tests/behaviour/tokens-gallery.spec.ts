import { expect, test } from '@playwright/test';
import { contrastRatio, formatRatio } from '../../src/styles/contrast';
import { contrastPairs, palettes, themeNames } from '../../src/styles/tokens';

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
import { gotoRoute } from '../support/page';
import { sampleBaseURL } from '../support/owners';

// The gallery is the template's tool: the sample's build has it, an owner's (the complete test owner's) does not.
test.use({ baseURL: sampleBaseURL });

// The gallery's pictures and audits run at every breakpoint in visual-tests/visual/tokens.spec.ts.
test.describe('Design-token gallery (#/tokens)', () => {
  test('shows each palette value and each contrast ratio computed from tokens.ts, in both themes side by side', async ({
    page,
  }) => {
    await gotoRoute(page, '/tokens');
    const palettePart = page.getByRole('region', { name: 'Palette' });
    for (const theme of themeNames) {
      const p = palettes[theme];
      for (const value of Object.values(p)) await expect(palettePart).toContainText(`${theme} ${value}`);
      for (const { fg, bg } of contrastPairs) {
        await expect(palettePart).toContainText(`${formatRatio(contrastRatio(p[fg], p[bg]))} ${theme}`);
      }
      // Each chip is drawn in its own theme's colours, whatever the page's theme.
      const primaryChip = palettePart
        .getByText(`${theme} ${p.primary}`)
        .first()
        .locator('xpath=preceding-sibling::div[1]');
      await expect(primaryChip).toHaveCSS('background-color', rgb(p.primary));
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

test.describe('Author lists (the gallery’s specimens)', () => {
  test('marks read as words, the owner in bold under another spelling, a long list opened and closed from the keyboard', async ({
    page,
  }) => {
    await gotoRoute(page, '/tokens');
    const part = page.getByRole('region', { name: 'Author list' });
    const [short, long] = [part.locator('p').nth(1), part.locator('p').nth(2)];
    // A screen reader hears what each mark means; the eye sees the mark.
    // (The marks are hidden from assistive technology; the dagger, which the site's faces lack, is drawn.)
    await expect(short).toHaveText(
      'Second Author* (equal contribution), S. Author* (equal contribution), and Third Author (senior author)',
    );
    await expect(short.locator('sup[aria-hidden="true"]')).toHaveText(['*', '*', '']);
    await expect(short.locator('sup svg')).toHaveCount(1);
    await expect(short.locator('strong')).toHaveText('S. Author');
    // The owner's words for the dagger (the specimen owner's `authorMarks`), the default for the asterisk.
    await expect(part.locator('p').last()).toHaveText('* Equal contribution ·  Senior author');

    // 24 names: the first five, the owner (17th, written family first) after an ellipsis, and 18 more, joined
    // as English joins a list (Intl.ListFormat).
    await expect(long.locator('strong')).toHaveText('Author, Sample');
    await expect(long).toContainText('Coauthor E. Name, …, Author, Sample, and 18 more');
    await expect(long).not.toContainText('Coauthor F. Name');
    const more = long.getByRole('button', { name: '18 more authors' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('Enter');
    const fewer = long.getByRole('button', { name: 'show fewer' });
    await expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await expect(fewer).toBeFocused();
    await expect(long).toContainText('Coauthor F. Name');
    await expect(long).toContainText('Coauthor X. Name');
    await expect(long).not.toContainText('…');
    await page.keyboard.press('Space');
    await expect(long.getByRole('button', { name: '18 more authors' })).toBeFocused();
    await expect(long).not.toContainText('Coauthor F. Name');
  });
});
