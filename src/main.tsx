import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import './styles/fonts.css';
import './styles/global.css';
import './styles/print.css';
import { App } from './app/App';
import { pageForPath } from './app/routes';

/** The route the address bar asks for: `#/about#skills` → `/about`. */
const openedPath = () => window.location.hash.replace(/^#/, '').split('#')[0] || '/home';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Load the opened page's chunk first so the first render is the real page.
void pageForPath(openedPath())
  .preload()
  .finally(() => {
    createRoot(root).render(
      <StrictMode>
        <HashRouter>
          <App />
        </HashRouter>
      </StrictMode>,
    );
  });
