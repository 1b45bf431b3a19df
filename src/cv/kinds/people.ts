import type { CvItem } from '../../components/CvList/CvList';
import type { WithHtml } from '../../content/cvContent';
import type { EntryOf } from '../../content/types';
import { linksOf, type KindView } from './view';
import { t } from '../../i18n/pages';

type Person = EntryOf<'people'> & WithHtml;

/** A member or alumnus as a CV row: their name, role and line, their years (a member's run to the present). */
export function personItem(person: Person): CvItem {
  return {
    key: person.id,
    date: person.date,
    endDate: person.endDate,
    current: Boolean(person.date && !person.endDate),
    title: person.name,
    lines: [person.role, person.description].filter((line): line is string => Boolean(line)),
    // A row links their website, never their address: the CV and resume.json travel without them.
    links: linksOf([t('link.website'), person.links?.website]),
  };
}

/** The owner's lab, members then alumni: a row each, on About, in the CV and in resume.json (as projects). */
export const peopleView: KindView<Person> = {
  draw: (entries) => ({ shape: 'list', items: entries.map(personItem) }),
};
