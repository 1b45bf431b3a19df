/**
 * The first load's contract: everything the build (tooling/plugins/prerender.ts, indexHtml.ts) writes
 * into index.html for the inline scripts and the app to read, in one place. Free of the DOM, so the
 * build's Node code and the tests import it too.
 *
 * - `<script data-entry … >` in <head>: the boot script, reading `BootData` from its own data attributes;
 * - `<style data-web-fonts media="not all">`: the web fonts' rules, which the boot script adds after the first paint;
 * - `<script type="text/html" data-page="home">`: Home's prerendered page as text, after #root, in the
 *   response's first 14 KB; every other page's markup is in one JSON file (`BootData.pagesFile`, route → markup)
 *   that the swap script fetches (at once on a deep link, when the app starts on Home: `appStartEvent`);
 * - `window.prerenderedPages`: every page's markup the swap script has (route → markup), which the app shows at
 *   once on a navigation while the page's chunk loads;
 * - `<script id="page-swap">`, the last element of <body>: the swap script, which the first frame waits
 *   for and which parses the opened page into #root, marked `data-prerendered="about"` until the app takes over;
 * - localStorage `web-fonts`: a visitor who has had the web fonts (they are in the browser's cache).
 */

/** The boot script's data attributes (src/boot/bootScript.ts). */
export interface BootData {
  /** The app's entry module. */
  entry: string;
  /** The entry's static imports, space-separated. */
  preload: string;
  /** The prerendered routes, space-separated (`home about …`). */
  pages: string;
  /** JSON: per route, the first <source> of the picture its first paint waits for. */
  heroes: string;
  /** The latin files of the faces the pages set text in, space-separated: fetched before the web fonts are added. */
  fonts: string;
  /** JSON: the document title per route (`about`), and for any other address under `*`. */
  titles: string;
  /** The web app manifest, linked when the app starts (after the first paint, as nothing there needs it). */
  manifest: string;
  /** The JSON file of every prerendered page but the one in the document (`documentPage`): route → markup. */
  pagesFile: string;
  /** The stylesheet's print rules, linked when the app starts (out of the response's first 14 KiB). */
  printStyles?: string;
}

/** The one page whose markup index.html holds (in the first 14 KB of the response); the others are in `pagesFile`. */
export const documentPage = 'home';

/**
 * Dispatched on `window` by the boot script when it starts the app (after the first paint): the swap
 * script then fetches the pages file on Home, so nothing but Home's own requests come before its largest paint.
 */
export const appStartEvent = 'app-start';

/** Route → prerendered markup: what the swap script has of the pages, on `window`, for the app. */
export type PrerenderedPages = Record<string, string>;
export const pagesKey = 'prerenderedPages';

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
