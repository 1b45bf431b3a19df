/**
 * The first load's contract: everything the build (tooling/plugins/prerender.ts, indexHtml.ts) writes
 * into index.html for the inline scripts and the app to read, in one place. Free of the DOM, so the
 * build's Node code and the tests import it too.
 *
 * - `<script data-entry … >` in <head>: the boot script, reading `BootData` from its own data attributes;
 * - `<style data-web-fonts media="not all">`: the web fonts' rules, which the swap script adds after the first paint
 *   (src/boot/appStart.ts; the boot script at once for a visitor who has had them);
 * - `<script type="text/html" data-page="home">`: Home's prerendered page as text, after #root, in the
 *   response's first 14 KB; every other page's markup is a file of its own (`BootData.pageFiles` + `about.js`,
 *   `pageFileText`), a script: the boot script adds the opened page's from <head> on a deep link, holding the first
 *   paint until it is in; the swap script every other one when the app starts;
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
  /** JSON: per route, the first <source> of the picture its first paint waits for. */
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
}

/** The one page whose markup index.html holds (in the first 14 KB of the response); the others are page files. */
export const documentPage = 'home';

/** Route → prerendered markup: what the swap script has of the pages, on `window`, for the app. */
export type PrerenderedPages = Record<string, string>;
export const pagesKey = 'prerenderedPages';

/** A page file's name in `BootData.pageFiles`. */
export const pageFileName = (route: string) => `${route}.js`;

/**
 * A page file: its markup as a script that adds it to `window.prerenderedPages` (a script, not JSON, so that
 * it can hold the first paint: `blocking="render"`). Plain ES5, as no bundler sees it. An entry's page sets its
 * own title too: only the boot script asks for its file, on a deep link to it, before the app runs.
 */
export const pageFileText = (route: string, markup: string, title?: string) =>
  `(self.${pagesKey}=self.${pagesKey}||{})[${JSON.stringify(route)}]=${JSON.stringify(markup)};\n` +
  (title === undefined ? '' : `document.title=${JSON.stringify(title)};\n`);

/** The markup a page file holds (`pageFileText`), for the build's checks and the tests; undefined if it is not one. */
export function pageFileMarkup(text: string): string | undefined {
  const value = /^\(self\.\w+=self\.\w+\|\|\{\}\)\["[\w/-]*"\]=("[^\n]*");\n(?:document\.title="[^\n]*";\n)?$/.exec(
    text,
  )?.[1];
  return value === undefined ? undefined : (JSON.parse(value) as string);
}

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
