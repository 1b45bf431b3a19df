import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { publications } from 'virtual:publication-pages';
import { news } from 'virtual:news';
import { NewsArchive } from './app/pages/news/NewsArchive';
import { headlines as newsHeadlines } from 'virtual:item-headlines/news';
import { headlines as peopleHeadlines } from 'virtual:item-headlines/people';
import { headlines as projectHeadlines } from 'virtual:item-headlines/projects';
import { itemPath, type ItemKind, type ItemPages } from './content/itemPages';
import { itemTitle } from './app/pages/itemPage';
import { itemViews } from './app/itemViews';
import { profile } from '@content/profile';
import { App } from './app/App';
import { Layout } from './app/Layout';
import { documentTitle, pageForPath, pageRoutes, unlistedRoutes } from './app/routes';
import { newsPage } from './app/pageList';
import { PublicationListPage } from './static/PublicationListPage';
import { PublicationPage } from './static/PublicationPage';

/** Links as HashRouter writes them (`#/about`), so the markup matches the browser's render. */
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * The list pages tooling/plugins/prerender.ts prerenders (Home into index.html, each other into a page file):
 * every page in the main navigation, and the news archive when the owner has news.
 */
export const routes = [...pageRoutes, ...unlistedRoutes.filter((r) => r.path === newsPage.path)].map((r) => r.path);

/** The headline of each entry's page, per kind declared with `pages` (a kind left out here fails the type check). */
const itemPages = { news: newsHeadlines, projects: projectHeadlines, people: peopleHeadlines } satisfies ItemPages;

/** Each entry's own page (`/news/<page>`), a page file too, with its document title, which its file sets. */
export const itemRoutes = Object.entries(itemPages).flatMap(([kind, pages]) =>
  Object.entries(pages).map(([page, headline]) => ({
    path: itemPath(kind as ItemKind, page),
    title: itemTitle(headline),
  })),
);

/**
 * The document title of each page but an entry's by route (`about`), and of any other address under `*`: the boot
 * script sets it. An entry's is in its page file: index.html stays the same size however many entries there are.
 */
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
function staticPage(body: ReactNode, location = '/publications'): string {
  return renderToStaticMarkup(
    <StrictMode>
      <Router location={location} navigator={hashNavigator} static>
        <Layout app={false}>{body}</Layout>
      </Router>
    </StrictMode>,
  );
}

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

/** The body of news/index.html; empty without news. */
export function renderNewsArchive(): string {
  return news.items.length ? staticPage(<NewsArchive items={news.items} />, '/news') : '';
}

// Loaded with this module: the build removes the server bundle's chunks before it writes the pages that run no app.
await Promise.all(Object.values(itemViews).map((view) => view.preload()));

/** The body of an entry's own page, `<kind>/<page>.html`: its kind's view (src/app/itemViews.ts), as the app draws it. */
export function renderItemPage(kind: ItemKind, page: string): string {
  if (!Object.hasOwn(itemPages[kind], page)) throw new Error(`prerender: no ${kind} page ${page}`);
  const view = itemViews[kind];
  return staticPage(<view.Component />, itemPath(kind, page));
}

// The CV's files (the PDFs, their variants, resume.json), rendered by src/cv/; the build asks this entry for them.
export { cvFile, cvGenerated, cvTexts, cvVariants, jsonResumeFile, renderCvPage, resumeJson } from './cv/cvRender';
