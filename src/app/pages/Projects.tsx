import { useId } from 'react';
import { headlines } from 'virtual:item-headlines/projects';
import { itemPath, pageOfId } from '../../content/itemPages';
import { ProjectCard } from '../../components/Card/ProjectCard';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import type { Project } from '../../content/types';
import { projectSections, projectsLead } from './projects/projectSections';
import { text } from '../../styles/typography.css';
import * as styles from './Projects.css';
import { t } from '../../i18n/frame';

/** A project with a body has its own page (the build lists them): its card's heading links there. */
const pageOf = ({ id }: Project) =>
  Object.hasOwn(headlines, pageOfId(id)) ? `#${itemPath('projects', pageOfId(id))}` : undefined;

interface ProjectSectionProps {
  title: string;
  projects: readonly Project[];
  gridClassName: string;
  /** Cards further down the page load their images lazily. */
  lazy: boolean;
}

function ProjectSection({ title, projects, gridClassName, lazy }: ProjectSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${text.h2} ${styles.sectionTitle}`}>
        {title}
      </h2>
      <ul className={gridClassName}>
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} headingLevel={3} lazy={lazy} href={pageOf(project)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The sections the owner has projects for; the page is in the navigation only when there is one. */
export default function ProjectsPage() {
  const { currentProjects, pastProjects } = projectSections;
  return (
    <>
      <PageHeader title={t('nav.projects')} lead={projectsLead} />
      <div className={styles.sections}>
        {currentProjects && (
          <ProjectSection
            title={currentProjects.title}
            projects={currentProjects.entries}
            gridClassName={styles.currentGrid}
            lazy={false}
          />
        )}
        {pastProjects && (
          <ProjectSection
            title={pastProjects.title}
            projects={pastProjects.entries}
            gridClassName={styles.pastGrid}
            // Below the current ones, unless it is the page's only section.
            lazy={!!currentProjects}
          />
        )}
      </div>
    </>
  );
}
