import type { CvItem } from '../../components/CvList/CvList';
import type { WithHtml } from '../../content/cvContent';
import type { TeachingEntry } from '../../content/types';
import { detailsOf, linksOf, type KindView } from './view';
import { t } from '../../i18n/pages';

/** The role and the level, one line (`Lecturer · Master’s`); empty when neither is given. */
export const roleAndLevel = (entry: TeachingEntry) => [entry.role, entry.level].filter(Boolean).join(' · ');

export function teachingItem(entry: TeachingEntry & WithHtml): CvItem {
  const how = roleAndLevel(entry);
  return {
    key: entry.id ?? `${entry.date}-${entry.course}`,
    date: entry.date,
    endDate: entry.endDate,
    when: entry.term,
    title: entry.course,
    lines: [entry.institution ?? '', how].filter(Boolean),
    links: linksOf([t('link.coursePage'), entry.link]),
    ...detailsOf(t('about.course'), entry.descriptionHtml),
  };
}

/** Courses taught: a row each, the term in place of the dates where given. */
export const teachingView: KindView<TeachingEntry & WithHtml> = {
  draw: (entries) => ({ shape: 'list', items: entries.map(teachingItem) }),
};
