import type { Project } from '../../../content/types';
import type { WithPage } from '../../../content/itemPages';
import { CardDate, CardLinks } from '../../../components/Card/CardParts';
import { ItemArticle } from '../../../components/ItemArticle/ItemArticle';
import { itemLinks } from '../../../content/publicationText';
import { link as linkStyle, links as linksStyle } from '../../../components/NewsList/NewsList.css';
import { text } from '../../../styles/typography.css';
import { t } from '../../../i18n/pages';

/** A project with a body, as its page gets it: the body as the build's HTML, never its Markdown. */
export type ProjectWithPage = WithPage<Project>;

/** A project's own page: its title, date, details, intro text, body and links; the app's #/projects/<page> and the static projects/<page>.html. */
export function ProjectArticle({ project }: { project: ProjectWithPage }) {
  const links = itemLinks(project);
  return (
    <ItemArticle
      title={project.title}
      meta={
        (project.date || project.details) && (
          <p className={text.body2}>
            {project.date && <CardDate date={project.date} />}
            {project.date && project.details ? ` · ${project.details}` : project.details}
          </p>
        )
      }
      lead={project.description}
      bodyHtml={project.bodyHtml}
      links={
        <>
          {links.length > 0 && (
            <p className={linksStyle}>
              <CardLinks links={links} title={project.title} />
            </p>
          )}
          <p className={`${text.body2} ${linksStyle}`}>
            <a className={linkStyle} href="#/projects">
              {t('projects.all')}
            </a>
          </p>
        </>
      }
    />
  );
}
