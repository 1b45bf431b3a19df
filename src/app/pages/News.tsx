import { startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { news } from 'virtual:news';
import { sectionOf } from '../../content/address';
import { NewsArchive } from './news/NewsArchive';

/**
 * How many of the newest items the archive's first render has: its prerendered page file, which a deep link
 * paints first, stays the same size however long the list grows (as Publications' newest eight).
 */
export const archiveFirst = 8;

/** The news archive at #/news; `?section=news-2025-03-14` opens at that item (news/index.html is its copy without JavaScript). */
export default function NewsPage() {
  const section = sectionOf(useLocation().search);
  const [all, setAll] = useState(news.items.length <= archiveFirst);
  // The rest once the page has hydrated, in a transition: React renders it around whatever the visitor does.
  useEffect(() => startTransition(() => setAll(true)), []);
  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView();
  }, [section, all]);
  return <NewsArchive items={all ? news.items : news.items.slice(0, archiveFirst)} total={news.items.length} />;
}
