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

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <HashRouter>
      <App />
    </HashRouter>
  </StrictMode>
);

// Load the opened page's chunk first so the first render is the real page.
const path = openedPath();
void pageForPath(path)
  .preload()
  .finally(() => {
    // #root holds a prerendered page (src/build/prerender.ts): the home page is hydrated; any other
    // page is rendered afresh over its prerendered copy in one synchronous commit, so no frame shows
    // an empty root.
    if (path === '/home' && root.getAttribute('data-prerendered') === 'home') {
      hydrateRoot(root, app);
    } else {
      flushSync(() => createRoot(root).render(app));
    }
    root.removeAttribute('data-prerendered');
    document.querySelectorAll('template[data-page]').forEach((t) => t.remove());
  });
