import type { CvItem } from '../../components/CvList/CvList';
import type { CvListEntry } from '../../content/types';
import { linksOf, type KindView } from './view';
import { t } from '../../i18n/cards';

/** A release as one line: its version and DOI, where given. */
export const releaseOf = (e: CvListEntry) =>
  [e.version && `Version ${e.version}`, e.doi && `DOI ${e.doi}`].filter(Boolean).join(' · ') || undefined;

export function listItem(entry: CvListEntry): CvItem {
  const who = [entry.organisation, entry.role].filter(Boolean).join(' · ');
  return {
    key: entry.id ?? `${entry.date ?? ''}-${entry.title}`,
    date: entry.date,
    endDate: entry.endDate,
    current: entry.current,
    title: entry.title,
    lines: [who, entry.note ?? '', releaseOf(entry) ?? ''].filter(Boolean),
    links: linksOf([t('link.link'), entry.link], [t('link.doi'), entry.doi && `https://doi.org/${entry.doi}`]),
  };
}

/** The sections an owner names in cv.ts (service, students, funding …): a row each. */
export const cvView: KindView<CvListEntry> = { draw: (entries) => ({ shape: 'list', items: entries.map(listItem) }) };
