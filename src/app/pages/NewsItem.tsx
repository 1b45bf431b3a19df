import { news } from 'virtual:news';
import { useItemPage } from './itemPage';
import NotFound from './NotFound';
import { NewsItemArticle } from './news/NewsItemArticle';

/** A news item's own page, #/news/<page> (news/<page>.html is its copy without JavaScript). */
export default function NewsItemPage() {
  const page = useItemPage();
  const item = news.items.find((entry) => entry.page === page);
  return item ? <NewsItemArticle item={item} /> : <NotFound />;
}
