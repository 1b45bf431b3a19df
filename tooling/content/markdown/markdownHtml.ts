/* The HTML of every Markdown field, as a tree: what it may hold (one allowlist), its links, its footnotes, its words. */
import type { Element, Root as HastRoot, RootContent } from 'hast';
import type { Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * What the HTML of any Markdown field may hold, and nothing else: text structure, lists, tables, quotes, code and
 * links (with their address only), pictures (a file in public/ with its alt text, made to fit: bodyPictures.ts).
 * Raw HTML never reaches it (a body's is refused by name first; a one-liner's is its text, as written). A
 * table column's alignment (`:-:`) is left out: `align` is obsolete HTML, and the page's CSP allows no
 * inline style to say it instead.
 */
export const markdownSchema: SanitizeSchema = {
  tagNames:
    'p br hr h2 h3 h4 h5 h6 blockquote pre code em strong del a ul ol li table thead tbody tr th td sup section img'.split(
      ' ',
    ),
  // A GFM footnote's reference and its back-link point at each other by id (`user-content-fn-1`, already
  // prefixed by remark-rehype, so no id can clobber a page's own): both survive, as written.
  attributes: {
    a: ['href', ['id', /^user-content-fnref-/], 'dataFootnoteRef', 'dataFootnoteBackref', 'ariaLabel'],
    li: [['id', /^user-content-fn-/]],
    section: ['dataFootnotes'],
    ol: ['start'],
    img: ['src', 'alt'],
  },
  // http:// is published as written (the check warns once per host): a link loads nothing into the page. A
  // picture is a file in public/: one from elsewhere loses its address (bodyPictures.ts).
  protocols: { href: ['https', 'http', 'mailto'] },
  ancestors: { li: ['ul', 'ol'], tr: ['table'], th: ['table'], td: ['table'], thead: ['table'], tbody: ['table'] },
  strip: ['script', 'style'],
  clobberPrefix: '',
};

/**
 * A link off the site opens in a new tab, as every other on the site does (LinkButton's externalLinkProps). A
 * protocol-relative address (`//host`, which the sanitizer reads as relative) leads off the site on the
 * visitor's scheme: its link is dropped, its text kept (the content check names it).
 */
export function externalLinksInNewTab() {
  const visit = (node: HastRoot | RootContent) => {
    if (node.type === 'element') {
      const el = node as Element;
      const href = String(el.properties.href ?? '');
      if (el.tagName === 'a' && /^\s*[/\\]{2}/.test(href)) delete el.properties.href;
      else if (el.tagName === 'a' && /^https?:/i.test(href))
        Object.assign(el.properties, { target: '_blank', rel: ['noopener', 'noreferrer'] });
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  return (tree: HastRoot) => visit(tree);
}

/**
 * A body's footnote links made to name its page (`news/<id>.html#user-content-fn-1`): a bare `#…` would be a route
 * in the app (HashRouter) and, under the static pages' `<base href="../">`, the home page. On the static page the
 * link is the page itself; in the app ItemArticle scrolls to the footnote.
 */
export function footnoteLinksOn(tree: HastRoot | RootContent, page: string) {
  if (tree.type === 'element' && tree.tagName === 'a') {
    const href = String(tree.properties.href ?? '');
    if (href.startsWith('#user-content-')) tree.properties.href = `${page}${href}`;
  }
  if ('children' in tree) for (const child of tree.children) footnoteLinksOn(child, page);
}

/** Elements after which the plain text starts a new line. */
const blocks = new Set(['p', 'li', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'blockquote', 'pre']);

/** The words of the HTML the build made, a line per block, every character reference read (it is a tree). */
export function textOf(tree: HastRoot): string {
  const lines: string[] = [];
  const walk = (node: HastRoot | RootContent) => {
    if (node.type === 'text') lines.push(node.value);
    else if ('children' in node) {
      for (const child of node.children) walk(child);
      if (node.type === 'element' && blocks.has(node.tagName)) lines.push('\n');
    }
  };
  walk(tree);
  return lines
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
