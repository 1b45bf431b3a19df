import type { CvListEntry, Talk, TalkType, TeachingEntry } from '../../../content/types';
import type { WithDetails } from '../../../content/cvContent';
import type { CvItem } from '../../../components/CvList/CvList';
import { publicationFile } from '../../../static/staticAddresses';

/*
 * Thin adapters from each kind's entries to the rows About, the CV PDF and resume.json share.
 */

const talkLabels: Record<TalkType, string> = {
  invited: 'Invited',
  keynote: 'Keynote',
  contributed: 'Contributed',
  seminar: 'Seminar',
  lecture: 'Lecture',
  tutorial: 'Tutorial',
  panel: 'Panel',
  poster: 'Poster',
  performance: 'Performance',
  other: 'Talk',
};

/** Invited talks and keynotes: the ones a reader looks for first. */
export const isInvited = (type?: TalkType) => type === 'invited' || type === 'keynote';

const links = (...pairs: Array<[string, string | undefined]>) =>
  pairs.flatMap(([label, href]) => (href ? [{ label, href }] : []));

/** The abstract or description About shows under an entry, when opened. */
const detailsOf = (label: string, { detailsHtml }: WithDetails) =>
  detailsHtml ? { details: { label, html: detailsHtml } } : {};

export function talkItem(talk: Talk & WithDetails): CvItem {
  return {
    key: talk.id ?? `${talk.date}-${talk.title}`,
    date: talk.date || undefined,
    title: talk.title,
    ...(talk.type ? { badge: { label: talkLabels[talk.type], strong: isInvited(talk.type) } } : {}),
    lines: [[talk.event, talk.location].filter(Boolean).join(' · ')].filter(Boolean),
    links: links(
      ['Slides', talk.slides],
      ['Video', talk.video],
      ['Event', talk.eventLink],
      ['Paper', talk.paper && publicationFile(talk.paper, 'html')],
    ),
    ...detailsOf('Abstract', talk),
  };
}

export function teachingItem(entry: TeachingEntry & WithDetails): CvItem {
  const how = [entry.role, entry.level].filter(Boolean).join(' · ');
  return {
    key: entry.id ?? `${entry.date}-${entry.course}`,
    date: entry.date,
    endDate: entry.endDate,
    when: entry.term,
    title: entry.course,
    lines: [entry.institution, how].filter(Boolean),
    links: links(['Course page', entry.link]),
    ...detailsOf('About the course', entry),
  };
}

export function listItem(entry: CvListEntry): CvItem {
  const who = [entry.organisation, entry.role].filter(Boolean).join(' · ');
  const release = [entry.version && `Version ${entry.version}`, entry.doi && `DOI ${entry.doi}`]
    .filter(Boolean)
    .join(' · ');
  return {
    key: entry.id ?? `${entry.date ?? ''}-${entry.title}`,
    date: entry.date,
    endDate: entry.endDate,
    current: entry.current,
    title: entry.title,
    lines: [who, entry.note ?? '', release].filter(Boolean),
    links: links(['Link', entry.link], ['DOI', entry.doi && `https://doi.org/${entry.doi}`]),
  };
}
