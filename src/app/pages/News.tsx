import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { news } from 'virtual:news';
import { sectionOf } from '../../content/address';
import { NewsArchive } from './news/NewsArchive';

/** The news archive at #/news; `?section=news-2025-03-14` opens at that item (news/index.html is its copy without JavaScript). */
export default function NewsPage() {
  const section = sectionOf(useLocation().search);
  useEffect(() => {
    if (section) document.getElementById(section)?.scrollIntoView();
  }, [section]);
  return <NewsArchive items={news.items} />;
}
