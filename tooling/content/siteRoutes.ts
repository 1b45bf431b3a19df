import { sectionNames } from '../../src/content/kinds.ts';
import type { Project, Publication } from '../../src/content/types.ts';
import { itemPath, projectPage } from '../../src/content/itemPages.ts';
import { publicationFile } from '../../src/content/staticAddresses.ts';
import { newsOf } from './news.ts';
import type { ContentModules } from './validateContent.ts';

/** Which optional pages have anything to show: a page with nothing is left out (src/app/routes.ts). */
export function pagesWithContent(modules: ContentModules, publications: readonly Publication[]) {
  const projects = modules['projects.ts'] ?? {};
  return {
    projects: sectionNames('projects').some((name) => Array.isArray(projects[name]) && projects[name].length > 0),
    publications: publications.length > 0,
    news: newsOf(modules, publications).length > 0,
  };
}

/** Every project with a body (its own page), in page order: the section, then the order written. */
export function projectsWithPages(modules: ContentModules): Array<Project & { body: string }> {
  const projects = modules['projects.ts'] ?? {};
  return sectionNames('projects').flatMap((name) => {
    const list = projects[name];
    if (!Array.isArray(list)) return [];
    return list.filter(
      (p): p is Project & { body: string } =>
        typeof p?.id === 'string' && typeof p.title === 'string' && !!projectPage(p),
    );
  });
}

/**
 * Every page of the site as the app addresses it (`#/projects` is `/projects`): the pages with content,
 * and each news item's and project's own page. A content link to `#/…` must name one of them. Beside them,
 * each paper's own page as the build writes it (`publications/<id>.html`, no leading `/`): what a citation
 * in a body links to.
 */
export function siteRoutes(modules: ContentModules, publications: readonly Publication[]): Set<string> {
  const has = pagesWithContent(modules, publications);
  const optional = (Object.keys(has) as Array<keyof typeof has>).filter((page) => has[page]).map((p) => `/${p}`);
  const newsPages = newsOf(modules, publications).flatMap((item) => (item.page ? [itemPath('news', item.page)] : []));
  const projectPages = projectsWithPages(modules).map((p) => itemPath('projects', projectPage(p)!));
  const paperPages = publications.map((p) => publicationFile(p.id, 'html'));
  return new Set(['/home', '/about', ...optional, '/contact', ...newsPages, ...projectPages, ...paperPages]);
}
