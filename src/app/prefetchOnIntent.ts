import { readAddress } from '../content/address';
import { pageForPath } from './routes';

/** The site's own page an event's target links to (`/about` for a link to `#/about?section=x`), if any. */
export function linkedPath(event: Event): string | undefined {
  const href = (event.target as Element | null)?.closest?.('a[href^="#/"]')?.getAttribute('href');
  return href ? readAddress(href).path : undefined;
}

/**
 * Whether an intent event starts a page's chunk: a mouse over a link or the keyboard's focus on it.
 * Not a finger: its click follows within a frame or two, before any chunk could arrive, and starting
 * the requests (a `<link rel="modulepreload">` per module) took most of the touch's task; the page
 * asks for its chunk itself once its prerendered HTML is painted (lazyPage.ts). Nor the focus a
 * tap or a click gives a link (it matches no `:focus-visible`), which falls in the click's task.
 */
export function startsChunk(event: Event): boolean {
  if (event.type === 'pointerover') return (event as PointerEvent).pointerType === 'mouse';
  return (event.target as Element | null)?.matches?.(':focus-visible') ?? false;
}

/**
 * Starts loading a page's chunk as soon as the visitor shows they may go there (the mouse over a link
 * to it, the keyboard's focus on it), so it is often in by the click; the page's prerendered HTML
 * shows at once in any case (PrerenderedMain.tsx). Nothing is fetched before: the first load stays as
 * light as it is.
 */
export function prefetchOnIntent() {
  const intent = (event: Event) => {
    const path = startsChunk(event) ? linkedPath(event) : undefined;
    // A chunk that fails now is tried again on the navigation itself.
    if (path && path !== readAddress(location.hash).path) pageForPath(path).preload().catch(Boolean);
  };
  // Capture, as a page may stop these events.
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, intent, true);
}
