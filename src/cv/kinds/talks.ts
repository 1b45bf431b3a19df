import type { CvItem } from '../../components/CvList/CvList';
import type { WithHtml } from '../../content/cvContent';
import type { Talk, TalkType } from '../../content/types';
import { publicationFile } from '../../content/staticAddresses';
import { detailsOf, linksOf, type KindView } from './view';
import { t } from '../../i18n/pages';

/** Invited talks and keynotes: the ones a reader looks for first. */
const isInvited = (type?: TalkType) => type === 'invited' || type === 'keynote';

export function talkItem(talk: Talk & WithHtml): CvItem {
  return {
    key: talk.id ?? `${talk.date}-${talk.title}`,
    date: talk.date || undefined,
    title: talk.title,
    ...(talk.type ? { badge: { label: t(`talk.${talk.type}`), strong: isInvited(talk.type) } } : {}),
    lines: [[talk.event, talk.location].filter(Boolean).join(' · ')].filter(Boolean),
    links: linksOf(
      [t('link.slides'), talk.slides],
      [t('link.video'), talk.video],
      [t('link.event'), talk.eventLink],
      [t('link.paper'), talk.paper && publicationFile(talk.paper, 'html')],
    ),
    ...detailsOf(t('about.abstract'), talk.abstractHtml),
  };
}

/** "12 talks, 3 of them invited or keynotes": the invited ones picked out before the list. */
function talksLead(items: readonly CvItem[]): string {
  const invited = items.filter((item) => item.badge?.strong).length;
  const count = items.length;
  return invited ? t('talks.leadInvited', { count, invited }) : t('talks.lead', { count });
}

/** Talks (talks.ts's and the .bib's): rows led by a count of them and of the invited ones. */
export const talksView: KindView<Talk & WithHtml> = {
  draw: (entries) => {
    const items = entries.map(talkItem);
    return { shape: 'list', items, lead: talksLead(items) };
  },
};
