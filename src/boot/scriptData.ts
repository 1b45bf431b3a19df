/**
 * What the build (tooling/plugins/prerender.ts) writes into the data attributes of index.html's boot
 * script. Apart from the scripts, so the build's Node code can import it without the DOM.
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
}

/** The localStorage key that marks a visitor who has had the web fonts (they are in the browser's cache). */
export const fontsSeenKey = 'web-fonts';

/** Marks index.html's <style media="not all"> of web-font @font-face rules, from which the boot script adds them. */
export const webFontsAttribute = 'data-web-fonts';

/** The type of index.html's data blocks that hold each prerendered page's markup (`<script type=… data-page="about">`). */
export const pageType = 'text/html';
