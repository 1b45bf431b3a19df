import { entries } from 'virtual:item-pages/news';
import { headlines } from 'virtual:item-headlines/news';
import type { NewsEntry } from '../../content/news';
import { useItemPage } from './itemPage';
import NotFound from './NotFound';
import { NewsItemArticle } from './news/NewsItemArticle';

const items = entries as readonly NewsEntry[];

/** A news item's own page, #/news/<page> (news/<page>.html is its copy without JavaScript): its body comes with it alone. */
export default function NewsItemPage() {
  const page = useItemPage(headlines);
  const item = items.find((entry) => entry.page === page);
  return item ? <NewsItemArticle item={item} /> : <NotFound />;
}
