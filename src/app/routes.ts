import type { ComponentType } from 'react';
import { hasPage, inNavigation } from 'virtual:site-pages';
import { profile } from '@content/profile';
import { homePath } from './address';
import { lazyPage, type LazyPage } from './lazyPage';
import { allPages, type PageRoute } from './pageList';

export type { PageRoute };

const nameOf = (path: string) => path.slice(1);
/** The owner has content for it: with no projects (or publications, or news) that page does not exist. */
const hasContent = (path: string) => hasPage[nameOf(path) as keyof typeof hasPage] ?? true;
/** In the main navigation: every page with content, but those the owner puts there by choice (News). */
const inNav = (path: string) => inNavigation[nameOf(path) as keyof typeof inNavigation] ?? true;

/**
 * The pages in the main navigation (and the prerender): with no projects (or no publications) that page
 * leaves them, and its address shows Not Found, under that title.
 */
export const pageRoutes = allPages.filter(({ path }) => hasContent(path) && inNav(path));

/**
 * Pages reached by links and addresses, not from the main navigation: News, unless the owner puts it
 * there (its crawlable copy is news/index.html); the design-token gallery (noindex), for people
 * tuning the theme.
 */
export const unlistedRoutes: Array<Omit<PageRoute, 'icon'>> = [
  ...allPages.filter(({ path }) => hasContent(path) && !inNav(path)),
  { path: '/tokens', label: 'Design tokens', page: lazyPage(() => import('./pages/Tokens')) },
];

export const notFoundPage = lazyPage(() => import('./pages/NotFound'));

const routeFor = (path: string) => [...pageRoutes, ...unlistedRoutes].find((r) => r.path === path);

/** The page module a canonical path needs (src/app/address.ts), so the entry can load it before the first render. */
export function pageForPath(path: string): LazyPage {
  return routeFor(path)?.page ?? notFoundPage;
}

/** The document title of a canonical path: the site's title at home, else the page's label and the owner's name. */
export function documentTitle(path: string): string {
  if (path === homePath) return profile.site.title;
  return `${routeFor(path)?.label ?? 'Page not found'} · ${profile.name}`;
}

export type PageComponent = ComponentType;
