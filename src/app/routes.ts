import type { ComponentType } from 'react';
import { hasPage } from 'virtual:site-pages';
import { profile } from '@content/profile';
import { homePath } from './address';
import { lazyPage, type LazyPage } from './lazyPage';
import { allPages, type PageRoute } from './pageList';

export type { PageRoute };

/**
 * The pages the owner has content for: with no projects (or no publications) that page leaves the
 * navigation, the prerender and the routes, and its address shows Not Found, under that title.
 */
export const pageRoutes = allPages.filter(({ path }) => hasPage[path.slice(1) as keyof typeof hasPage] ?? true);

/**
 * Pages reached only by their address: not in the main navigation, and marked
 * noindex. The design-token gallery is for people tuning the theme.
 */
export const unlistedRoutes: Array<Omit<PageRoute, 'icon'>> = [
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
