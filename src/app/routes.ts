import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { hasPage, itemKinds, listPages, newsIcon, owner } from 'virtual:site-pages';
import { homePath } from '../content/address';
import { lazyPage, type LazyPage } from './lazyPage';
import { allPages, itemRoute, newsPage, type PageRoute } from './pageList';
import { listViews } from './listViews';
import { t } from '../i18n/frame';

export type { PageRoute };

/** The owner has content for it: with no projects (or publications) that page does not exist. */
const hasContent = (path: string) => hasPage[path.slice(1) as keyof typeof hasPage] ?? true;
const withContent = allPages.filter(({ path }) => hasContent(path));

/** The list page of each kind declared with `listPage` that the owner has an entry of, under its catalogue word. */
const kindPages: PageRoute[] = listPages.map(({ kind, label }) => ({
  path: `/${kind}`,
  label: t(label),
  ...listViews[kind],
}));

/**
 * The pages in the main navigation (and the prerender): with no projects (or no publications) that page
 * leaves them, and its address shows Not Found, under that title. The kinds' list pages (People) come
 * before Contact, then News when the owner puts it there (news.ts's newsInNavigation): only then is its
 * icon in the bundle.
 */
export const pageRoutes: PageRoute[] = [
  ...withContent.filter((r) => r.path !== '/contact'),
  ...kindPages,
  ...(newsIcon ? [{ ...newsPage, icon: newsIcon }] : []),
  ...withContent.filter((r) => r.path === '/contact'),
];

/**
 * Pages reached by links and addresses, not from the main navigation: News, unless the owner puts it
 * there (its crawlable copy is news/index.html); the design-token gallery (noindex), for people
 * tuning the theme, in the dev server and the sample's builds.
 */
export const unlistedRoutes: Array<Omit<PageRoute, 'icon'>> = [
  ...(hasPage.news && !newsIcon ? [newsPage] : []),
  // A tool of the template, left out of an owner's build: its chunk is not even emitted there.
  ...(__TOKENS_GALLERY__
    ? [{ path: '/tokens', label: t('nav.tokens'), page: lazyPage(() => import('./pages/Tokens')) }]
    : []),
];

/**
 * Each entry's own page (a kind declared with `pages` that has one): one route per kind, `/news/:page`, so the
 * entry is the same size however many entries there are; the headlines are in the kind's chunk.
 */
export const itemRoutes = itemKinds.map(itemRoute);

export const notFoundPage = lazyPage(() => import('./pages/NotFound'));

const routeFor = (path: string) => [...pageRoutes, ...unlistedRoutes].find((r) => r.path === path);

/** The route of an entry's page (`/news/<page>`), whether or not the entry exists: its view tells. */
const itemRouteFor = (path: string) => itemRoutes.find((r) => matchPath(r.path, path));

/** The page module a canonical path needs (src/content/address.ts), so the entry can load it before the first render. */
export function pageForPath(path: string): LazyPage {
  return routeFor(path)?.page ?? itemRouteFor(path)?.page ?? notFoundPage;
}

/**
 * The document title of a canonical path: the site's title at home, else the page's label and the owner's name;
 * none for an entry's page, whose view sets it (src/app/pages/itemPage.ts `itemTitle`), once it knows the entry.
 */
export function documentTitle(path: string): string | undefined {
  if (path === homePath) return owner.siteTitle;
  const label = routeFor(path)?.label;
  if (!label && itemRouteFor(path)) return undefined;
  return `${label ?? t('notFound.title')} · ${owner.name}`;
}

export type PageComponent = ComponentType;
