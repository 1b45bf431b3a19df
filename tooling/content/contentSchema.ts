/**
 * Which content file holds what, for the build's check. The shape of each file's entries is written
 * once, in src/content/schema.ts, where the TypeScript types come from too.
 */

import { contentSections } from '../../src/content/types.ts';
import {
  profileSchema,
  projectSchema,
  publicationOverrideSchema,
  skillGroupSchema,
  timelineSchema,
  type Schema,
} from '../../src/content/schema.ts';

export type { Field, Needs, Schema } from '../../src/content/schema.ts';

/**
 * The content files (publications.bib is read by publications.ts beside them), each export found by
 * its name: `object` names the one object a file exports (the profile); `keyedBy` the object of entries
 * by key (the publication overrides); the other files export their `sections`, by name, each an array
 * of entries and each optional, with an optional `sectionTitles` object renaming them.
 */
export interface ContentFileSpec {
  file: string;
  schema: Schema;
  /** The section exports a collection file may have, in page order. */
  sections?: readonly string[];
  object?: string;
  /** A build cannot work without it; the others are checked when present. */
  required?: boolean;
  /** The export holding entries keyed by name (the publication overrides, by citation key). */
  keyedBy?: string;
}

export const contentFiles: readonly ContentFileSpec[] = [
  { file: 'profile.ts', schema: profileSchema, object: 'profile', required: true },
  { file: 'publications.ts', schema: publicationOverrideSchema, keyedBy: 'publicationOverrides' },
  { file: 'projects.ts', schema: projectSchema, sections: contentSections.projects },
  { file: 'timeline.ts', schema: timelineSchema, sections: contentSections.timeline },
  { file: 'skills.ts', schema: skillGroupSchema, sections: contentSections.skills },
];
