import type { PageKind } from '../content/kinds';
import { lazyPage, type LazyPage } from './lazyPage';

/** A view for each of these kinds: the page of one entry, its own chunk. */
export type ItemViews<Kinds extends string = PageKind> = Record<Kinds, LazyPage>;

/**
 * The page of an entry of each kind declared with `pages` (src/content/kinds.ts): the app's `#/<kind>/<page>`
 * and the prerender's `<kind>/<page>.html`, one chunk per kind. A kind declared with `pages` and no view
 * here fails the type check.
 */
export const itemViews = {
  news: lazyPage(() => import('./pages/NewsItem')),
  projects: lazyPage(() => import('./pages/ProjectItem')),
  people: lazyPage(() => import('./pages/PersonItem')),
} satisfies ItemViews;
