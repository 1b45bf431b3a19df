import type { Project } from '../../content/types';
import { text } from '../../styles/typography.css';
import { itemLinks } from '../../content/publicationText';
import { Card, type CardVariant } from './Card';
import { CardDate, CardLinks, CardNote, CardPageLink, cardMedia } from './CardParts';

interface ProjectCardProps {
  project: Pick<Project, 'title' | 'date' | 'description' | 'details' | 'image' | 'hoverImage' | 'alt'> &
    Parameters<typeof itemLinks>[0];
  headingLevel: 2 | 3;
  /** `intro`: the title and the intro text alone (Home's featured projects). */
  variant?: CardVariant;
  lazy?: boolean;
  /** The project's own page (one with a body): the card's first link, "Read more". */
  href?: string;
}

/** A project as a card: its picture, date, intro text, details and links, its own page's first when it has one. */
export function ProjectCard({ project, headingLevel, variant = 'full', lazy, href }: ProjectCardProps) {
  const description = <p className={text.body2}>{project.description}</p>;
  if (variant === 'intro') {
    return (
      <Card title={project.title} headingLevel={headingLevel} variant="intro">
        {description}
      </Card>
    );
  }
  const links = itemLinks(project);
  return (
    <Card
      title={project.title}
      headingLevel={headingLevel}
      media={cardMedia(project, lazy)}
      eyebrow={project.date && <CardDate date={project.date} />}
      actions={
        (href || links.length > 0) && (
          <>
            {href && <CardPageLink href={href} title={project.title} />}
            <CardLinks links={links} title={project.title} />
          </>
        )
      }
    >
      {description}
      {project.details && <CardNote>{project.details}</CardNote>}
    </Card>
  );
}
