import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { themeNames, type ThemeName } from '../../src/styles/tokens';

/** The axe-core that @axe-core/playwright itself injects (its own dependency, found from it). */
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const axeSource = readFileSync(fromBuilder.resolve('axe-core/axe.min.js'), 'utf8');
export const axeVersion = (fromBuilder('axe-core/package.json') as { version: string }).version;

/**
 * A builder for a page with no frames, with axe-core put into the page once per document. AxeBuilder
 * injects its 560 KB source before every audit (about half a second each), and a page here is audited
 * two to four times (both themes, each state); given an empty `axeSource` it uses the copy already on
 * the page. The version check fails loudly if the page's axe is ever not the builder's.
 */
async function builderWithAxeOnPage(page: Page) {
  const onPage = await page.evaluate(() => (window as { axe?: { version: string } }).axe?.version);
  if (!onPage) await page.evaluate(axeSource);
  else expect(onPage, 'the axe-core on the page').toBe(axeVersion);
  return new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true);
}

/** The WCAG levels every route and state is audited against. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose outcome depends on colours. The site's themes are CSS alone (src/styles/theme.css.ts, from
 * the system setting or data-theme): colours, shadows, and the logos' tint and inset, none of which adds,
 * removes or moves an element or a name; inEachTheme in settle.ts checks the markup is the same in each. So a
 * page audited whole in the first theme needs only these in the others: on About, 0.5 s instead of 0.9 s.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];
// Both are in axeTags (wcag2aa, wcag2a): the colour-only audit is a subset of the full one, not more.

export interface AxeAudit {
  /** A CSS selector: audit that part of the page only. */
  include?: string;
  /** Said with any violation: where and in what state. */
  message?: string;
  /** The theme the page shows, in inEachTheme: after the first, whose audit was whole, colour rules only. */
  theme?: ThemeName;
  /** The viewport's width, said with a violation or a timeout. */
  width?: number;
  /** How long the audit may take (ms) before it fails as a timeout, naming page, theme and width. */
  timeout?: number;
}

/** Default: several times the slowest audit seen (#/publications with 51 papers, 7 s on a busy 2-core machine). */
export const axeTimeout = 45_000;

/** Fails with `axe on <where> timed out after N s` when `work` takes longer than `ms`: a timeout, never a violation. */
async function withinTime<T>(work: Promise<T>, ms: number, where: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`axe on ${where} timed out after ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs axe on the page (or a part of it) and expects no violation. No rule is
 * disabled; if one ever must be, disable it here with the reason beside it.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, message, theme, width, timeout = axeTimeout }: AxeAudit = {},
) {
  const state = [theme, width && `${width} px`].filter(Boolean).join(', ');
  const audit = async () => {
    // With no frame to gather results from, axe.run in the page itself (legacy mode) finds the same as the
    // default mode, which opens and injects a second, blank page to merge per-frame results.
    let builder = page.frames().length === 1 ? await builderWithAxeOnPage(page) : new AxeBuilder({ page });
    // Only violations are read: axe then keeps one node per passing rule instead of all of them (the same
    // violations; #/publications with 51 papers: 1.3 s instead of 2.7 s). Set before the rules: options() replaces runOnly.
    builder = builder.options({ resultTypes: ['violations'] });
    builder = theme && theme !== themeNames[0] ? builder.withRules(colourRules) : builder.withTags(axeTags);
    if (include) builder = builder.include(include);
    return builder.analyze();
  };
  const where = `${message ?? include ?? 'the page'}${state ? ` (${state})` : ''}`;
  const { violations } = await withinTime(audit(), timeout, where);
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

/**
 * Audits one element of the page (and what it contains), for a state that
 * changes only that element; the route's own test audits the whole page.
 */
export async function expectNoAxeViolationsWithin(target: Locator, theme?: ThemeName) {
  const marker = 'data-axe-scope';
  await target.evaluate((el, attr) => el.setAttribute(attr, ''), marker);
  try {
    await expectNoAxeViolations(target.page(), { include: `[${marker}]`, theme });
  } finally {
    await target.evaluate((el, attr) => el.removeAttribute(attr), marker);
  }
}
