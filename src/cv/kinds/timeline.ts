import type { TimelineEntry } from '../../content/types';
import type { KindView } from './view';

/** Education, experience and awards: the timeline on About and in the PDF. */
export const timelineView: KindView<TimelineEntry> = { draw: (entries) => ({ shape: 'timeline', entries }) };
