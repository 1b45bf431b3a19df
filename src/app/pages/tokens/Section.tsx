import type { ReactNode } from 'react';
import { text } from '../../../styles/typography.css';
import * as styles from './Tokens.css';

interface SectionProps {
  id: string;
  title: string;
  /** One or two sentences on what the section shows and where its values come from. */
  intro: ReactNode;
  children: ReactNode;
}

/** One part of the gallery: a region named by its h2, listed in the page's contents. */
export function Section({ id, title, intro, children }: SectionProps) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} tabIndex={-1} className={`${text.h2} ${styles.sectionTitle}`}>
        {title}
      </h2>
      <p className={`${text.body2} ${styles.muted}`}>{intro}</p>
      {children}
    </section>
  );
}

/** A token or file name, set in a monospace face. */
export function Code({ children }: { children: ReactNode }) {
  return <code className={styles.code}>{children}</code>;
}
