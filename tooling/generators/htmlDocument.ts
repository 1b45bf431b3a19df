import { defaultTreeAdapter as tree, parse, parseFragment, serialize, type DefaultTreeAdapterTypes } from 'parse5';

/**
 * The few DOM operations the build performs on HTML, over parse5's spec-conformant tree: finding
 * elements by a test, reading and writing attributes, inserting markup and text.
 */
export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Node = DefaultTreeAdapterTypes.ChildNode;

export { parse as parseHtml, parseFragment as parseHtmlFragment, serialize as serializeHtml };

/** Every element below `node` in document order, the contents of <template>s included. */
export function* elements(node: ParentNode): Generator<Element> {
  for (const child of node.childNodes) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elements('content' in child ? child.content : child);
  }
}

/** Matches an element by tag name and attribute values (`true`: present, whatever its value). */
export function matches(el: Element, tagName: string, attrs: Record<string, string | true> = {}): boolean {
  return (
    el.tagName === tagName &&
    Object.entries(attrs).every(([name, value]) => (value === true ? hasAttr(el, name) : getAttr(el, name) === value))
  );
}

export function findAll(node: ParentNode, tagName: string, attrs?: Record<string, string | true>): Element[] {
  return [...elements(node)].filter((el) => matches(el, tagName, attrs));
}

/** The one element that matches; `what` names it in the error when there is none or more than one. */
export function findOne(node: ParentNode, what: string, tagName: string, attrs?: Record<string, string | true>) {
  const found = findAll(node, tagName, attrs);
  if (found.length !== 1) throw new Error(`expected one ${what}, found ${found.length}`);
  return found[0]!;
}

export const hasAttr = (el: Element, name: string) => el.attrs.some((a) => a.name === name);
export const getAttr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

export function setAttr(el: Element, name: string, value: string) {
  const attr = el.attrs.find((a) => a.name === name);
  if (attr) attr.value = value;
  else el.attrs.push({ name, value });
}

/** The element's text (a <script>'s or a <style>'s source). */
export const textOf = (el: Element) => el.childNodes.map((n) => (tree.isTextNode(n) ? n.value : '')).join('');

/** Parses `html` and inserts its nodes into `parent`, before `before` or at the end. */
export function insertHtml(parent: ParentNode, html: string, before?: Node) {
  const nodes = parseFragment(html).childNodes;
  for (const node of nodes) {
    if (before) tree.insertBefore(parent, node, before);
    else tree.appendChild(parent, node);
  }
}

/** Replaces `el` with the nodes parsed from `html`. */
export function replaceWithHtml(el: Element, html: string) {
  insertHtml(el.parentNode!, html, el);
  tree.detachNode(el);
}

/** Removes `el`, and the line break and indentation before it. */
export function removeElement(el: Element) {
  const siblings = el.parentNode!.childNodes;
  const before = siblings[siblings.indexOf(el) - 1];
  if (before && tree.isTextNode(before) && !before.value.trim()) tree.detachNode(before);
  tree.detachNode(el);
}

/** The element right after `el` among its parent's children (text and comments skipped), if any. */
export function nextNode(el: Element): Node | undefined {
  const siblings = el.parentNode!.childNodes;
  return siblings[siblings.indexOf(el) + 1];
}
