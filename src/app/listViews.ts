import type { LucideIcon } from 'lucide-react';
import UsersRound from 'lucide-react/icons/users-round';
import type { ListKind } from '../content/kinds';
import { lazyPage, type LazyPage } from './lazyPage';

/** A list page's part the app draws: its icon in the navigation (a static import, so tree-shaken) and its chunk. */
export interface ListView {
  icon: LucideIcon;
  page: LazyPage;
}

/** A list page for each of these kinds. */
export type ListViews<Kinds extends string = ListKind> = Record<Kinds, ListView>;

/**
 * The list page of each kind declared with `listPage` (src/content/kinds.ts), `#/<kind>` in the main
 * navigation under the declared catalogue word (routes.ts). A kind declared with `listPage` and no view
 * here fails the type check.
 */
export const listViews = {
  people: { icon: UsersRound, page: lazyPage(() => import('./pages/People')) },
} satisfies ListViews;
