import type { Project } from '../../content/types';
import { text } from '../../styles/typography.css';
import { itemLinks } from '../publicationText';
import { Card, CardDate, CardLinks, CardNote, cardMedia, type CardVariant } from './Card';
import { itemPath, projectPage } from '../../content/itemPages';

interface ProjectCardProps {
  project: Pick<Project, 'title' | 'date' | 'description' | 'details' | 'image' | 'hoverImage' | 'alt'> &
    Partial<Pick<Project, 'id' | 'body'>> &
    Parameters<typeof itemLinks>[0];
  headingLevel: 2 | 3;
  /** `intro`: the title and the intro text alone (Home's featured projects). */
  variant?: CardVariant;
  lazy?: boolean;
}

/** A project as a card: its picture, date, intro text, details and links; its heading links to its own page when it has a body. */
export function ProjectCard({ project, headingLevel, variant = 'full', lazy }: ProjectCardProps) {
  const description = <p className={text.body2}>{project.description}</p>;
  if (variant === 'intro') {
    return (
      <Card title={project.title} headingLevel={headingLevel} variant="intro">
        {description}
      </Card>
    );
  }
  const links = itemLinks(project);
  const page = project.id && projectPage({ id: project.id, body: project.body });
  return (
    <Card
      title={project.title}
      href={page ? `#${itemPath('projects', page)}` : undefined}
      headingLevel={headingLevel}
      media={cardMedia(project, lazy)}
      eyebrow={<CardDate date={project.date} />}
      actions={links.length > 0 && <CardLinks links={links} title={project.title} />}
    >
      {description}
      {project.details && <CardNote>{project.details}</CardNote>}
    </Card>
  );
}
