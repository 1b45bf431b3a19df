import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import './styles/fonts.css';
import './styles/global.css';
import './styles/print.css';
import './app/prerenderGuard.css';
import { App } from './app/App';
import { onFirstPageMount } from './app/lazyPage';
import { pageForPath } from './app/routes';

/** The route the address bar asks for: `#/about#skills` → `/about`. */
const openedPath = () => window.location.hash.replace(/^#/, '').split('#')[0] || '/home';

/** Settles once the page has loaded and the browser is idle. */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * Settles at the first use of a mouse, pen or keyboard, or when the address changes (touches do not
 * count: they cannot hover).
 */
const firstUse = () =>
  new Promise<void>((resolve) => {
    const events = ['pointermove', 'pointerdown', 'keydown', 'hashchange'];
    const use = (event: Event) => {
      if (event instanceof PointerEvent && event.pointerType === 'touch') return;
      events.forEach((type) => window.removeEventListener(type, use));
      resolve();
    };
    events.forEach((type) => window.addEventListener(type, use, { passive: true }));
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <HashRouter>
      <App />
    </HashRouter>
  </StrictMode>
);

// Once the app has rendered or hydrated a page, the prerendered markup is its own.
onFirstPageMount(() => {
  root.removeAttribute('data-prerendered');
  document.querySelectorAll('template[data-page]').forEach((t) => t.remove());
});

// #root holds the opened route's prerendered page (src/build/prerender.ts): the layout hydrates at
// once, and the page stays as its prerendered HTML (links work, nothing moves) until its chunk has
// loaded, after the page has loaded (or, for a page marked `untilUsed`, at the first use of a mouse
// or keyboard); React then hydrates it in small slices, so no long task blocks the main thread. An address
// with no prerendered page (not found, the tokens gallery) renders from scratch once its chunk is in.
const path = openedPath();
const page = pageForPath(path);
if (root.getAttribute('data-prerendered') === path.slice(1)) {
  page.defer(page.untilUsed ? afterLoad().then(firstUse) : afterLoad());
  hydrateRoot(root, app);
} else {
  // Load the opened page's chunk first, then render in one synchronous commit, so no frame
  // shows an empty root or a loading state.
  void page.preload().finally(() => flushSync(() => createRoot(root).render(app)));
}
