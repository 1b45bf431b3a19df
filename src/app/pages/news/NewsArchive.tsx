import { useId } from 'react';
import type { NewsEntry } from '../../../content/news';
import { NewsList } from '../../../components/NewsList/NewsList';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { text } from '../../../styles/typography.css';
import * as styles from './NewsArchive.css';
import { t } from '../../../i18n/pages';
import { formatYear } from '../../../i18n/numbers';

/** Items by year, newest first (items come newest first). */
function byYear(items: readonly NewsEntry[]): Array<[string, NewsEntry[]]> {
  const years = new Map<string, NewsEntry[]>();
  for (const item of items) {
    const year = item.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), item]);
  }
  return [...years];
}

function YearSection({ year, items }: { year: string; items: NewsEntry[] }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.year}>
      <h2 id={id} className={`${text.h2} ${styles.yearTitle}`}>
        {formatYear(t.locale, year)}
      </h2>
      <NewsList items={items} headingLevel={3} anchors />
    </section>
  );
}

/**
 * The news items, grouped by year: every one in the static news/index.html; in the app's News page the newest
 * few first (its prerendered page), then all (`total`: how many there are in all).
 */
export function NewsArchive({ items, total = items.length }: { items: readonly NewsEntry[]; total?: number }) {
  return (
    <div className={styles.page}>
      <PageHeader title={t('nav.news')} lead={t('news.archiveLead', { count: total })} />
      {byYear(items).map(([year, inYear]) => (
        <YearSection key={year} year={year} items={inYear} />
      ))}
    </div>
  );
}
