import { useLocation } from 'react-router-dom';
import { projects } from 'virtual:project-pages';
import { readAddress } from '../../content/address';
import NotFound from './NotFound';
import { ProjectArticle } from './projects/ProjectArticle';

/** A project's own page, #/projects/<page> (projects/<page>.html is its copy without JavaScript). */
export default function ProjectItemPage() {
  const page = readAddress(useLocation().pathname).path.replace(/^\/projects\//, '');
  const project = projects.find((entry) => entry.page === page);
  return project ? <ProjectArticle project={project} /> : <NotFound />;
}
