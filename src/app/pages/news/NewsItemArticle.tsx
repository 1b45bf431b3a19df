import { headline, type NewsEntry } from '../../../content/news';
import { InlineText, NewsDate, NewsLinks } from '../../../components/NewsList/NewsList';
import { link as linkStyle } from '../../../components/NewsList/NewsList.css';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { text } from '../../../styles/typography.css';
import * as styles from './NewsItemArticle.css';

/** A news item's own page: its headline, date, text and body; the app's #/news/<page> and the static news/<page>.html. */
export function NewsItemArticle({ item }: { item: NewsEntry }) {
  return (
    <article className={styles.page}>
      <PageHeader title={headline(item)}>
        <NewsDate item={item} />
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
      <NewsLinks item={item}>
        <a className={linkStyle} href={`#/news?section=${item.anchor}`}>
          All news
        </a>
      </NewsLinks>
    </article>
  );
}
