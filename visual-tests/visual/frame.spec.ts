import { expect, test } from '@playwright/test';
import { breakpoints } from '../../src/styles/tokens';
import { expectScreenshot } from '../support/screenshot';
import { gotoAndSettle, inEachTheme, themedName } from '../support/settle';

/*
 * The site's frame, captured once per width and theme: every route's baselines show its main alone
 * (routes.spec.ts), so a change to the header, the navigation or the footer changes these baselines and
 * the navigation's states, not every route's. No axe audit here: each route's test audits its whole
 * page, frame included.
 */
test('the frame: the header with the navigation (below sm the bottom bar), the footer, light and dark', async ({
  page,
}) => {
  await gotoAndSettle(page, '/home');
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo');
  // The navigation in its current state, on the page it names.
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  // Below sm the navigation leaves the header's box for the bar fixed to the viewport bottom.
  const small = page.viewportSize()!.width < breakpoints.sm;
  await inEachTheme(page, async (theme) => {
    await expectScreenshot(header, themedName('header', theme));
    if (small) await expectScreenshot(nav, themedName('bottom-bar', theme));
    // Scrolled into view, the footer lies under the bottom bar below sm: the bar is painted out.
    await expectScreenshot(footer, themedName('footer', theme), { hide: 'header:not(main *)' });
  });
});
