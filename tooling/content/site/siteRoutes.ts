import { listKinds, pageKinds, sectionNames, type ListKind, type PageKind } from '../../../src/content/kinds.ts';
import { itemPath, type ItemKind } from '../../../src/content/itemPages.ts';
import { publicationFile } from '../../../src/content/staticAddresses.ts';
import { allItemPages } from './itemPages.ts';
import { publicationsOf } from '../store/publications.ts';
import type { DataStore } from '../store/types.ts';

/** Which optional pages have anything to show: a page with nothing is left out (src/app/routes.ts). */
export function pagesWithContent(store: DataStore): Record<PageKind | ListKind | 'publications', boolean> {
  // Each kind declared with `pages` or `listPage` has a list page (#/news, #/projects, #/people) when it has an entry.
  const kinds = [...new Set([...pageKinds, ...listKinds])].map((kind) => {
    const sections = new Set<string>(sectionNames(kind));
    return [kind, (store.entries[kind] ?? []).some((entry) => sections.has(entry.section))];
  });
  return { publications: store.publications.length > 0, ...Object.fromEntries(kinds) };
}

/**
 * Every page of the site as the app addresses it (`#/projects` is `/projects`): the pages with content,
 * and each entry's own page (every kind declared with `pages`). A content link to `#/…` must name one of them.
 * Beside them, each paper's own page as the build writes it (`publications/<id>.html`, no leading `/`): what a
 * citation in a body links to.
 */
export function siteRoutes(store: DataStore): Set<string> {
  const has = pagesWithContent(store);
  const optional = (Object.keys(has) as Array<keyof typeof has>).filter((page) => has[page]).map((p) => `/${p}`);
  const itemPages = Object.entries(allItemPages(store)).flatMap(([kind, pages]) =>
    pages.map(({ page }) => itemPath(kind as ItemKind, page)),
  );
  const paperPages = publicationsOf(store).map((p) => publicationFile(p.id, 'html'));
  return new Set(['/home', '/about', ...optional, '/contact', ...itemPages, ...paperPages]);
}
