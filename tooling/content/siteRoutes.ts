import { sectionNames } from '../../src/content/kinds.ts';
import type { Publication } from '../../src/content/types.ts';
import { itemPath } from '../../src/content/itemPages.ts';
import { publicationFile } from '../../src/static/staticAddresses.ts';
import type { DataStore } from './store/types.ts';

/** Which optional pages have anything to show: a page with nothing is left out (src/app/routes.ts). */
export function pagesWithContent(store: DataStore, publications: readonly Publication[]) {
  const projects = new Set((store.entries.projects ?? []).map((entry) => entry.section));
  return {
    projects: sectionNames('projects').some((name) => projects.has(name)),
    publications: publications.length > 0,
    news: store.news.length > 0,
  };
}

/**
 * Every page of the site as the app addresses it (`#/projects` is `/projects`): the pages with content,
 * and each news item's and project's own page. A content link to `#/…` must name one of them. Beside them,
 * each paper's own page as the build writes it (`publications/<id>.html`, no leading `/`): what a citation
 * in a body links to.
 */
export function siteRoutes(store: DataStore, publications: readonly Publication[]): Set<string> {
  const has = pagesWithContent(store, publications);
  const optional = (Object.keys(has) as Array<keyof typeof has>).filter((page) => has[page]).map((p) => `/${p}`);
  const newsPages = store.news.flatMap((item) => (item.page ? [itemPath('news', item.page)] : []));
  const projectPages = store.projectPages.map((p) => itemPath('projects', p.page!));
  const paperPages = publications.map((p) => publicationFile(p.id, 'html'));
  return new Set(['/home', '/about', ...optional, '/contact', ...newsPages, ...projectPages, ...paperPages]);
}
