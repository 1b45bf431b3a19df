import { headline, type NewsEntry } from '../../../content/news';
import { InlineText } from '../../../components/NewsList/NewsList';
import { externalLinkProps } from '../../../components/LinkButton/LinkButton';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { formatDate } from '../../../components/dates';
import { publicationFile } from '../../../static/staticAddresses';
import { text } from '../../../styles/typography.css';
import * as styles from './NewsItemArticle.css';

/** A news item's own page: its headline, date, text and body; the app's #/news/<page> and the static news/<page>.html. */
export function NewsItemArticle({ item }: { item: NewsEntry }) {
  return (
    <article className={styles.page}>
      <PageHeader title={headline(item)}>
        <p className={`${text.body2} ${styles.when}`}>
          <time dateTime={item.date}>{formatDate(item.date)}</time>
          {item.upcoming && <span className={`${text.small} ${styles.upcoming}`}>Upcoming</span>}
        </p>
      </PageHeader>
      {item.text && (
        <p className={`${text.body1} ${styles.prose}`}>
          <InlineText value={item.text} />
        </p>
      )}
      {/* Made from the owner's Markdown at build time and sanitised to an allowlist (tooling/content/markdown.ts). */}
      {item.bodyHtml && (
        <div className={`${text.body1} ${styles.prose}`} dangerouslySetInnerHTML={{ __html: item.bodyHtml }} />
      )}
      <p className={`${text.body2} ${styles.links}`}>
        {item.paperTitle && (
          <a className={styles.link} href={publicationFile(item.paper!, 'html')}>
            Paper: {item.paperTitle}
          </a>
        )}
        {item.link && (
          <a className={styles.link} href={item.link} {...externalLinkProps}>
            Read more
          </a>
        )}
        <a className={styles.link} href={`#/news?section=${item.anchor}`}>
          All news
        </a>
      </p>
    </article>
  );
}
