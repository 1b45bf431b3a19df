import * as skillsFile from '@content/skills';
import * as timelineFile from '@content/timeline';
import type { SkillsContent, TimelineContent } from '../../../content/types';
import { sectionsOfKind } from '../sections';

/** Typed as the content may be: every export optional. */
const timeline: TimelineContent = timelineFile;
const skills: SkillsContent = skillsFile;

/** About's CV sections from the content, under the spec's headings unless the owner renames them. */
export const cvSections = { ...sectionsOfKind('timeline', timeline), ...sectionsOfKind('skills', skills) };
