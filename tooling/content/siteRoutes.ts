import { contentKinds, pageKinds, sectionNames, type KindName, type PageKind } from '../../src/content/kinds.ts';
import type { Publication } from '../../src/content/types.ts';
import { itemPath, type ItemKind } from '../../src/content/itemPages.ts';
import { allItemPages } from './itemPages.ts';
import { publicationFile } from '../../src/static/staticAddresses.ts';
import { newsOf } from './news.ts';
import type { ContentModules } from './validateContent.ts';

/** Which optional pages have anything to show: a page with nothing is left out (src/app/routes.ts). */
export function pagesWithContent(
  modules: ContentModules,
  publications: readonly Publication[],
): Record<PageKind | 'publications', boolean> {
  // Each kind declared with `pages` has a list page (#/news, #/projects, #/people) when it has an entry.
  const kinds = pageKinds.map((kind) => [
    kind,
    kind === 'news' ? newsOf(modules, publications).length > 0 : hasEntries(modules, kind),
  ]);
  return { publications: publications.length > 0, ...Object.fromEntries(kinds) };
}

/** A section of the kind's file has an entry. */
function hasEntries(modules: ContentModules, kind: KindName): boolean {
  const file = modules[contentKinds[kind].file] ?? {};
  return sectionNames(kind).some((name) => Array.isArray(file[name]) && file[name].length > 0);
}

/**
 * Every page of the site as the app addresses it (`#/projects` is `/projects`): the pages with content,
 * and each entry's own page (every kind declared with `pages`). A content link to `#/…` must name one of them. Beside them,
 * each paper's own page as the build writes it (`publications/<id>.html`, no leading `/`): what a citation
 * in a body links to.
 */
export function siteRoutes(modules: ContentModules, publications: readonly Publication[]): Set<string> {
  const has = pagesWithContent(modules, publications);
  const optional = (Object.keys(has) as Array<keyof typeof has>).filter((page) => has[page]).map((p) => `/${p}`);
  const itemPages = Object.entries(allItemPages(modules, publications)).flatMap(([kind, pages]) =>
    pages.map(({ page }) => itemPath(kind as ItemKind, page)),
  );
  const paperPages = publications.map((p) => publicationFile(p.id, 'html'));
  return new Set(['/home', '/about', ...optional, '/contact', ...itemPages, ...paperPages]);
}
