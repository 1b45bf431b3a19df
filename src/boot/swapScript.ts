/**
 * Runs inline as the last element of <body> (bundled, minified and hashed into the
 * Content-Security-Policy by the build). A `<link rel="expect" blocking="render">` in <head> holds
 * the first frame until it is parsed, and the opened route's page goes into #root in that frame,
 * before its style and layout: one task parses, lays out and paints the page, no frame shows the
 * layout without it, and a deep link never shows, downloads or parses another page.
 *
 * Home's page is in the document (a data block, in the response's first 14 KB); every other page is
 * in one JSON file, which a deep link asks for here, once the document is in (a request from <head> would
 * take a second connection over HTTP/1.1 while the document is still arriving), and Home when the app
 * starts, so that a navigation shows the new page at once (src/app/PrerenderedMain.tsx).
 */
import { readAddress } from '../content/address';
import {
  appStartEvent,
  pagesKey,
  pageType,
  prerenderedAttribute,
  type BootData,
  type PrerenderedPages,
} from './scriptData';

const pages: PrerenderedPages = ((window as unknown as Record<string, PrerenderedPages>)[pagesKey] ??= {});
for (const block of document.querySelectorAll<HTMLScriptElement>(`script[type="${pageType}"][data-page]`)) {
  pages[block.dataset.page!] = block.text;
  block.remove();
}

/**
 * Parses the opened route's page into #root, where the app hydrates it. Only into #root as the
 * build wrote it (its <noscript> still there), so a second call, or a page file that comes after
 * the app has rendered, does nothing. A link to a section (`#/about?section=experience`) opens at
 * that heading, from the first paint.
 */
function swapInPage(): void {
  // The boot script has already made the address canonical (`#/about#skills` → `#/about?section=skills`).
  const { route, section, filtered } = readAddress(location.hash);
  const root = document.getElementById('root');
  const markup = pages[route];
  if (filtered || markup === undefined || !root?.querySelector(':scope > noscript')) return;
  // The build's own markup, rendered by React from the site's content (never a visitor's input).
  root.innerHTML = markup;
  root.setAttribute(prerenderedAttribute, route);

  const heading = section ? document.getElementById(section) : null;
  if (!heading) return;
  // Instant: smooth scrolling (when motion is welcome) would animate the first paint down to the heading.
  const jump = () => heading.scrollIntoView({ behavior: 'instant' });
  jump();
  // The first paint comes before the web fonts: once they are in (text above may wrap
  // differently), the heading goes back to the top unless the visitor scrolled.
  const y = scrollY;
  void document.fonts?.ready.then(() => scrollY === y && jump());
}

requestAnimationFrame(swapInPage);
// At load at the latest: a tab opened in the background runs no animation frames, and the app starts after load.
addEventListener('load', swapInPage);

const { pagesFile } = (document.querySelector('script[data-pages-file]') as HTMLScriptElement)
  .dataset as unknown as BootData;
const fetchPages = () =>
  fetch(pagesFile)
    .then((response) => response.json() as Promise<PrerenderedPages>)
    .then((more) => {
      Object.assign(pages, more);
      swapInPage();
    })
    // Without the file a deep link is rendered by the app, which starts at the latest 3 s after load.
    .catch(() => undefined);
// A deep link's page is in the file; on Home, it is fetched with the app, after the first paint (Lighthouse counts
// every request that ends before the largest paint into it, and over HTTP/1.1 this one would need a connection).
const opened = readAddress(location.hash);
// (An address the app renders at once, filtered or unknown, started the app before this script ran.)
if (opened.filtered || pages[opened.route] === undefined) void fetchPages();
else addEventListener(appStartEvent, fetchPages, { once: true });
