import { entries } from 'virtual:item-pages/projects';
import { headlines } from 'virtual:item-headlines/projects';
import type { WithPage } from '../../content/itemPages';
import type { Project } from '../../content/types';
import { useItemPage } from './itemPage';
import NotFound from './NotFound';
import { ProjectArticle } from './projects/ProjectArticle';

const projects = entries as ReadonlyArray<WithPage<Project>>;

/** A project's own page, #/projects/<page> (projects/<page>.html is its copy without JavaScript). */
export default function ProjectItemPage() {
  const page = useItemPage(headlines);
  const project = projects.find((entry) => entry.page === page);
  return project ? <ProjectArticle project={project} /> : <NotFound />;
}
