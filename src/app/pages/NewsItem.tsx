import { useLocation } from 'react-router-dom';
import { news } from 'virtual:news-pages';
import { readAddress } from '../address';
import NotFound from './NotFound';
import { NewsItemArticle } from './news/NewsItemArticle';

/** A news item's own page, #/news/<page> (news/<page>.html is its copy without JavaScript): its body comes with it alone. */
export default function NewsItemPage() {
  const page = readAddress(useLocation().pathname).path.replace(/^\/news\//, '');
  const item = news.items.find((entry) => entry.page === page);
  return item ? <NewsItemArticle item={item} /> : <NotFound />;
}
