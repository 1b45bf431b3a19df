import { useId } from 'react';
import { Card } from '../../components/Card/Card';
import { itemLinks } from '../../components/publicationText';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { currentProjects, pastProjects, projectsLead } from '@content/projects';
import type { Project } from '../../content/types';
import { text } from '../../styles/typography.css';
import * as styles from './Projects.css';

interface ProjectSectionProps {
  title: string;
  projects: Project[];
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
            <Card
              headingLevel={3}
              title={project.title}
              image={project.image}
              hoverImage={project.hoverImage}
              alt={project.alt}
              date={project.date}
              description={project.description}
              meta={project.details}
              links={itemLinks(project)}
              lazy={lazy}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ProjectsPage() {
  return (
    <>
      <PageHeader title="Projects" lead={projectsLead} />
      <div className={styles.sections}>
        <ProjectSection
          title="Currently working on"
          projects={currentProjects}
          gridClassName={styles.currentGrid}
          lazy={false}
        />
        <ProjectSection
          title="Past projects and Invited Talks"
          projects={pastProjects}
          gridClassName={styles.pastGrid}
          lazy
        />
      </div>
    </>
  );
}
