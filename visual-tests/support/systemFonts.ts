import { expect, type Page } from '@playwright/test';

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  contentDocument?: DomNode;
  shadowRoots?: DomNode[];
}

/** `main > article.card#x`-like label for a failure message. */
function describe(node: DomNode, path: string[]): string {
  const attr = (name: string) => {
    const a = node.attributes ?? [];
    const i = a.indexOf(name);
    return i >= 0 && i % 2 === 0 ? a[i + 1] : undefined;
  };
  const id = attr('id') ? `#${attr('id')}` : '';
  return [...path.slice(-3), `${node.nodeName.toLowerCase()}${id}`].join(' > ');
}

/**
 * Fails when any text on the page is drawn with a font the page did not bring
 * itself: a face from the machine (a system monospace, a fallback for a
 * character a subset lacks) would make a screenshot depend on which font
 * packages the machine happens to have. Chromium reports, per element, the
 * platform fonts its text runs used (DevTools protocol, CSS.getPlatformFontsForNode);
 * web fonts are "custom" fonts there. A site in a script the site's faces lack (Arabic, Chinese) reads in
 * the system's font for it: `fallback` names the one machine font its baselines were taken with (installed
 * by .ci/install-deps), and it must draw some of the page.
 */
export async function expectNoSystemFonts(page: Page, { fallback }: { fallback?: string } = {}) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const withText: Array<{ node: DomNode; label: string }> = [];
    const walk = (node: DomNode, path: string[]) => {
      if (node.nodeType === 1 && /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT|HEAD|TITLE)$/.test(node.nodeName)) return;
      const kids = [
        ...(node.children ?? []),
        ...(node.shadowRoots ?? []),
        ...(node.contentDocument ? [node.contentDocument] : []),
      ];
      if (node.nodeType === 1 && kids.some((k) => k.nodeType === 3 && k.nodeValue.trim() !== '')) {
        withText.push({ node, label: describe(node, path) });
      }
      const next = node.nodeType === 1 ? [...path, node.nodeName.toLowerCase()] : path;
      for (const kid of kids) walk(kid, next);
    };
    walk(root, []);
    expect(withText.length, 'elements with text on the page').toBeGreaterThan(0);
    let usedFallback = false;
    // One protocol round trip per element, all in flight at once.
    const reports = await Promise.all(
      withText.map(async ({ node, label }) => {
        const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })) as {
          fonts: Array<{ familyName: string; isCustomFont: boolean; glyphCount: number }>;
        };
        const system = fonts.filter((f) => !f.isCustomFont && f.glyphCount > 0 && f.familyName !== fallback);
        if (fallback && fonts.some((f) => f.familyName === fallback && f.glyphCount > 0)) usedFallback = true;
        return system.length > 0
          ? `${label}: ${system.map((f) => `${f.familyName} (${f.glyphCount} glyphs)`).join(', ')}`
          : null;
      }),
    );
    const offenders = reports.filter((r): r is string => r !== null);
    expect(offenders, 'text drawn in a font from the machine, not one the site ships').toEqual([]);
    if (fallback) expect(usedFallback, `the owner's script drawn in ${fallback}`).toBe(true);
  } finally {
    await cdp.detach();
  }
}
