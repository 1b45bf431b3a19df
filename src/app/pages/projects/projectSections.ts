import * as projectsFile from '@content/projects';
import type { ProjectsContent } from '../../../content/types';
import { sectionsOfKind } from '../sections';

/** Typed as the content may be: every export optional. */
const content: ProjectsContent = projectsFile;

/** The Projects page's sections, under the spec's headings unless the owner renames them. */
export const projectSections = sectionsOfKind('projects', content);

export const projectsLead = content.projectsLead;
