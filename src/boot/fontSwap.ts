/**
 * Adding the web fonts after the first paint without moving what is on screen. The fallback faces are matched to
 * each web font on average, not string by string: a title 0.7 % wider than in its fallback (a migrated site's first
 * publication), or a renderer that rounds every glyph's advance to a whole pixel (Chromium's headless shell, which
 * Lighthouse drives: the hinted fallback then sets 15 px text up to 10 % narrower), wraps a line differently and
 * moves everything after it (CLS). So the faces are added, the boxes on screen compared before and after in the same
 * task (no frame comes between: nothing moved is painted, nothing is counted), and taken out again if any moved; they
 * are then added when the visitor opens another page, whose layout is new anyway.
 */
import { readAddress } from '../content/address';

/** Each box's starting corner (top, inline start), by node. */
type Corners = Map<Node, readonly [number, number]>;

/**
 * A centred label 1.5 % narrower moves by a pixel or two. Chromium counts no layout shift for that (measured: a
 * move of 2.4 px counted nothing, one of 4 px did), and nobody sees it.
 */
const tolerance = 2;

/** The starting corner of every box and text run on screen (the Layout Instability API's starting point). */
function cornersOnScreen(root: Element): Corners {
  const rtl = getComputedStyle(root).direction === 'rtl';
  const corners: Corners = new Map();
  const range = document.createRange();
  const bottom = innerHeight;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE) range.selectNodeContents(node);
      const box = node.nodeType === Node.TEXT_NODE ? range : (node as Element);
      const r = box.getBoundingClientRect();
      // No box of its own (display: contents, collapsed white space, a visually hidden label): look inside.
      if (r.width * r.height <= 1) return NodeFilter.FILTER_SKIP;
      // Wholly off screen, and so is what it holds.
      if (r.top >= bottom || r.bottom <= 0) return NodeFilter.FILTER_REJECT;
      // Text or a link over two lines starts where its first line does.
      const first = box.getClientRects()[0] ?? r;
      corners.set(node, [first.top, rtl ? first.right : first.left]);
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  while (walker.nextNode());
  return corners;
}

function anyMoved(before: Corners, after: Corners) {
  if (before.size !== after.size) return true;
  for (const [node, [top, start]] of after) {
    const was = before.get(node);
    if (!was || Math.abs(was[0] - top) > tolerance || Math.abs(was[1] - start) > tolerance) return true;
  }
  return false;
}

/** Adds the faces now if nothing on screen moves, else with the next page the visitor opens. */
export function addFontsWithoutShift(faces: FontFace[]) {
  const add = () => faces.forEach((face) => document.fonts.add(face));
  const before = cornersOnScreen(document.body);
  add();
  if (!anyMoved(before, cornersOnScreen(document.body))) return;
  faces.forEach((face) => document.fonts.delete(face));
  const from = readAddress(location.hash).route;
  const leaves = (hash: string) => readAddress(hash).route !== from;
  const done = () => {
    removeEventListener('click', onClick, true);
    removeEventListener('popstate', onPopState);
    add();
  };
  // Capturing, before the router's own handler: the page is laid out once, with the new page, in the same frame.
  const onClick = (event: MouseEvent) => {
    const href = (event.target as Element | null)?.closest?.('a[href^="#/"]')?.getAttribute('href');
    const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (href && plain && leaves(href)) done();
  };
  const onPopState = () => leaves(location.hash) && done();
  addEventListener('click', onClick, true);
  addEventListener('popstate', onPopState);
}
