import type { ReactNode } from 'react';
import { text } from '../../styles/typography.css';
import * as styles from './PageHeader.css';

interface PageHeaderProps {
  title: string;
  lead?: string;
  children?: ReactNode;
}

/** The page's one h1, with an optional lead paragraph and actions. */
export function PageHeader({ title, lead, children }: PageHeaderProps) {
  return (
    <div className={styles.root}>
      <h1 className={`${text.h1} ${styles.title}`}>{title}</h1>
      {lead && <p className={`${text.body1} ${styles.lead}`}>{lead}</p>}
      {children}
    </div>
  );
}
