/**
 * Runs inline at the end of <body>, before the first paint (bundled, minified and hashed into the
 * Content-Security-Policy by the build): puts the opened route's prerendered page from its inert
 * <template> into #root, where the app hydrates it. So a deep link never shows, or downloads,
 * another page's content. (The boot script has given the document the page's title.)
 *
 * For a link to a section (`#/about?section=experience`, or the older `#/about#experience`) it
 * scrolls to that heading, so the first paint already shows it.
 */
import { readAddress } from '../app/address';

// The boot script has already made the address canonical (`#/about#skills` → `#/about?section=skills`).
const { route, section, filtered } = readAddress(location.hash);
const template = filtered
  ? undefined
  : [...document.querySelectorAll<HTMLTemplateElement>('template[data-page]')].find((t) => t.dataset.page === route);

const root = document.getElementById('root');
if (template && root) {
  root.replaceChildren(template.content);
  root.setAttribute('data-prerendered', route);
}

const heading = section ? document.getElementById(section) : null;
if (heading) {
  // Instant: the page's smooth scrolling (when motion is welcome) would otherwise animate the
  // first paint from the top down to the heading, over about a second.
  const jump = () => heading.scrollIntoView({ behavior: 'instant' });
  jump();
  // The stylesheet is inline, so this first paint can come before the web fonts: once they are in
  // (text above may wrap differently), the heading goes back to the top unless the visitor scrolled.
  const y = scrollY;
  void document.fonts?.ready.then(() => scrollY === y && jump());
}
