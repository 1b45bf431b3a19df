import * as projectsFile from '@content/projects';
import type { ProjectsContent } from '../../../content/types';
import { sectionsOf } from '../sections';

/** Typed as the content may be: every export optional. */
const content: ProjectsContent = projectsFile;

/** The Projects page's sections, under the spec's headings unless the owner renames them. */
export const projectSections = sectionsOf(content, {
  currentProjects: 'Currently working on',
  pastProjects: 'Past projects and Invited Talks',
});

export const projectsLead = content.projectsLead;
