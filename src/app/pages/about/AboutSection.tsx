import type { ReactNode } from 'react';
import { text } from '../../../styles/typography.css';
import * as styles from './About.css';

interface AboutSectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** One CV section: a region named by its h2, which the table of contents links to. */
export function AboutSection({ id, title, children }: AboutSectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} tabIndex={-1} className={`${text.h2} ${styles.sectionTitle}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}
