import { useId } from 'react';
import { news } from 'virtual:news-home';
import { NewsList } from '../../../components/NewsList/NewsList';
import { text } from '../../../styles/typography.css';
import * as styles from '../Home.css';
import { t } from '../../../i18n/cards';

/** The newest few items (news.ts's newsOnHome), and a link to the archive; nothing without news. */
export function HomeNews() {
  const id = useId();
  if (news.items.length === 0) return null;
  return (
    <section className={styles.featured} aria-labelledby={id}>
      <div className={styles.featuredHeader}>
        <h2 id={id} className={`${text.h2} ${styles.featuredTitle}`}>
          {t('home.news')}
        </h2>
        <a href="#/news" className={`${text.button} ${styles.more}`}>
          {t('home.allNews', { count: news.total })}
        </a>
      </div>
      <NewsList items={news.items} headingLevel={3} />
    </section>
  );
}
