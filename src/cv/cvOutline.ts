import { cv } from 'virtual:cv';
import { defaultSectionOrder } from '../content/cvContent';
import { partOf, type CvPart } from './cvParts';
import { anchorOf, uniqueAnchors } from './sectionAnchor';
import { t } from '../i18n/pages';

/*
 * About's sections in the owner's order (cv.ts's aboutOrder) or the default one: the one list About,
 * the CV PDF and resume.json follow. A section with nothing in it is left out of all three.
 */

/** About's sections in order; `publicationsShown` when there are publications to list. */
export function cvOutline(publicationsShown: boolean): CvPart[] {
  const byName = new Map(cv.sections.map((section) => [section.name, partOf(section)]));
  if (publicationsShown)
    byName.set('publications', {
      name: 'publications',
      anchor: anchorOf('publications', 'Publications'),
      title: t('about.publications'),
      shape: 'publications',
    });
  const order = [...cv.order, ...defaultSectionOrder(cv.sections.map((section) => section.name))];
  return uniqueAnchors([...new Set(order)].flatMap((name) => byName.get(name) ?? []));
}
