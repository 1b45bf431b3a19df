import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader/PageHeader';
import { text } from '../../styles/typography.css';
import * as styles from './ItemArticle.css';

interface ItemArticleProps {
  title: string;
  /** Under the heading: the date, a note. */
  meta?: ReactNode;
  /** The entry's short text, before its body. */
  lead?: ReactNode;
  /** The body as the build made it from the owner's Markdown and sanitised to an allowlist (tooling/content/markdown.ts). */
  bodyHtml?: string;
  /** The links at the end: the entry's own, and back to its list. */
  links: ReactNode;
}

/** An entry's own page (a news item's, a project's): its heading, date, text, body and links; the app's and the static copy's. */
export function ItemArticle({ title, meta, lead, bodyHtml, links }: ItemArticleProps) {
  return (
    <article className={styles.page}>
      <PageHeader title={title}>{meta}</PageHeader>
      {lead && <p className={`${text.body1} ${styles.prose}`}>{lead}</p>}
      {bodyHtml && <div className={`${text.body1} ${styles.prose}`} dangerouslySetInnerHTML={{ __html: bodyHtml }} />}
      {links}
    </article>
  );
}
