/**
 * Runs inline at the end of <body> (bundled, minified and hashed into the Content-Security-Policy by
 * the build). A `<link rel="expect" blocking="render">` in <head> holds the first paint until this
 * script has been parsed, and the page goes into #root in that first frame, before its style and
 * layout: one task parses, lays out and paints the page, and no frame shows the layout without it.
 * So a deep link never shows, downloads or even parses another page's content. (The boot script
 * has given the document the page's title.)
 */
import { swapInPage } from './swapPage';

requestAnimationFrame(swapInPage);
