import { expect, type Page } from '@playwright/test';

/*
 * The table of contents as a visitor meets it, for the behaviour specs of any owner (its label is in the
 * site's language): the page's headings, the entry the scroll-spy's rule picks, a click on an entry.
 */

/** The table of contents' default: a heading under the top 50px of the window counts as visible. */
export const ROOT_MARGIN = 50;

export const tocNav = (page: Page, label = 'On this page') => page.getByRole('navigation', { name: label });
export const activeEntry = (page: Page, label?: string) => tocNav(page, label).locator('[aria-current="location"]');

/** The page's h2 and h3 headings in document order, outside any navigation. */
export async function pageHeadings(page: Page) {
  return page
    .getByRole('main')
    .evaluate((main) =>
      [...main.querySelectorAll('h2, h3')]
        .filter((h) => !h.closest('nav'))
        .map((h) => ({ id: h.id, text: h.textContent?.trim() ?? '', level: Number(h.tagName[1]) })),
    );
}

/** Scrolls the window without animation and returns once the position is applied. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

/**
 * The entry the table of contents' rule picks for the current scroll position, with
 * "visible" as an IntersectionObserver sees it (any part of the heading below
 * the 50px line and inside the window): at the bottom, the last heading; else
 * the first visible heading; else the last one scrolled past. Returns null when
 * a heading edge sits within 2px of the line (too close to call).
 */
export async function expectedActive(page: Page) {
  return page.getByRole('main').evaluate((main, margin) => {
    const headings = [...main.querySelectorAll<HTMLElement>('h2, h3')].filter((h) => !h.closest('nav'));
    const doc = document.documentElement;
    const text = (i: number) => headings[i]!.textContent!.trim();
    if (Math.ceil(window.scrollY + window.innerHeight) >= doc.scrollHeight - 1) {
      return { text: text(headings.length - 1), rule: 'bottom' };
    }
    const boxes = headings.map((h) => h.getBoundingClientRect());
    if (boxes.some((b) => Math.abs(b.top - margin) < 2 || Math.abs(b.bottom - margin) < 2)) return null;
    const visible = boxes.findIndex((b) => b.bottom > margin && b.top < window.innerHeight);
    if (visible >= 0) return { text: text(visible), rule: 'first visible' };
    const passed = boxes.filter((b) => b.bottom <= margin).length - 1;
    return { text: text(Math.max(passed, 0)), rule: 'last passed' };
  }, ROOT_MARGIN);
}

/**
 * Scrolls a short window (180px, so that some positions have no heading in view) down the page in steps and
 * expects, at each, exactly one current entry: the one the rule picks. Both rules must have been met.
 */
export async function expectScrollSpyFollowsRule(page: Page, label?: string) {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 180 });
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const rules = new Set<string>();
  for (let y = 0; y <= height; y += 149) {
    await scrollToY(page, y);
    let expected = await expectedActive(page);
    if (!expected) {
      await scrollToY(page, y + 7);
      expected = await expectedActive(page);
    }
    if (!expected) continue;
    rules.add(expected.rule);
    await expect(activeEntry(page, label), `at scrollY ${y} (${expected.rule})`).toHaveText(expected.text);
    await expect(activeEntry(page, label)).toHaveCount(1);
  }
  expect([...rules].sort()).toEqual(['first visible', 'last passed']);
}

/** Clicks a TOC link inside the page and records scrollY on the click and on each of the next frames. */
export async function clickAndTrackScroll(page: Page, href: string) {
  return page.evaluate(async (target) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('nav a')].find(
      (a) => a.getAttribute('href') === target,
    )!;
    const before = window.scrollY;
    link.click();
    const seen = [window.scrollY];
    for (let i = 0; i < 90; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      seen.push(window.scrollY);
    }
    return { before, seen };
  }, href);
}
