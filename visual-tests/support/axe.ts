import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The WCAG levels every route and state is audited against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page (or a part of it) and expects no violation. No rule is
 * disabled; if one ever must be, disable it here with the reason beside it.
 */
export async function expectNoAxeViolations(page: Page, include?: string, message?: string) {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  // With no frame to gather results from, axe.run in the page itself finds the same as the default mode, which
  // opens and injects a second, blank page to merge per-frame results: half the time per audit on this site.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary, message).toEqual([]);
}

/**
 * Audits one element of the page (and what it contains), for a state that
 * changes only that element; the route's own test audits the whole page.
 */
export async function expectNoAxeViolationsWithin(target: Locator) {
  const marker = 'data-axe-scope';
  await target.evaluate((el, attr) => el.setAttribute(attr, ''), marker);
  try {
    await expectNoAxeViolations(target.page(), `[${marker}]`);
  } finally {
    await target.evaluate((el, attr) => el.removeAttribute(attr), marker);
  }
}
