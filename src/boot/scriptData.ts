/**
 * The first load's contract: everything the build (tooling/plugins/prerender.ts, indexHtml.ts) writes
 * into index.html for the inline scripts and the app to read, in one place. Free of the DOM, so the
 * build's Node code and the tests import it too.
 *
 * - `<script data-entry … >` in <head>: the boot script, reading `BootData` from its own data attributes;
 * - `<style data-web-fonts media="not all">`: the web fonts' rules, which the swap script adds after the first paint
 *   (src/boot/appStart.ts; the boot script at once for a visitor who has had them);
 * - `<script type="text/html" data-page="home">`: Home's prerendered page as text, after #root, in the
 *   response's first 14 KB; every other page's stylesheets and markup are a file of its own (`BootData.pageFiles` +
 *   `about.js`, `pageFileText`), a script: the boot script adds the opened page's from <head> on a deep link, holding
 *   the first paint until it is in; the swap script every other one when the app starts;
 * - `<link rel="stylesheet" type="text/x-applied">`, added by the swap script for the inline ones (`appliedStyles`) and by
 *   each page file for its own: a stylesheet already applied, which no browser fetches and Vite's preload then links
 *   no second time (made by script: Firefox's speculative parser fetches such a link written in the HTML);
 * - `window.prerenderedPages`: every page's markup the swap script has (route → markup), which the app shows at
 *   once on a navigation while the page's chunk loads;
 * - `<script id="page-swap">`, the last element of <body>: the swap script, which the first frame waits
 *   for and which parses the opened page into #root, marked `data-prerendered="about"` until the app takes over,
 *   and starts the app when due;
 * - localStorage `web-fonts`: a visitor who has had the web fonts (they are in the browser's cache).
 */

/** The boot script's data attributes (src/boot/bootScript.ts). */
export interface BootData {
  /** The app's entry module. */
  entry: string;
  /** The entry's static imports, space-separated. */
  preload: string;
  /** The prerendered list pages, space-separated (`home about … news`): the app adds each one's file when it starts. */
  pages: string;
  /**
   * The entries' own pages that are page files too (`news/<page>.js` for `#/news/<page>`), as a pattern
   * (`itemPagePattern`); absent without any. Asked for on a deep link only, each carrying its own title
   * (`pageFileText`), so neither their names nor their titles are in index.html, which stays the same size however
   * many entries there are.
   */
  itemPages?: string;
  /** JSON: per route, its largest picture (`Hero`), asked for with the page (tooling/generators/indexHtml.ts `heroes`). */
  heroes: string;
  /** The latin files of the faces the pages set text in, space-separated: fetched before the web fonts are added. */
  fonts: string;
  /**
   * JSON: the document title per list page but Home (`about`; Home's is the document's <title>), and for any other
   * address but an entry's page under `*`.
   */
  titles: string;
  /** The web app manifest, linked when the app starts (after the first paint, as nothing there needs it). */
  manifest: string;
  /** The folder of the page files (`./assets/pages-<hash>/`), one script per prerendered page but `documentPage`. */
  pageFiles: string;
  /** The stylesheet's print rules, linked when the app starts (out of the response's first 14 KiB). */
  printStyles?: string;
  /** The stylesheets inline in index.html, space-separated: named to Vite's preload when the app starts (`appliedStyleType`). */
  appliedStyles: string;
}

/** The one page whose markup index.html holds (in the first 14 KB of the response); the others are page files. */
export const documentPage = 'home';

/** Route → prerendered markup: what the swap script has of the pages, on `window`, for the app. */
export type PrerenderedPages = Record<string, string>;
export const pagesKey = 'prerenderedPages';

/** A page's largest picture, as the boot script asks for it: a <picture>'s first source, or a plain image's file. */
export type Hero = { type: string; srcset: string; sizes: string } | { href: string };

/** A page file's name in `BootData.pageFiles`. */
export const pageFileName = (route: string) => `${route}.js`;

/** A page's stylesheet as its page file carries it: the CSS file Vite emitted, and its text, url()s from the page. */
export interface PageStyle {
  /** The file's address from the page (`./assets/About-….css`): the key that applies it once, whichever page brings it. */
  href: string;
  css: string;
}

/** `window.pageStyles`: the page stylesheets applied so far, by `PageStyle.href`. */
export const stylesKey = 'pageStyles';

/** The type of the `<link rel="stylesheet">` that tells Vite's preload a file is applied: no browser fetches it. */
export const appliedStyleType = 'text/x-applied';

/**
 * What a page file runs (plain ES5, as no bundler sees it): each of its stylesheets not yet applied becomes a
 * constructed sheet added to `document.adoptedStyleSheets` (after every sheet of the document, so a page's rules come
 * after the shared ones; the CSP's style-src does not govern it), with a `<link rel="stylesheet">` of a type no browser
 * fetches beside it, so that Vite's preload of the page's chunk links none of them again; a browser without
 * constructed sheets links the file itself. Then its markup into `window.prerenderedPages`, and an entry's page its
 * title (only the boot script asks for an entry's file, on a deep link to it, before the app runs).
 */
const pageFileRun =
  `(function(p){var w=self,d=document,s=w.${stylesKey}=w.${stylesKey}||{},i,c,l;` +
  `for(i=0;i<p.styles.length;i++){c=p.styles[i];if(s[c.href])continue;s[c.href]=1;` +
  `l=d.createElement("link");l.rel="stylesheet";l.href=c.href;` +
  `try{var x=new CSSStyleSheet();x.replaceSync(c.css);d.adoptedStyleSheets=d.adoptedStyleSheets.concat(x);l.type="${appliedStyleType}"}catch(e){}` +
  `d.head.appendChild(l)}` +
  `(w.${pagesKey}=w.${pagesKey}||{})[p.route]=p.markup;if(p.title!=null)d.title=p.title})(`;

/**
 * A page file: its stylesheets and its markup as a script that applies the one and adds the other to
 * `window.prerenderedPages` (a script, not JSON, so that it can hold the first paint: `blocking="render"`).
 */
export const pageFileText = (route: string, markup: string, styles: PageStyle[] = [], title?: string) =>
  `${pageFileRun}${JSON.stringify({ route, markup, styles, title })});\n`;

interface PageFileParts {
  route: string;
  markup: string;
  styles: PageStyle[];
  title?: string;
}

/** What a page file holds (`pageFileText`), for the build's checks and the tests; undefined if it is not one. */
export function pageFileParts(text: string): PageFileParts | undefined {
  if (!text.startsWith(pageFileRun) || !text.endsWith(');\n')) return undefined;
  return JSON.parse(text.slice(pageFileRun.length, -3)) as PageFileParts;
}

/** The markup a page file holds (`pageFileText`); undefined if it is not one. */
export const pageFileMarkup = (text: string) => pageFileParts(text)?.markup;

/**
 * `BootData.itemPages`: the addresses of the entries' pages that have page files, `<kind>/<page>` with a slug as
 * ids are, as a pattern (the fewest bytes for the boot script to read). Only such names: the file is a script the
 * policy trusts ('strict-dynamic'). Linear: a choice of fixed words, then one character class.
 */
export const itemPagePattern = (kinds: readonly string[]) => `^(?:${kinds.join('|')})/[\\w-]+$`;

/** The localStorage key that marks a visitor who has had the web fonts. */
export const fontsSeenKey = 'web-fonts';

/** Marks index.html's <style media="not all"> of web-font @font-face rules. */
export const webFontsAttribute = 'data-web-fonts';

/** The type of the data blocks that hold each prerendered page's markup. */
export const pageType = 'text/html';

/** The swap script's id, which the first paint waits for (`<link rel="expect" blocking="render">`). */
export const swapScriptId = 'page-swap';

/** On #root: the route whose prerendered page it holds, until the app has taken it over. */
export const prerenderedAttribute = 'data-prerendered';
