import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { publications } from 'virtual:publication-pages';
import { profile } from '@content/profile';
import { App } from './app/App';
import { Layout } from './app/Layout';
import { documentTitle, pageForPath, pageRoutes, unlistedRoutes } from './app/routes';
import { PublicationListPage } from './static/PublicationListPage';
import { PublicationPage } from './static/PublicationPage';

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

/**
 * A page the app does not run, in the site's frame (its links lead into the site), as plain markup:
 * nothing hydrates it.
 */
function staticPage(body: ReactNode): string {
  return renderToStaticMarkup(
    <StrictMode>
      <Router location="/publications" navigator={hashNavigator} static>
        <Layout app={false}>{body}</Layout>
      </Router>
    </StrictMode>,
  );
}

/** The ids of the publications that get a page of their own. */
export const publicationIds = publications.map((p) => p.id);

/** The body of publications/<id>.html. */
export function renderPublicationPage(id: string): string {
  const publication = publications.find((p) => p.id === id);
  if (!publication) throw new Error(`prerender: no publication ${id}`);
  return staticPage(<PublicationPage publication={publication} owner={profile} />);
}

/** The body of publications/index.html. */
export function renderPublicationList(): string {
  return staticPage(<PublicationListPage publications={publications} owner={profile} />);
}
