import { readAddress } from '../content/address';
import { pageForPath } from './routes';

/** The site's own page an event's target links to (`/about` for a link to `#/about?section=x`), if any. */
export function linkedPath(event: Event): string | undefined {
  const href = (event.target as Element | null)?.closest?.('a[href^="#/"]')?.getAttribute('href');
  return href ? readAddress(href).path : undefined;
}

/**
 * Starts loading a page's chunk as soon as the visitor shows they may go there (the pointer over a
 * link to it, a finger down on it, the keyboard's focus on it), so it is often in by the click; the
 * page's prerendered HTML shows at once in any case (PrerenderedMain.tsx). Nothing is fetched
 * before: the first load stays as light as it is.
 */
export function prefetchOnIntent() {
  const intent = (event: Event) => {
    const path = linkedPath(event);
    // A chunk that fails now is tried again on the navigation itself.
    if (path && path !== readAddress(location.hash).path) pageForPath(path).preload().catch(Boolean);
  };
  // A finger's touch fires pointerover too, before the click; capture, as a page may stop these events.
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, intent, true);
}
