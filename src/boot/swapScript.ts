/**
 * Runs inline as the last element of <body> (bundled, minified and hashed into the
 * Content-Security-Policy by the build). A `<link rel="expect" blocking="render">` in <head> holds
 * the first frame until it is parsed, and the opened route's page goes into #root in that frame,
 * before its style and layout: one task parses, lays out and paints the page, no frame shows the
 * layout without it, and a deep link never shows, downloads or parses another page.
 *
 * Home's page is in the document (a data block, in the response's first 14 KB); every other page is
 * a file of its own, a script that the boot script adds from <head> (src/boot/bootScript.ts): on a deep
 * link it has run before the first frame, which it holds; a browser that does not hold it gets the page
 * when the file has run. Then it starts the app when due (src/boot/appStart.ts), which adds the other pages' files.
 */
import { readAddress } from '../content/address';
import { startAppWhenDue } from './appStart';
import { pagesKey, pageType, prerenderedAttribute, type PrerenderedPages } from './scriptData';

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
// A browser that does not hold the first paint for the opened page's file shows the page once the file has run.
document.querySelector('script[blocking]')?.addEventListener('load', swapInPage);
startAppWhenDue(pages);
