import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import { hasPage } from 'virtual:site-pages';
import { lazyPage, type LazyPage } from './lazyPage';
import BookOpen from 'lucide-react/icons/book-open';
import FlaskConical from 'lucide-react/icons/flask-conical';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import UserRound from 'lucide-react/icons/user-round';

export interface PageRoute {
  path: string;
  /** The label in the main navigation and the document title. */
  label: string;
  icon: LucideIcon;
  page: LazyPage;
}

/** The pages, in navigation order. Each page is its own chunk. */
const allPages: PageRoute[] = [
  // Opened directly, the home page needs no JavaScript: its hover photo is CSS.
  {
    path: '/home',
    label: 'Home',
    icon: House,
    page: lazyPage(() => import('./pages/Home'), { staticWhenOpened: true }),
  },
  { path: '/about', label: 'About', icon: UserRound, page: lazyPage(() => import('./pages/About')) },
  { path: '/projects', label: 'Projects', icon: FlaskConical, page: lazyPage(() => import('./pages/Projects')) },
  {
    path: '/publications',
    label: 'Publications',
    icon: BookOpen,
    page: lazyPage(() => import('./pages/Publications')),
  },
  { path: '/contact', label: 'Contact', icon: Mail, page: lazyPage(() => import('./pages/Contact')) },
];

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

/** The page module a hash route needs, so the entry can load it before the first render. */
export function pageForPath(pathname: string): LazyPage {
  return [...pageRoutes, ...unlistedRoutes].find((r) => r.path === pathname)?.page ?? notFoundPage;
}

export type PageComponent = ComponentType;
