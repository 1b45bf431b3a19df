import { cv } from 'virtual:cv';
import type { CvListEntry, SkillGroup, TimelineEntry } from '../../../content/types';
import type { CvItem } from '../../../components/CvList/CvList';
import { cvSections } from './cvSections';
import { listItem, talkItem, teachingItem } from './cvItems';
import { anchorOf, uniqueAnchors } from './sectionAnchor';

/*
 * About's sections in the owner's order (cv.ts's aboutOrder) or the default one: the one list About,
 * the CV PDF and resume.json follow. A section with nothing in it is left out of all three.
 */

export type CvPart = { name: string; anchor: string; title: string } & (
  | { shape: 'timeline'; entries: readonly TimelineEntry[] }
  | { shape: 'skills'; entries: readonly SkillGroup[] }
  | { shape: 'publications' }
  | { shape: 'list'; items: readonly CvItem[]; lead?: string; entries?: readonly CvListEntry[] }
);

/** "12 talks, 3 of them invited or keynotes": the invited ones picked out before the list. */
function talksLead(items: readonly CvItem[]): string {
  const invited = items.filter((item) => item.badge?.strong).length;
  const all = `${items.length} ${items.length === 1 ? 'talk' : 'talks'}`;
  return invited ? `${all}, ${invited} of them invited or keynotes.` : `${all}.`;
}

/** The specification's five in its order, with talks, teaching and the owner's sections before the skills. */
const defaultOrder = ['education', 'publications', 'experience', 'awardsAndTalks', 'talks', 'teaching'];

/** Every section the content has, by name. */
function parts(publicationsShown: boolean): Map<string, CvPart> {
  const all: CvPart[] = [];
  const named = (name: string, title: string) => ({ name, anchor: anchorOf(name, title), title });
  for (const name of ['education', 'experience', 'awardsAndTalks'] as const) {
    const section = cvSections[name];
    if (section) all.push({ ...named(name, section.title), shape: 'timeline', entries: section.entries });
  }
  const { skills } = cvSections;
  if (skills) all.push({ ...named('skills', skills.title), shape: 'skills', entries: skills.entries });
  if (publicationsShown) all.push({ ...named('publications', 'Publications'), shape: 'publications' });
  if (cv.talks) {
    const items = cv.talks.entries.map(talkItem);
    all.push({ ...named('talks', cv.talks.title), shape: 'list', items, lead: talksLead(items) });
  }
  if (cv.teaching)
    all.push({ ...named('teaching', cv.teaching.title), shape: 'list', items: cv.teaching.entries.map(teachingItem) });
  for (const { name, title, entries } of cv.own)
    // The entries too: resume.json maps their fields (organisation, role) to its own (src/cv/resumeSections.ts).
    all.push({ ...named(name, title), shape: 'list', items: entries.map(listItem), entries });
  return new Map(all.map((part) => [part.name, part]));
}

/** About's sections in order; `publicationsShown` when there are publications to list. */
export function cvOutline(publicationsShown: boolean): CvPart[] {
  const byName = parts(publicationsShown);
  const order = [...cv.order, ...defaultOrder, ...cv.own.map((s) => s.name), 'skills'];
  return uniqueAnchors([...new Set(order)].flatMap((name) => byName.get(name) ?? []));
}
