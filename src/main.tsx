/**
 * The first load's one owner: the prerendered page, then the app (the states: docs/architecture.md).
 * What the build and the inline scripts hand over is in src/boot/scriptData.ts.
 */
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
import { readAddress } from './content/address';
import { onFirstPageMount } from './app/lazyPage';
import { linkedPath, prefetchOnIntent } from './app/prefetchOnIntent';
import { pageForPath } from './app/routes';
import { prerenderedAttribute } from './boot/scriptData';

// An address typed once the app runs is made canonical too (`#/About/` → `#/about`), before the router reads it.
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

/** Settles when the visitor follows a link to another page of the site, or the address changes. */
const leaving = (from: string) =>
  new Promise<void>((resolve) => {
    const onClick = (event: MouseEvent) => {
      const to = linkedPath(event);
      if (to && to !== from) done();
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

// The build fails on an index.html without #root (tooling/generators/indexHtml.ts).
const root = document.getElementById('root') as HTMLElement;

/** From here on the app owns #root: the prerendered marker goes. */
const takeOver = () => root.removeAttribute(prerenderedAttribute);

// A navigation renders at once, not as a transition: the new page's prerendered HTML (its Suspense
// fallback) commits in the click's own task. A filter change asks for its transition itself (usePublicationQuery).
const app = (onReady?: () => void) => (
  <StrictMode>
    <HashRouter useTransitions={false}>
      <App onReady={onReady} />
    </HashRouter>
  </StrictMode>
);

// The swap script has put the opened page in #root (at load at the latest, before the app starts).
const { path } = readAddress(location.hash);
const page = pageForPath(path);
prefetchOnIntent();
if (root.getAttribute(prerenderedAttribute) === path.slice(1)) {
  // The page stays as its HTML until it is released: for a page that needs no JavaScript, when the
  // visitor leaves it (React hydrates it before moving on); otherwise once its chunk is in, after
  // load. A chunk that fails to load leaves the HTML, readable and with working links, until then.
  const left = leaving(path);
  const needsNoScript = page.staticWhenOpened;
  page.hold(
    needsNoScript
      ? left
      : afterLoad()
          .then(page.preload)
          .catch(() => left),
  );
  if (!needsNoScript) onFirstPageMount(takeOver);
  // React hydrates the layout at once, as a transition, in slices of a few milliseconds (as React
  // Router's own client entry does): the page's hydration waits on its release.
  startTransition(() => void hydrateRoot(root, app(needsNoScript ? takeOver : undefined)));
} else {
  // No prerendered page (not found, a filtered list): its chunk first, then one synchronous commit,
  // so no frame shows an empty root or a fallback.
  onFirstPageMount(takeOver);
  void page.preload().finally(() => flushSync(() => createRoot(root).render(app())));
}
