import { useId, type ReactNode } from 'react';
import { text } from '../../styles/typography.css';
import * as styles from './Card.css';

interface IntroCardProps {
  title: string;
  headingLevel: 2 | 3;
  children?: ReactNode;
  href?: string;
}

/**
 * Card's `intro` variant on its own: the heading and the body on a plainer surface. Apart so Home's
 * featured projects carry none of the full card's pictures, links and icons.
 */
export function IntroCard({ title, headingLevel, children, href }: IntroCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.root} ${styles.intro}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={`${text.h3} ${styles.title}`}>
        {href ? <a href={href}>{title}</a> : title}
      </Heading>
      {children}
    </article>
  );
}
