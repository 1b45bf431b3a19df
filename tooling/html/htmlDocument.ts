import {
  defaultTreeAdapter as tree,
  html,
  parse,
  parseFragment,
  serialize,
  type DefaultTreeAdapterTypes,
} from 'parse5';

/**
 * The few DOM operations the build performs on HTML, over parse5's spec-conformant tree: building elements,
 * finding them by a test, reading and writing attributes, inserting nodes. Every page and fragment the build
 * writes is a tree serialised by parse5, which escapes text and attribute values: no markup is pieced together.
 */
export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export type Node = DefaultTreeAdapterTypes.ChildNode;

export { parse as parseHtml, parseFragment as parseHtmlFragment, serialize as serializeHtml };

/** Attribute values as a tag descriptor gives them: `undefined` and `false` leave the attribute out, `true` writes it empty. */
export type Attributes = Record<string, string | boolean | undefined>;

/** An HTML element with its attributes and children (a string is a text node: parse5 escapes it, or writes a script's as is). */
export function element(tagName: string, attrs: Attributes = {}, children: Array<Node | string> = []): Element {
  const written = Object.entries(attrs).flatMap(([name, value]) =>
    value === undefined || value === false ? [] : [{ name, value: value === true ? '' : value }],
  );
  const el = tree.createElement(tagName, html.NS.HTML, written);
  append(el, children);
  return el;
}

/** Appends `children` to `parent` (strings as text), before `before` or at the end. */
export function append(parent: ParentNode, children: Array<Node | string>, before?: Node) {
  for (const child of children) {
    const node = typeof child === 'string' ? tree.createTextNode(child) : child;
    if (before) tree.insertBefore(parent, node, before);
    else tree.appendChild(parent, node);
  }
}

/** The nodes of `markup` (React's, or a tag descriptor's children) as a parser reads them inside `context`. */
export const parsedNodes = (markup: string, context?: Element): Node[] =>
  (context ? parseFragment(context, markup, {}) : parseFragment(markup)).childNodes;

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

/** Replaces `el` with `nodes`. */
export function replaceWith(el: Element, nodes: Array<Node | string>) {
  append(el.parentNode!, nodes, el);
  tree.detachNode(el);
}

/** Takes `el` out of the tree (a node moved elsewhere). */
export const detach = (node: Node) => tree.detachNode(node);

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
