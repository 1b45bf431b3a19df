import { expect, test } from '@playwright/test';
import { gotoRoute } from '../support/page';

/*
 * The sample is the specification's site, exactly: its values are written out here as the
 * specification and the sample give them, never read from the code under test. What the sample must
 * not grow for (long lists, news, every optional field) is the complete test owner's (owners/complete).
 */

test.describe('The sample is the specification’s site', () => {
  test('the main navigation has the five labels, in order', async ({ page }) => {
    await gotoRoute(page, '/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'Projects', 'Publications', 'Contact']);
  });

  test('About has its five sections, in order', async ({ page }) => {
    await gotoRoute(page, '/about');
    await expect(page.getByRole('main').locator('section > h2')).toHaveText([
      'Education',
      'Publications',
      'Experience',
      'Awards and Guest Talks',
      'Skills',
    ]);
  });

  test('Projects has three current and four past projects', async ({ page }) => {
    await gotoRoute(page, '/projects');
    const section = (name: string) => page.getByRole('region', { name }).getByRole('article');
    await expect(section('Currently working on')).toHaveCount(3);
    await expect(section('Past projects and Invited Talks')).toHaveCount(4);
  });

  test('Publications has six entries: a poster, a conference paper, a journal article, two conference papers, one more conference paper', async ({
    page,
  }) => {
    await gotoRoute(page, '/publications');
    const entries = page.getByRole('main').getByRole('article');
    // The specification's order, top to bottom, as the page lists them (newest first).
    const inSpecOrder = [
      ['Poster', 'Too Early, Too Late: The Timing of Robot Explanations and Its Effect on Trust Repair'],
      ['Conference paper', 'Shift Work with Robots: How Warehouse Teams Negotiate Space with Mobile Robots'],
      ['Journal article', 'Legible by Design: A Review of Motion Legibility Measures in Human–Robot Interaction'],
      ['Conference paper', 'Asking Before Acting: Conversational Check-ins by an Assistive Robot in a Care Home'],
      ['Conference paper', 'Show, Then Move: Projected Intent Cues and Trust Calibration in Human–Robot Collaboration'],
      ['Conference paper', 'Where Is It Looking? Robot Gaze Cues for Object Handovers in Shared Workspaces'],
    ];
    await expect(entries).toHaveCount(6);
    await expect(entries.locator('h3')).toHaveText(inSpecOrder.map(([, title]) => title!));
    for (const [i, [kind]] of inSpecOrder.entries()) {
      await expect(entries.nth(i).getByText(kind!, { exact: true })).toBeVisible();
    }
  });
});
