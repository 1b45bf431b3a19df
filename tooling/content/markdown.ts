import type { Element, Root as HastRoot, RootContent } from 'hast';
import type { Nodes, Root } from 'mdast';
import rehypeSanitize, { type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { fitPictures, onFittedPictures } from './bodyPictures.ts';
import { hasScheme } from './contentRules.ts';

/**
 * Markdown as the content may hold it (a news item's body): CommonMark with GitHub's autolinks, tables,
 * lists, strikethrough and pictures from public/, turned into HTML at build time, never in the browser.
 */

/**
 * What the HTML may hold, and nothing else: text structure, lists, tables, quotes, code and links (with
 * their address only), pictures (a file in public/ with its alt text, made to fit: bodyPictures.ts). Raw
 * HTML never reaches it (refused by name first). A
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

export interface RenderedMarkdown {
  html: string;
  /** Every link's address as written (autolinks included): the build checks each like any other link. */
  links: string[];
  /** Every picture's file as written (in public/): the build checks it and makes it to fit. */
  pictures: string[];
  /** What the body holds that the site refuses, in a few words each (raw HTML, a picture from elsewhere). */
  refused: string[];
}

const parser = unified().use(remarkParse).use(remarkGfm);
/**
 * A link off the site opens in a new tab, as every other on the site does (LinkButton's externalLinkProps). A
 * protocol-relative address (`//host`, which the sanitizer reads as relative) leads off the site on the
 * visitor's scheme: its link is dropped, its text kept (the content check names it).
 */
function externalLinksInNewTab() {
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

const toHtml = unified()
  .use(remarkRehype)
  .use(rehypeSanitize, markdownSchema)
  .use(externalLinksInNewTab)
  .use(fitPictures)
  .use(rehypeStringify);

function walk(node: Nodes, visit: (node: Nodes) => void) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}

/**
 * The page's own heading is the h1: a body's headings start at h2 and skip no level, whatever levels the
 * owner wrote (`###` then `#####` read h2 then h3), as the outline of the page needs.
 */
function outlined(tree: Root) {
  const headings: Array<Extract<Nodes, { type: 'heading' }>> = [];
  walk(tree, (node) => {
    if (node.type === 'heading') headings.push(node);
  });
  const depths = [...new Set(headings.map((h) => h.depth))].sort((a, b) => a - b);
  for (const heading of headings)
    heading.depth = Math.min(depths.indexOf(heading.depth) + 2, 6) as typeof heading.depth;
}

/**
 * A body's footnote links made to name its page (`news/<id>.html#user-content-fn-1`): a bare `#…` would be a route
 * in the app (HashRouter) and, under the static pages' `<base href="../">`, the home page. On the static page the
 * link is the page itself; in the app ItemArticle scrolls to the footnote.
 */
export const footnotesOn = (html: string, page: string) =>
  html.replaceAll('href="#user-content-', `href="${page}#user-content-`);

/** A body rendered once per build (the check, the modules and the feeds all ask for it). */
const rendered = new Map<string, RenderedMarkdown>();
// Bodies rendered before the pictures were made name them as written: rendered again once they are.
onFittedPictures(() => rendered.clear());
export function bodyOf(source: string): RenderedMarkdown {
  let done = rendered.get(source);
  if (!done) rendered.set(source, (done = renderMarkdown(source)));
  return done;
}

export function renderMarkdown(source: string): RenderedMarkdown {
  const tree = parser.runSync(parser.parse(source)) as Root;
  const links: string[] = [];
  const refused: string[] = [];
  const pictures: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push(node.url);
    else if (node.type === 'html') {
      // A closing tag is named with its opening one.
      if (node.value.trim().startsWith('</')) return;
      const tag = /^<\/?([a-z][\w-]*)/i.exec(node.value.trim())?.[1];
      refused.push(`raw HTML ${tag ? `<${tag}>` : `"${node.value.trim().slice(0, 20)}"`} (write it in Markdown)`);
    } else if (node.type === 'image') {
      if (hasScheme(node.url) || node.url.startsWith('//'))
        refused.push(`picture ${node.url} (a picture is shown from public/: put the file there and name its path)`);
      else if (!node.alt?.trim()) refused.push(`picture ${node.url} has no alt text (write what it shows in ![…])`);
      else pictures.push(node.url);
    } else if (node.type === 'imageReference')
      refused.push(`picture "${node.alt ?? ''}" written by reference (write it as ![what it shows](path))`);
  });
  outlined(tree);
  const html = toHtml.stringify(toHtml.runSync(tree)) as string;
  return { html, links, pictures, refused: [...new Set(refused)] };
}

/** A paragraph of the intro as Home shows it: a paragraph's inner HTML (`inline`), or its block (a list). */
export interface IntroParagraph {
  html: string;
  inline: boolean;
}

export const introParagraph = (source: string): IntroParagraph => paragraphOf(bodyOf(source).html);

/** A paragraph's rendered HTML as Home shows it (the store renders it once). */
export function paragraphOf(html: string): IntroParagraph {
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1];
  return inner !== undefined && !inner.includes('<p>') ? { html: inner, inline: true } : { html, inline: false };
}

/** Markdown's words alone (a link its words, emphasis its text), one space between blocks: for plain-text places. */
export function plainText(source: string): string {
  const words: string[] = [];
  walk(parser.parse(source), (node) => {
    if (node.type === 'text' || node.type === 'inlineCode') words.push(node.value);
    else if (node.type === 'break' || node.type === 'paragraph' || node.type === 'listItem') words.push(' ');
  });
  return words.join('').replace(/\s+/g, ' ').trim();
}
