import type { AboutKind, WithHtml } from '../../content/cvContent';
import type { EntryOf } from '../../content/types';
import { cvView } from './cv';
import { peopleView } from './people';
import { skillsView } from './skills';
import { talksView } from './talks';
import { teachingView } from './teaching';
import { timelineView } from './timeline';
import type { KindView } from './view';

/**
 * How each kind whose declaration shows it on About is drawn there and in the PDF, and put in resume.json:
 * a kind declared with `shows: ['about', …]` fails the type check until it has its view here.
 */
export const kindViews: { [K in AboutKind]: KindView<EntryOf<K> & WithHtml> } = {
  timeline: timelineView,
  skills: skillsView,
  talks: talksView,
  teaching: teachingView,
  people: peopleView,
  cv: cvView,
};
