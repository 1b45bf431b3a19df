import type { LucideIcon } from 'lucide-react';
import { lazyPage, type LazyPage } from './lazyPage';
import { itemPath, type ItemKind } from '../content/itemPages';
import { itemViews } from './itemViews';
import BookOpen from 'lucide-react/icons/book-open';
import FlaskConical from 'lucide-react/icons/flask-conical';
import House from 'lucide-react/icons/house';
import Mail from 'lucide-react/icons/mail';
import UserRound from 'lucide-react/icons/user-round';
import { t } from '../i18n/frame';

/*
 * Every page the site can have, apart from the content: routes.ts keeps the ones the owner has content
 * for. Plain (no build-time module), so the tests can read it in Node.
 */

export interface PageRoute {
  path: string;
  /** The label in the main navigation and the document title. */
  label: string;
  icon: LucideIcon;
  page: LazyPage;
}

/**
 * The news archive: in the navigation (before Contact) only when the owner puts it there, with the icon
 * virtual:site-pages then gives; reached from Home otherwise (routes.ts).
 */
export const newsPage = { path: '/news', label: t('nav.news'), page: lazyPage(() => import('./pages/News')) };

/**
 * The entries' own pages of a kind (ones with a body, of a kind declared with `pages`), `#/news/<page>`: one route,
 * whatever their number; its view finds the entry (or shows Not Found) and gives the document its headline.
 */
export const itemRoute = (kind: ItemKind) => ({ path: itemPath(kind, ':page'), page: itemViews[kind] });

/**
 * The template's own pages, in navigation order, each its own chunk. A kind declared with `listPage` (People)
 * joins them before Contact (routes.ts), its view in listViews.ts.
 */
export const allPages: PageRoute[] = [
  // Opened directly, the home page needs no JavaScript: its hover photo is CSS.
  {
    path: '/home',
    label: t('nav.home'),
    icon: House,
    page: lazyPage(() => import('./pages/Home'), { staticWhenOpened: true }),
  },
  { path: '/about', label: t('nav.about'), icon: UserRound, page: lazyPage(() => import('./pages/About')) },
  { path: '/projects', label: t('nav.projects'), icon: FlaskConical, page: lazyPage(() => import('./pages/Projects')) },
  {
    path: '/publications',
    label: t('nav.publications'),
    icon: BookOpen,
    page: lazyPage(() => import('./pages/Publications')),
  },
  { path: '/contact', label: t('nav.contact'), icon: Mail, page: lazyPage(() => import('./pages/Contact')) },
];
