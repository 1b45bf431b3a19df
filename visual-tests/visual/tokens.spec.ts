import { expect, test, type Page } from '@playwright/test';
import { breakpoints, palette } from '../../src/styles/tokens';
import { ForcedStates } from '../support/forceState';
import { watchConsole } from '../support/page';
import { expectInEachTheme, mainRows } from '../support/screenshot';
import { gotoAndSettle, settle } from '../support/settle';
import { expectNoSystemFonts } from '../support/systemFonts';

/** `#4a6fa5` → `rgb(74, 111, 165)`, as getComputedStyle reports colours. */
const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

/**
 * Puts every specimen into its state: the ones marked data-force-state, the
 * nav item specimens named Hover and Focus, and the second and third entries
 * of the page's own table of contents (opened first where it is folded).
 */
async function forceSpecimenStates(page: Page) {
  const main = page.getByRole('main');
  const toc = main.getByRole('navigation', { name: 'On this page' });
  const toggle = toc.getByRole('button');
  if ((page.viewportSize()?.width ?? 0) < breakpoints.md) {
    // A click that does not move the pointer, then no focus left on the toggle.
    await toggle.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.blur();
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const forced = await ForcedStates.open(page);
  for (const marked of await main.locator('[data-force-state="hover"]').all()) {
    await forced.hover(marked.locator('xpath=self::a | self::button').or(marked.locator('article')).first());
  }
  for (const marked of await main.locator('[data-force-state="focus"]').all()) {
    await forced.keyboardFocus(marked.locator('xpath=self::a | self::button').or(marked.locator('a, button')).first());
  }
  const navSpecimens = main.getByRole('navigation', { name: 'Nav item specimens' });
  await forced.hover(navSpecimens.getByRole('link', { name: 'Hover' }));
  await forced.keyboardFocus(navSpecimens.getByRole('link', { name: 'Focus' }));
  const tocEntries = toc.getByRole('link');
  await expect(tocEntries.first()).toHaveAttribute('aria-current', 'location');
  await forced.hover(tocEntries.nth(1));
  await forced.keyboardFocus(tocEntries.nth(2));
  await settle(page);
  return forced;
}

test.describe('Design-token gallery (#/tokens)', () => {
  test(
    'every specimen in its state: main matches its baseline, the page has no axe violations',
    { tag: '@gallery' },
    async ({ page }) => {
      // The longest page, captured and audited twice (light and dark), with a font check of every element.
      test.setTimeout(120_000);
      const problems = watchConsole(page);
      await gotoAndSettle(page, '/tokens');
      await expectNoSystemFonts(page);
      await forceSpecimenStates(page);

      // The forced states are real: the hovered filled button takes its hover colour,
      // the hovered and the focused cards show their second image.
      const main = page.getByRole('main');
      const hoverButton = main.locator('a[data-force-state="hover"]').first();
      await expect(hoverButton).toHaveCSS('background-color', rgb(palette.primaryLight));
      for (const title of ['Card under the pointer', 'Card with keyboard focus inside']) {
        const card = main.getByRole('article', { name: title });
        await expect(card.getByRole('img', { includeHidden: true }).first()).toHaveCSS('visibility', 'hidden');
      }
      await expect(main.getByRole('article', { name: 'Card at rest' }).getByRole('img').first()).toBeVisible();

      await expectInEachTheme(page, 'tokens-main', { shown: main, ...mainRows });
      expect(problems).toEqual([]);
    },
  );
});
