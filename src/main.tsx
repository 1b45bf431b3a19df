import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import './styles/fonts.css';
import './styles/global.css';
import './styles/print.css';
import './app/prerenderGuard.css';
import { App } from './app/App';
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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <HashRouter>
      <App />
    </HashRouter>
  </StrictMode>
);

const done = () => {
  root.removeAttribute('data-prerendered');
  document.querySelectorAll('template[data-page]').forEach((t) => t.remove());
};

// #root holds a prerendered page (src/build/prerender.ts).
const path = openedPath();
const page = pageForPath(path);
if (path === '/home' && root.getAttribute('data-prerendered') === 'home') {
  // The layout hydrates now; the home page stays as its prerendered HTML (links work, nothing
  // moves) and its chunk, with the hover photo, loads after the page has loaded.
  page.defer(afterLoad());
  hydrateRoot(root, app);
  done();
} else {
  // Load the opened page's chunk first, then render over the prerendered copy in one synchronous
  // commit, so no frame shows an empty root or a loading state.
  void page.preload().finally(() => {
    flushSync(() => createRoot(root).render(app));
    done();
  });
}
