/**
 * Runs inline as the last element of <body> (bundled, minified and hashed into the
 * Content-Security-Policy by the build). A `<link rel="expect" blocking="render">` in <head> holds
 * the first frame until it is parsed, and the opened route's page goes into #root in that frame,
 * before its style and layout: one task parses, lays out and paints the page, no frame shows the
 * layout without it, and a deep link never shows, downloads or parses another page.
 */
import { readAddress } from '../app/address';
import { pageType, prerenderedAttribute } from './scriptData';

/**
 * Parses the opened route's page from its data block (text the browser's parser skips over) into
 * #root, where the app hydrates it, and takes the block out, so a second call does nothing. A link
 * to a section (`#/about?section=experience`) opens at that heading, from the first paint.
 */
function swapInPage(): void {
  // The boot script has already made the address canonical (`#/about#skills` → `#/about?section=skills`).
  const { route, section, filtered } = readAddress(location.hash);
  const selector = `script[type="${pageType}"][data-page="${CSS.escape(route)}"]`;
  const page = filtered ? null : document.querySelector<HTMLScriptElement>(selector);
  const root = document.getElementById('root');
  if (!page || !root) return;
  // The build's own markup, rendered by React from the site's content (never a visitor's input).
  root.innerHTML = page.text;
  root.setAttribute(prerenderedAttribute, route);
  page.remove();

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
