import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import './styles/fonts.css';
import './styles/global.css';
import './styles/print.css';
// The pages the app does not run (src/static/) share its one stylesheet: their few rules are in it too.
import './static/StaticPages.css';
import { App } from './app/App';
import { readAddress } from './app/address';
import { onFirstPageMount } from './app/lazyPage';
import { pageForPath } from './app/routes';
import { pageBlocks, swapInPage } from './boot/swapPage';

/**
 * An address typed or followed after the first load is made canonical too (`#/About/` → `#/about`),
 * as the boot script does on the first one: this listener comes before the router's, so the router
 * only ever reads canonical paths.
 */
window.addEventListener('popstate', () => {
  const { hash } = readAddress(location.hash);
  if (hash !== location.hash) history.replaceState(history.state, '', hash);
});

/** Settles once the page has loaded and the browser is idle. */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

/**
 * Settles when the visitor follows a link to another page of the site, or the address changes: the
 * app is about to render. (React hydrates the page's prerendered markup before it moves on, so the
 * chunk must be on its way by then.)
 */
const navigating = (from: string) =>
  new Promise<void>((resolve) => {
    const onClick = (event: MouseEvent) => {
      const href = (event.target as Element | null)?.closest?.('a[href^="#/"]')?.getAttribute('href');
      if (href && readAddress(href).path !== from) done();
    };
    const done = () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', done);
      window.removeEventListener('hashchange', done);
      resolve();
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('popstate', done);
    window.addEventListener('hashchange', done);
  });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** From here on the app owns #root: the prerendered markup and the other pages' data blocks go. */
const takeOver = () => {
  root.removeAttribute('data-prerendered');
  pageBlocks().forEach((block) => block.remove());
};

const app = (onReady?: () => void) => (
  <StrictMode>
    <HashRouter>
      <App onReady={onReady} />
    </HashRouter>
  </StrictMode>
);

// #root holds the opened route's prerendered page (tooling/plugins/prerender.ts). The layout hydrates at
// once, as a transition so that React hydrates it in slices too (a plain hydrateRoot renders the
// whole layout in one task: 97–157 ms of blocking time on a slow host's Lighthouse mobile run); the page stays as its prerendered HTML (links work, nothing moves) until its chunk has loaded,
// after the page has loaded, and React then hydrates it in small slices, so no long task blocks the
// main thread. A page marked `staticWhenOpened` needs no JavaScript as HTML: its chunk loads only when
// the visitor navigates. An address with no prerendered page (not found, the tokens gallery) renders
// from scratch once its chunk is in.
//
// The swap script puts the page in #root in the first frame; in a tab opened in the background no frame
// has come yet, and the page goes in now (a second call does nothing).
swapInPage();
const { path } = readAddress(location.hash);
const page = pageForPath(path);
if (root.getAttribute('data-prerendered') === path.slice(1)) {
  if (page.staticWhenOpened) {
    page.defer(navigating(path));
    startTransition(() => void hydrateRoot(root, app(takeOver)));
  } else {
    onFirstPageMount(takeOver);
    page.defer(afterLoad());
    startTransition(() => void hydrateRoot(root, app()));
  }
} else {
  // Load the opened page's chunk first, then render in one synchronous commit, so no frame
  // shows an empty root or a loading state.
  onFirstPageMount(takeOver);
  void page.preload().finally(() => flushSync(() => createRoot(root).render(app())));
}
