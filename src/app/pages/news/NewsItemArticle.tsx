import { headlineOf, type NewsEntry } from '../../../content/news';
import { NewsDate, NewsLinks } from '../../../components/NewsList/NewsList';
import { link as linkStyle } from '../../../components/NewsList/NewsList.css';
import { ItemArticle } from '../../../components/ItemArticle/ItemArticle';
import { t } from '../../../i18n/pages';

/** A news item's own page: its headline, date, text and body; the app's #/news/<page> and the static news/<page>.html. */
export function NewsItemArticle({ item }: { item: NewsEntry }) {
  return (
    <ItemArticle
      title={headlineOf(item)}
      meta={<NewsDate item={item} />}
      leadHtml={item.textHtml}
      bodyHtml={item.bodyHtml}
      links={
        <NewsLinks item={item}>
          <a className={linkStyle} href={`#/news?section=${item.anchor}`}>
            {t('news.all')}
          </a>
        </NewsLinks>
      }
    />
  );
}
