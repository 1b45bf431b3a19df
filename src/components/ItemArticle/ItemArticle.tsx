import { useEffect, useRef, type ReactNode } from 'react';
import { PageHeader } from '../PageHeader/PageHeader';
import { text } from '../../styles/typography.css';
import * as styles from './ItemArticle.css';

interface ItemArticleProps {
  title: string;
  /** Under the heading: the date, a note. */
  meta?: ReactNode;
  /** The entry's short text, before its body: as text, or as the build's HTML of its one line of Markdown. */
  lead?: ReactNode;
  leadHtml?: string;
  /** The body as the build made it from the owner's Markdown and sanitised to an allowlist (tooling/content/markdown/markdown.ts). */
  bodyHtml?: string;
  /** The links at the end: the entry's own, and back to its list. */
  links: ReactNode;
}

/**
 * A footnote's link or back-link (`news/<id>.html#user-content-fn-1`, tooling/content/markdown/markdown.ts) names the static
 * page, where it works as it is; in the app the click scrolls to the footnote instead of leaving for that page.
 */
function toFootnote(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const href = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
  const id = /#(user-content-[^#\s]+)$/.exec(href)?.[1];
  const target = id && (event.currentTarget as HTMLElement).querySelector(`[id="${CSS.escape(id)}"]`);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
}

/** An entry's own page (a news item's, a project's): its heading, date, text, body and links; the app's and the static copy's. */
export function ItemArticle({ title, meta, lead, leadHtml, bodyHtml, links }: ItemArticleProps) {
  // Delegated from the body: a link's click (by pointer or keyboard) reaches it.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = body.current;
    box?.addEventListener('click', toFootnote);
    return () => box?.removeEventListener('click', toFootnote);
  }, [bodyHtml]);
  return (
    <article className={styles.page}>
      <PageHeader title={title}>{meta}</PageHeader>
      {lead && <p className={`${text.body1} ${styles.prose}`}>{lead}</p>}
      {leadHtml && <p className={`${text.body1} ${styles.prose}`} dangerouslySetInnerHTML={{ __html: leadHtml }} />}
      {bodyHtml && (
        <div className={`${text.body1} ${styles.prose}`} ref={body} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      )}
      {links}
    </article>
  );
}
