import type { Root as HastRoot } from 'hast';
import type { Nodes, PhrasingContent, Root } from 'mdast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { fitPictures, onFittedPictures } from '../pictures/bodyPictures.ts';
import { hasScheme } from '../checks/contentRules.ts';
import { externalLinksInNewTab, footnoteLinksOn, markdownSchema, textOf } from './markdownHtml.ts';

export { markdownSchema } from './markdownHtml.ts';

/**
 * The one Markdown of the site, for every prose field (a news item's line and body, a project's body, a talk's
 * abstract, a course's description, the intro): CommonMark with GitHub's autolinks, tables, lists,
 * strikethrough and pictures from public/, made HTML at build time, never in the browser. Three outputs of one
 * parse: a block (`bodyOf`), a one-liner with no wrapping <p> (`lineOf`), and its words (`text`, `plainText`).
 */
export type MarkdownMode = 'block' | 'inline';

export interface RenderedMarkdown {
  html: string;
  /** The words alone, a line per block: for feeds, meta descriptions, llms.txt, resume.json. */
  text: string;
  /** Every link's address as written (autolinks included): the build checks each like any other link. */
  links: string[];
  /** Every picture's file as written (in public/): the build checks it and makes it to fit. */
  pictures: string[];
  /** What the field holds that the site refuses, in a few words each (raw HTML, a picture from elsewhere). */
  refused: string[];
  /** The HTML as a tree (for a headline's words). */
  tree: HastRoot;
  /** Whether it holds a footnote, whose links name the page it is shown on. */
  footnotes?: boolean;
}

const parser = unified().use(remarkParse).use(remarkGfm);
const toHast = unified()
  .use(remarkRehype)
  .use(rehypeSanitize, markdownSchema)
  .use(externalLinksInNewTab)
  .use(fitPictures);
// `&amp;` and `&lt;`, as React and the feeds write them (a feed's absolute links read `&amp;` back).
const toHtml = unified().use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

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

const parse = (source: string) => parser.runSync(parser.parse(source)) as Root;
const onlyParagraphs = (tree: Root) => tree.children.every((block) => block.type === 'paragraph');

/**
 * One line read as the words it is: a mark that would open a block at its start (`1999. We moved`, `# 1`,
 * `- x`, `> y`, `<div>`) is escaped, so the line stays a line. Anchored, no nested quantifier.
 */
const blockStart = /^(?:\d{1,9}(?=[.)])|(?=[#>+\-*_~`<]))/;
const asLine = (source: string) => source.replace(blockStart, (lead) => `${lead}\\`);

/** A one-liner's tree: its paragraphs' words in one run; any other block is refused by name. */
function lineTree(source: string, refused: string[]): Root {
  const line = source.trim();
  let tree = parse(line);
  if (!onlyParagraphs(tree)) tree = parse(asLine(line));
  const words: PhrasingContent[] = [];
  for (const block of tree.children) {
    if (block.type !== 'paragraph') refused.push(`a ${block.type} in a one-line text (write it in the body)`);
    else words.push(...(words.length ? [{ type: 'text' as const, value: ' ' }] : []), ...block.children);
  }
  return { type: 'root', children: [{ type: 'paragraph', children: words }] };
}

/** What the field links to and shows, and what it holds that the site refuses. */
function inspect(tree: Root, mode: MarkdownMode, refused: string[]) {
  const links: string[] = [];
  const pictures: string[] = [];
  walk(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') links.push(node.url);
    else if (node.type === 'html') {
      // A one-liner's HTML is its text, as written (it always read so); a body's is refused and left out.
      if (mode === 'inline') return Object.assign(node, { type: 'text' });
      // A closing tag is named with its opening one.
      const tag = /^<\/?([a-z][\w-]*)/i.exec(node.value.trim())?.[1];
      if (!node.value.trim().startsWith('</'))
        refused.push(`raw HTML ${tag ? `<${tag}>` : `"${node.value.trim().slice(0, 20)}"`} (write it in Markdown)`);
    } else if (node.type === 'image') {
      if (mode === 'inline') refused.push(`picture ${node.url} in a one-line text (show it in the body)`);
      else if (hasScheme(node.url) || node.url.startsWith('//'))
        refused.push(`picture ${node.url} (a picture is shown from public/: put the file there and name its path)`);
      else if (!node.alt?.trim()) refused.push(`picture ${node.url} has no alt text (write what it shows in ![…])`);
      else pictures.push(node.url);
    } else if (node.type === 'imageReference')
      refused.push(`picture "${node.alt ?? ''}" written by reference (write it as ![what it shows](path))`);
  });
  return { links, pictures };
}

/**
 * Brackets and emphasis marks past which one field is not parsed: the parser resolves links, footnote calls and
 * emphasis by looking back over every earlier mark, so its time grows with their square (200 KB of `[*_]` takes
 * a minute). A real body holds tens; such a field is refused by name and kept as its text.
 */
export const markLimit = 2_000;

function tooManyMarks(source: string): string | undefined {
  let brackets = 0;
  let emphasis = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    if (c === 91 || c === 93)
      brackets++; // [ ]
    else if (c === 42 || c === 95) emphasis++; // * _
  }
  if (brackets > markLimit)
    return `${brackets} brackets [ ] in one field (at most ${markLimit}: split it, or write them as text)`;
  if (emphasis > markLimit)
    return `${emphasis} emphasis marks * _ in one field (at most ${markLimit}: split it, or write them as text)`;
  return undefined;
}

/** A field too marked to parse, shown as the words it is (and refused, so the check names it). */
function asText(source: string, problem: string, mode: MarkdownMode): RenderedMarkdown {
  const words = { type: 'text' as const, value: source };
  const tree: HastRoot = {
    type: 'root',
    children: mode === 'inline' ? [words] : [{ type: 'element', tagName: 'p', properties: {}, children: [words] }],
  };
  return { html: toHtml.stringify(tree) as string, text: source, links: [], pictures: [], refused: [problem], tree };
}

/** A field as HTML, its words, and what it holds; `page`, the page a body is shown on, which its footnotes name. */
export function renderMarkdown(source: string, mode: MarkdownMode = 'block', page?: string): RenderedMarkdown {
  const marked = tooManyMarks(source);
  if (marked) return asText(source, marked, mode);
  const refused: string[] = [];
  const tree = mode === 'inline' ? lineTree(source, refused) : parse(source);
  const { links, pictures } = inspect(tree, mode, refused);
  if (mode === 'block') outlined(tree);
  const hast = toHast.runSync(tree) as HastRoot;
  // A one-liner's one paragraph gives its words alone: the page puts them in its own element.
  const [line] = hast.children;
  if (mode === 'inline' && line?.type === 'element') hast.children = line.children;
  if (page) footnoteLinksOn(hast, page);
  const html = toHtml.stringify(hast) as string;
  const footnotes = tree.children.some((block) => block.type === 'footnoteDefinition');
  return { html, text: textOf(hast), links, pictures, refused: [...new Set(refused)], tree: hast, footnotes };
}

/** Each field rendered once per build (the check, the modules and the feeds all ask for it). */
const rendered = new Map<string, RenderedMarkdown>();
// Fields rendered before the pictures were made name them as written: those with a picture are rendered again
// once they are made; the others stay as they are (a long body is not parsed twice).
onFittedPictures(() => {
  for (const [key, done] of rendered) if (done.pictures.length > 0) rendered.delete(key);
});
function cached(source: string, mode: MarkdownMode, page = ''): RenderedMarkdown {
  const key = `${mode}:${source}`;
  let done = rendered.get(key);
  if (!done) rendered.set(key, (done = renderMarkdown(source, mode)));
  if (!page || !done.footnotes) return done;
  // On its own page a body's footnote links name the page: the same parse, its tree copied and addressed.
  const tree = structuredClone(done.tree);
  footnoteLinksOn(tree, page);
  return { ...done, tree, html: toHtml.stringify(tree) as string };
}

/** A body, an abstract, a description: blocks; on its own `page` (`news/<id>.html`), its footnotes name it. */
export const bodyOf = (source: string, page?: string) => cached(source, 'block', page);
/** A one-liner (a news item's text): the same Markdown, no wrapping <p>, no block. */
export const lineOf = (source: string) => cached(source, 'inline');

/** Markdown's words alone (a link its words, emphasis its text), one space between blocks: for plain-text places. */
export const plainText = (source: string) => bodyOf(source).text.replace(/\s+/g, ' ').trim();

/** A paragraph of the intro as Home shows it: one paragraph as a line (`inline`), or its blocks (a list). */
export interface IntroParagraph {
  html: string;
  inline: boolean;
}

/** Whether a field is one paragraph (Home shows such an intro paragraph as a line): its parse alone. */
export function isOneParagraph(source: string): boolean {
  if (tooManyMarks(source)) return false;
  const tree = parse(source);
  return tree.children.length === 1 && tree.children[0]!.type === 'paragraph';
}

export const introParagraph = (source: string): IntroParagraph =>
  isOneParagraph(source) ? { html: lineOf(source).html, inline: true } : { html: bodyOf(source).html, inline: false };
