import type { ReactNode } from 'react';
import { headlineOf, type NewsEntry } from '../../content/news';
import { publicationFile } from '../../content/staticAddresses';
import { externalLinkProps } from '../LinkButton/LinkButton';
import { formatDate } from '../../content/dates';
import { text } from '../../styles/typography.css';
import * as styles from './NewsList.css';
import { t } from '../../i18n/cards';

interface NewsListProps {
  items: readonly NewsEntry[];
  /** The level of each item's title: one below the heading the list sits under. */
  headingLevel: 3 | 4;
  /** Gives each item its anchor as its id (the archive; Home links there instead). */
  anchors?: boolean;
}

/** Dated news items, newest first, each with its `<time>`; an item dated after the build is marked upcoming. */
export function NewsList({ items, headingLevel, anchors = false }: NewsListProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ol className={styles.root}>
      {items.map((item) => (
        <li key={item.anchor} id={anchors ? item.anchor : undefined} className={styles.item}>
          <NewsDate item={item} />
          <div className={styles.body}>
            {item.page ? (
              // An item with a body is read on its own page: here its headline links there.
              <Title className={`${text.h5} ${styles.title}`}>
                <a className={styles.pageLink} href={`#/news/${item.page}`}>
                  {headlineOf(item)}
                </a>
              </Title>
            ) : (
              item.title && <Title className={`${text.h5} ${styles.title}`}>{item.title}</Title>
            )}
            {item.textHtml && (
              // The build's HTML of the item's one line of Markdown (tooling/content/markdown/markdown.ts lineOf).
              <p className={`${text.body1} ${styles.text}`} dangerouslySetInnerHTML={{ __html: item.textHtml }} />
            )}
            {(item.link || item.paperTitle) && <NewsLinks item={item} labelled />}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A news item's date, marked upcoming when it is after the build. */
export function NewsDate({ item }: { item: NewsEntry }) {
  return (
    <p className={`${text.body2} ${styles.when}`}>
      <time dateTime={item.date}>{formatDate(item.date)}</time>
      {item.upcoming && <span className={`${text.small} ${styles.upcoming}`}>{t('news.upcoming')}</span>}
    </p>
  );
}

/**
 * A news item's links: its paper's page and its own link ("Read more", named after the item where several
 * items are listed), then any more the caller adds (the item's page adds "All news").
 */
export function NewsLinks({ item, labelled, children }: { item: NewsEntry; labelled?: boolean; children?: ReactNode }) {
  return (
    <p className={`${text.body2} ${styles.links}`}>
      {item.paperTitle && (
        <a className={styles.link} href={publicationFile(item.paper!, 'html')}>
          {t('news.paper', { title: item.paperTitle })}
        </a>
      )}
      {item.link && (
        <a
          className={styles.link}
          href={item.link}
          {...(labelled
            ? { 'aria-label': t('link.named', { label: t('link.readMore'), title: headlineOf(item) }) }
            : {})}
          {...externalLinkProps}
        >
          {t('link.readMore')}
        </a>
      )}
      {children}
    </p>
  );
}
