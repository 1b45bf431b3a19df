// `compare --html-trees`: pages compared as the trees a browser builds from them, so what only their writing
// changed (`<!doctype html>` for `<!DOCTYPE html>`, `&#x26;` for `&amp;`, `"` for `&quot;` in text) is no difference.
import { parse, parseFragment, serialize } from 'parse5';

const markup = { scriptingEnabled: false };
/** HTML as parse5 reads it and writes it again, `<noscript>` read as markup (the prerendered page). */
const fragment = (/** @type {string} */ html) => serialize(parseFragment(html, markup), markup);

/**
 * An HTML page as a tree, and the prerendered pages it carries as text (`<script type="text/html">`) too.
 * @param {string} html
 */
function asTree(html) {
  const doc = parse(html, markup);
  /** @param {import('parse5').DefaultTreeAdapterMap['parentNode']} node */
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (!('childNodes' in child)) continue;
      const text = child.childNodes[0];
      const isHtml =
        child.nodeName === 'script' && child.attrs.some((a) => a.name === 'type' && a.value === 'text/html');
      if (isHtml && text && 'value' in text) text.value = fragment(text.value);
      else walk(child);
    }
  };
  walk(doc);
  return serialize(doc, markup);
}

/** The prerendered pages' file (page → its HTML) with each page as a tree. */
function pagesAsTrees(/** @type {string} */ json) {
  try {
    const pages = JSON.parse(json);
    return JSON.stringify(
      Object.fromEntries(Object.entries(pages).map(([k, v]) => [k, typeof v === 'string' ? fragment(v) : v])),
    );
  } catch {
    return json;
  }
}

/** A file's text as the comparison reads it: with `htmlTrees`, pages as trees. */
export const comparable = (/** @type {string} */ p, /** @type {string} */ text, /** @type {boolean} */ htmlTrees) =>
  !htmlTrees
    ? text
    : p.endsWith('.html')
      ? asTree(text)
      : /^assets\/pages-\[hash\]\.json$/.test(p)
        ? pagesAsTrees(text)
        : text;
