import { expect, test } from '@playwright/test';
import { gotoRoute } from '../support/page';

/*
 * A title of one long word (a project named for its web address) breaks on a 320 px phone rather than
 * widen the page, in the app and without it (the complete test owner's handover-timer project).
 */

test.use({ viewport: { width: 320, height: 640 } });

const overflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

test('a project page whose title is one long word is no wider than the phone, in the app and without it', async ({
  page,
}) => {
  await gotoRoute(page, '/projects/handover-timer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HandoverTimerForCollaborativeRobots.org');
  expect(await page.evaluate(overflow)).toBe(0);
  await page.goto('./projects/handover-timer.html');
  expect(await page.evaluate(overflow)).toBe(0);
  // Its card on the list too.
  await gotoRoute(page, '/projects');
  expect(await page.evaluate(overflow)).toBe(0);
});
