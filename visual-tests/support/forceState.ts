import { expect, type CDPSession, type Locator, type Page } from '@playwright/test';

/**
 * Hover and keyboard focus belong to one element at a time, so a page cannot
 * show them on several specimens at once. Chromium's DevTools protocol can
 * force pseudo-classes on any number of elements (as the Styles panel's
 * ":hov" toggles do); the states last while the returned session is open.
 */
export class ForcedStates {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
    /** Asked for once: a second DOM.getDocument would renumber the nodes and drop the forced states. */
    private readonly rootId: number,
  ) {}

  private marker = 0;
  /** Forced classes by node, so that forcing one class on a node keeps those it already has. */
  private readonly forced = new Map<number, Set<string>>();

  static async open(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    return new ForcedStates(page, cdp, root.nodeId);
  }

  private async force(nodeId: number, classes: string[]) {
    const set = this.forced.get(nodeId) ?? new Set<string>();
    for (const c of classes) set.add(c);
    this.forced.set(nodeId, set);
    await this.cdp.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [...set] });
  }

  /** The protocol's node ids for an element and, when asked, each of its ancestors (nearest first). */
  private async nodeIds(target: Locator, withAncestors: boolean): Promise<number[]> {
    const prefix = `forced-${++this.marker}`;
    const count = await target.evaluate(
      (el, { prefix, withAncestors }) => {
        let n = 0;
        for (let node: Element | null = el; node; node = withAncestors ? node.parentElement : null) {
          node.setAttribute('data-forced-node', `${prefix}-${n++}`);
        }
        return n;
      },
      { prefix, withAncestors },
    );
    const ids: number[] = [];
    for (let n = 0; n < count; n++) {
      const { nodeId } = await this.cdp.send('DOM.querySelector', {
        nodeId: this.rootId,
        selector: `[data-forced-node="${prefix}-${n}"]`,
      });
      ids.push(nodeId);
    }
    // The markers were only needed to find the nodes; nothing styles them.
    await this.page.evaluate((prefix) => {
      for (const el of document.querySelectorAll(`[data-forced-node^="${prefix}-"]`))
        el.removeAttribute('data-forced-node');
    }, prefix);
    return ids;
  }

  /** :hover on the element, as when the pointer rests on it. */
  async hover(target: Locator) {
    await expect(target).toBeVisible();
    const [nodeId] = await this.nodeIds(target, false);
    await this.force(nodeId!, ['hover']);
  }

  /** :focus and :focus-visible on the element, :focus-within on it and every ancestor, as after a Tab. */
  async keyboardFocus(target: Locator) {
    await expect(target).toBeVisible();
    const [nodeId, ...ancestors] = await this.nodeIds(target, true);
    await this.force(nodeId!, ['focus', 'focus-visible', 'focus-within']);
    for (const id of ancestors) await this.force(id, ['focus-within']);
  }
}
