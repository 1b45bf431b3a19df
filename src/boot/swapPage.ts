import { readAddress } from '../app/address';
import { pageType } from './scriptData';

/** The data blocks of index.html's prerendered pages still in the document. */
export const pageBlocks = () => [
  ...document.querySelectorAll<HTMLScriptElement>(`script[type="${pageType}"][data-page]`),
];

/**
 * Parses the opened route's prerendered page from its data block (`<script type="text/html"
 * data-page="about">`, text the browser's parser skips over) into #root, where the app hydrates it,
 * and takes the block out, so a second call does nothing. Called by the swap script in the first
 * frame, and by the app before it starts, in case that frame has not come yet (a tab opened in the
 * background paints nothing until it is shown).
 *
 * For a link to a section (`#/about?section=experience`, or the older `#/about#experience`) it
 * scrolls to that heading, so the first paint already shows it.
 */
export function swapInPage(): void {
  // The boot script has already made the address canonical (`#/about#skills` → `#/about?section=skills`).
  const { route, section, filtered } = readAddress(location.hash);
  const page = filtered ? undefined : pageBlocks().find((s) => s.dataset.page === route);
  const root = document.getElementById('root');
  if (!page || !root) return;
  // The build's own markup, rendered by React from the site's content (never a visitor's input).
  root.innerHTML = page.text;
  root.setAttribute('data-prerendered', route);
  page.remove();

  const heading = section ? document.getElementById(section) : null;
  if (!heading) return;
  // Instant: the page's smooth scrolling (when motion is welcome) would otherwise animate the
  // first paint from the top down to the heading, over about a second.
  const jump = () => heading.scrollIntoView({ behavior: 'instant' });
  jump();
  // The first paint comes before the web fonts: once they are in (text above may wrap
  // differently), the heading goes back to the top unless the visitor scrolled.
  const y = scrollY;
  void document.fonts?.ready.then(() => scrollY === y && jump());
}
