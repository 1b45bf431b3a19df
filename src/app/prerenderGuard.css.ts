import { globalStyle } from '@vanilla-extract/css';

/*
 * index.html holds the prerendered pages (src/build/prerender.ts); #root starts
 * with the home page and an inline script swaps in the opened route's page. A
 * route with no prerendered page (an unknown address) keeps the home markup, and
 * it must not show while the app loads: hidden, not removed, so nothing moves
 * when the app takes over. Without JavaScript there is no data-route and the
 * home page stays readable.
 */
globalStyle('html[data-route]:not([data-route="home"]) #root[data-prerendered="home"] :is(main, footer, nav)', {
  visibility: 'hidden',
});
