import { useLocation } from 'react-router-dom';
import { news } from 'virtual:news';
import { readAddress } from '../../content/address';
import NotFound from './NotFound';
import { NewsItemArticle } from './news/NewsItemArticle';

/** A news item's own page, #/news/<page> (news/<page>.html is its copy without JavaScript). */
export default function NewsItemPage() {
  const page = readAddress(useLocation().pathname).path.replace(/^\/news\//, '');
  const item = news.items.find((entry) => entry.page === page);
  return item ? <NewsItemArticle item={item} /> : <NotFound />;
}
