/**
 * What the build (tooling/plugins/prerender.ts) writes into the data attributes of index.html's two
 * inline scripts. Apart from the scripts, so the build's Node code can import it without the DOM.
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
}

/** The swap script's data attributes (src/boot/swapScript.ts). */
export interface SwapData {
  /** JSON: the document title per route (`about`), and for any other address under `*`. */
  titles: string;
}
