import { expect, test, type Locator, type Page } from '@playwright/test';
import { cjkBaseURL, rtlBaseURL } from '../support/owners';
import { gotoRoute } from '../support/page';
import {
  activeEntry,
  clickAndTrackScroll,
  expectScrollSpyFollowsRule,
  pageHeadings,
  ROOT_MARGIN,
  tocNav,
} from '../support/toc';

/*
 * The site in its owner's script: the Arabic owner's pages mirrored (the contents, their scroll-spy, the bottom
 * bar), and no page of either owner per script wider than a 320 px phone. The words are the owners' and the
 * Arabic catalogue's, as written there.
 */
const onThisPage = 'في هذه الصفحة';

/** The space left and right of the text exactly `words` inside `within`: where the words sit in its box. */
async function textGaps(within: Locator, words: string) {
  const box = (await within.boundingBox())!;
  const text = await within.evaluate((root, target) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeValue?.trim() !== target) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      if (r.width > 0) return { left: r.left, right: r.right };
    }
    return null;
  }, words);
  expect(text, words).not.toBeNull();
  return { left: text!.left - box.x, right: box.x + box.width - text!.right };
}

test.describe('The right-to-left owner: About’s contents (1280px)', () => {
  test.use({ baseURL: rtlBaseURL });

  test.beforeEach(async ({ page }) => {
    await gotoRoute(page, '/about');
  });

  test('the page is right to left, and the contents sit in a column at the inline end: left of the sections', async ({
    page,
  }) => {
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nav = (await tocNav(page, onThisPage).boundingBox())!;
    const region = page.getByRole('region', { name: 'التعليم' });
    const section = (await region.boundingBox())!;
    expect(nav.x + nav.width).toBeLessThanOrEqual(section.x);
    // An entry's words start at the column's right edge, as a section's heading does at the section's.
    const entry = await textGaps(tocNav(page, onThisPage), 'الخبرة');
    expect(entry.right).toBeLessThan(entry.left);
    const heading = await textGaps(region, 'التعليم');
    expect(heading.right).toBeLessThan(heading.left);
  });

  test('the scroll-spy marks the section in view, by the same rule as left to right', async ({ page }) => {
    test.setTimeout(60_000);
    await expectScrollSpyFollowsRule(page, onThisPage);
  });

  test('clicking an entry scrolls to its heading and focuses it', async ({ page }) => {
    const target = (await pageHeadings(page)).find((h) => h.text === 'الخبرة')!;
    const { before, seen } = await clickAndTrackScroll(page, `#/about?section=${target.id}`);
    expect(seen.at(-1)!).toBeGreaterThan(before);
    const heading = page.locator(`[id="${target.id}"]`);
    await expect(heading).toBeFocused();
    const top = (await heading.boundingBox())!.y;
    expect(top).toBeGreaterThanOrEqual(ROOT_MARGIN);
    expect(top).toBeLessThan(120);
    await expect(activeEntry(page, onThisPage)).toHaveText('الخبرة');
  });
});

test.describe('The right-to-left owner on a phone (360px)', () => {
  test.use({ baseURL: rtlBaseURL, viewport: { width: 360, height: 740 } });

  test('the bottom bar reads from the right: Home at the right edge, each next link to the left of the last', async ({
    page,
  }) => {
    await gotoRoute(page, '/home');
    const links = page.getByRole('navigation', { name: 'الرئيسية', exact: true }).getByRole('link');
    await expect(links).toHaveText(['الرئيسية', 'نبذة', 'المشاريع', 'المنشورات', 'التواصل']);
    const boxes = await links.evaluateAll((els) => els.map((a) => a.getBoundingClientRect().toJSON() as DOMRect));
    expect(Math.round(boxes[0]!.right)).toBe(360);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.right).toBeLessThanOrEqual(boxes[i - 1]!.left + 1);
  });
});

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [owner, baseURL] of [
  ['right-to-left', rtlBaseURL],
  ['Chinese', cjkBaseURL],
] as const) {
  test.describe(`The ${owner} owner at 320px`, () => {
    test.use({ baseURL, viewport: { width: 320, height: 640 } });

    test('Home, About and Publications are no wider than the phone', async ({ page }) => {
      for (const route of ['/home', '/about', '/publications']) {
        await gotoRoute(page, route);
        expect(await overflow(page), route).toBe(0);
      }
    });
  });
}
