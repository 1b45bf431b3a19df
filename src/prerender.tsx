import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { App } from './app/App';
import { documentTitle, pageForPath, pageRoutes, unlistedRoutes } from './app/routes';

/** Links as HashRouter writes them (`#/about`), so the markup matches the browser's render. */
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/** The routes tooling/plugins/prerender.ts writes into index.html: every page in the main navigation. */
export const routes = pageRoutes.map((r) => r.path);

/** The document title of each page by route (`about`), and of any other address under `*`: the boot script sets it. */
export const titles = Object.fromEntries([
  ...[...pageRoutes, ...unlistedRoutes].map((r) => [r.path.slice(1), documentTitle(r.path)]),
  ['*', documentTitle('/*')],
]);

/**
 * Build-time render of the layout and one page. The same tree as main.tsx, so
 * the browser can hydrate it; `inNoscript` for the copy shown without JavaScript.
 */
export async function render(pathname: string, inNoscript = false): Promise<string> {
  await pageForPath(pathname).preload();
  return renderToString(
    <StrictMode>
      <Router location={pathname} navigator={hashNavigator} static>
        <App inNoscript={inNoscript} />
      </Router>
    </StrictMode>,
  );
}
