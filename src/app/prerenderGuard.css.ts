import { globalStyle } from '@vanilla-extract/css';

/*
 * index.html holds the prerendered home page (src/build/prerender.ts). When the
 * address asks for another route, the inline <head> script has set a different
 * data-route, and the home content must not show while that page's chunk
 * loads: hidden, not removed, so nothing moves when the app takes over. Without
 * JavaScript there is no data-route and the home page stays readable.
 */
globalStyle('html[data-route]:not([data-route="home"]) #root[data-prerendered] :is(main, footer, nav)', {
  visibility: 'hidden',
});
