import { createHash } from 'node:crypto';
import {
  append,
  element,
  findAll,
  findOne,
  getAttr,
  matches,
  nextNode,
  parseHtml,
  parseHtmlFragment,
  removeElement,
  replaceWith,
  serializeHtml,
  setAttr,
  textOf,
  type Element,
  type ParentNode,
} from '../html/htmlDocument.ts';
import { link as linkTag, tagElement } from './headTags.ts';
import { stylesheetParts } from './stylesheetParts.ts';
import { pageType, swapScriptId, webFontsAttribute, type Hero } from '../../src/boot/scriptData.ts';

/** What the prerender puts into Vite's index.html. */
export interface IndexHtmlParts {
  /** The prerendered routes the document holds (Home: the others are page files of their own) with React's markup. */
  pages: Array<{ name: string; markup: string }>;
  /** The home page as shown without JavaScript. */
  noscriptHome: string;
  /** The head's inline script, with the data attributes it reads. */
  bootScript: { code: string; data: Record<string, string> };
  /** The inline script at the end of <body> that shows the opened route's page. */
  swapScript: string;
  /** The app's entry chunk and its static imports, as Vite emitted them (relative to the output folder). */
  entryChunk: { file: string; imports: string[] };
  /**
   * The stylesheets inline in index.html (the entry's and Home's: tooling/generators/pageStyles.ts), by their file
   * (relative to the output folder); `css` is their text, minified, its url()s relative to the page.
   */
  styles: { files: string[]; css: string };
  /** Writes the print rules to a file of their own; returns its address from the page (`./assets/print-….css`). */
  printStylesheet: (css: string) => string;
  /** Where the site's images come from, as the policy's img-src names them: `'self'`, and `data:` when it uses one. */
  imageSources: string[];
}

/** The line break and indentation before each element the build adds, as Vite indents index.html. */
const indent = '\n    ';

export const cspHash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

/**
 * Per page, its largest picture, asked for from <head> with the page (src/boot/bootScript.ts): the image with
 * fetchpriority="high" (the one a page marks as its largest paint: Home's photo), else the first of its main that is
 * not lazy (the first card's picture on Projects and Publications), which the browser could otherwise ask for only
 * once the page's file has run. As React rendered it.
 */
export function heroes(pages: IndexHtmlParts['pages']) {
  const out: Record<string, Hero> = {};
  for (const { name, markup } of pages) {
    const images = findAll(parseHtmlFragment(markup), 'main').flatMap((main) => findAll(main, 'img'));
    const image =
      images.find((img) => getAttr(img, 'fetchpriority') === 'high') ??
      images.find((img) => getAttr(img, 'loading') !== 'lazy');
    if (!image) continue;
    const picture = image.parentNode as Element;
    const source = matches(picture, 'picture') ? findAll(picture, 'source')[0] : undefined;
    const [type, srcset, sizes] = source ? ['type', 'srcset', 'sizes'].map((a) => getAttr(source, a)) : [];
    const href = getAttr(image, 'src');
    if (type && srcset && sizes) out[name] = { type, srcset, sizes };
    else if (!source && href && !getAttr(image, 'srcset')) out[name] = { href };
  }
  return out;
}

/**
 * Vite's index.html made into a page that paints without JavaScript: the opened route's page from
 * its data block (the swap script), the home page in a <noscript>, the boot script early in <head>
 * (after the <title>, which it sets for the opened route),
 * Vite's own entry tags taken out (the boot script adds them when the page wants them), the
 * stylesheet inline, and the inline scripts and styles it inserted hashed into the
 * Content-Security-Policy, which allows nothing else inline (any other fails the build).
 *
 * The web fonts' @font-face rules wait in a <style media="not all">, from which the boot script adds
 * them after the first paint (at once for a visitor who has had them before): until then nothing but the
 * page itself is fetched, and the first paint is set in the metric-matched fallback faces, which
 * take the same room. Without JavaScript, a <noscript> copy of the same rules applies.
 */
export function assembleIndexHtml(html: string, parts: IndexHtmlParts): string {
  const doc = parseHtml(html);
  const fail = (message: string): never => {
    throw new Error(`prerender: index.html ${message}`);
  };
  const at = <T>(what: () => T) => {
    try {
      return what();
    } catch (error) {
      return fail((error as Error).message);
    }
  };

  const root = at(() => findOne(doc, 'root element', 'div', { id: 'root' }));
  if (root.childNodes.length) fail('has a #root that is not empty');
  // A <noscript>'s content is text to a browser that runs scripts: React's markup, kept as it is.
  append(root, [element('noscript', {}, [parts.noscriptHome])]);
  // Each page as text in a data block: the parser only looks for its end tag, so the pages the
  // visitor did not open cost no DOM; the swap script parses the opened one into #root.
  const dataBlocks = parts.pages.flatMap((p) => {
    if (/<\/?script/i.test(p.markup))
      fail(`page ${p.name} has a <script> in its markup, which a data block cannot hold`);
    return [indent, element('script', { type: pageType, 'data-page': p.name }, [p.markup])];
  });
  const swap = element('script', { id: swapScriptId }, [parts.swapScript]);
  append(root.parentNode!, [...dataBlocks, indent, swap], nextNode(root));

  for (const file of [parts.entryChunk.file, ...parts.entryChunk.imports]) {
    const href = `./${file}`;
    const tags = [...findAll(doc, 'script', { src: href }), ...findAll(doc, 'link', { href })];
    if (tags.length !== 1) fail(`has ${tags.length} tags for ${file}, expected one`);
    removeElement(tags[0]!);
  }

  const csp = at(() =>
    findOne(doc, 'Content-Security-Policy meta', 'meta', { 'http-equiv': 'Content-Security-Policy' }),
  );
  // Vite's links to the entry's stylesheets make way for the one inline <style> of the entry's and Home's rules.
  const links = findAll(doc, 'link', { rel: 'stylesheet' });
  if (!links.length) fail('links no stylesheet');
  for (const link of links) {
    const href = getAttr(link, 'href')?.match(/^\.\/(.+\.css)$/)?.[1] ?? fail(`links a stylesheet that is not local`);
    if (!parts.styles.files.includes(href)) fail(`links ${href}, which is not among the inline stylesheets`);
  }
  const { webFonts, print, rest } = stylesheetParts(parts.styles.css);
  replaceWith(links[0]!, [element('style', {}, [rest])]);
  links.slice(1).forEach(removeElement);
  // The print rules in a file the boot script links when it starts the app (a <noscript> copy without JavaScript).
  const printHref = print ? parts.printStylesheet(print) : undefined;
  const bootData = printHref ? { ...parts.bootScript.data, printStyles: printHref } : parts.bootScript.data;

  // After the CSP meta (a meta policy governs only what follows it): the web fonts' rules, then the
  // boot script, which adds them, after the page's <title>, which it sets.
  const fonts = [
    ...(webFonts
      ? [
          indent,
          element('style', { [webFontsAttribute]: '', media: 'not all' }, [webFonts]),
          element('noscript', {}, [element('style', {}, [webFonts])]),
        ]
      : []),
    ...(printHref
      ? [element('noscript', {}, [tagElement(linkTag({ rel: 'stylesheet', media: 'print', href: printHref }))])]
      : []),
  ];
  const title = findAll(doc, 'title')[0];
  const bootAfter = title && title.parentNode === csp.parentNode ? title : csp;
  const boot = element('script', dataAttributes(bootData), [parts.bootScript.code]);
  append(bootAfter.parentNode!, [indent, boot], nextNode(bootAfter));
  // The first paint waits for the swap script (src/boot/swapScript.ts): one frame parses, lays out
  // and paints the opened page, and none shows the layout without it.
  const holdPaint = tagElement(linkTag({ rel: 'expect', href: `#${swapScriptId}`, blocking: 'render' }));
  append(csp.parentNode!, [indent, holdPaint, ...fonts], nextNode(csp));

  const inserted = {
    script: [parts.bootScript.code, parts.swapScript],
    style: [webFonts, rest].filter(Boolean),
  };
  at(() => allowInline(csp, doc, inserted, parts.imageSources));
  return singleQuoted(serializeHtml(doc), ['data-titles', 'data-heroes']);
}

/**
 * The boot script's JSON attributes in single quotes, so that each `"` in them is one byte, not the six of `&quot;`
 * (12 B of the sample's gzipped index.html, whose first window is tight). A value holding a `'` keeps the serializer's.
 */
function singleQuoted(html: string, names: string[]): string {
  return html.replace(new RegExp(` (${names.join('|')})="([^"]*)"`, 'g'), (whole, name: string, value: string) =>
    value.includes("'") ? whole : ` ${name}='${value.replaceAll('&quot;', '"')}'`,
  );
}

/** `pageFiles` → `data-page-files`, which the browser's `dataset` reads back as `pageFiles`. */
const dataAttributes = (data: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(data).map(([name, value]) => [
      `data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    ]),
  );

const dataBlockTypes = ['application/json', 'application/ld+json', pageType];

/**
 * Adds the hash of each inline script and style the build inserted to the CSP's script-src and
 * style-src, and fails on any other (data blocks, JSON or pages, are not scripts): an inline script
 * that came from elsewhere (the owner's text, a plugin) must not become an allowed one.
 *
 * script-src is the two hashes and 'strict-dynamic', not 'self': the boot script adds the app's entry (and its
 * modulepreloads), which loads the rest, so no other script file, one dropped in public/ among them, may run.
 * img-src names exactly the sources the build found the site using.
 */
function allowInline(
  csp: Element,
  doc: ParentNode,
  inserted: Record<'script' | 'style', string[]>,
  imageSources: string[],
) {
  for (const tag of ['script', 'style'] as const) {
    for (const el of findAll(doc, tag)) {
      if (getAttr(el, 'src') || dataBlockTypes.includes(getAttr(el, 'type') ?? '')) continue;
      const source = textOf(el);
      if (!inserted[tag].includes(source))
        throw new Error(`has an inline <${tag}> the build did not insert: ${JSON.stringify(source.slice(0, 80))}`);
    }
  }
  const directives = (getAttr(csp, 'content') ?? '').split(';').map((d) => d.trim());
  const at = (name: string) => {
    const i = directives.findIndex((d) => d.split(/\s+/)[0] === name);
    if (i < 0) throw new Error(`the CSP meta has no ${name}`);
    return i;
  };
  const styles = at('style-src');
  const sources = new Set(directives[styles]!.split(/\s+/));
  directives[styles] = [...sources, ...inserted.style.map(cspHash).filter((h) => !sources.has(h))].join(' ');
  directives[at('script-src')] = ['script-src', ...new Set(inserted.script.map(cspHash)), "'strict-dynamic'"].join(' ');
  const images = directives.findIndex((d) => d.split(/\s+/)[0] === 'img-src');
  const imgSrc = ['img-src', ...imageSources].join(' ');
  if (images < 0) directives.push(imgSrc);
  else directives[images] = imgSrc;
  setAttr(csp, 'content', directives.join('; '));
}
