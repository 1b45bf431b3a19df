import type { SkillGroup } from '../../content/types';
import type { KindView } from './view';

/** Groups of skills, each a line on About and in the PDF. */
export const skillsView: KindView<SkillGroup> = { draw: (entries) => ({ shape: 'skills', entries }) };
