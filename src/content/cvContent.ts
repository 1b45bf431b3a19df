import type { CvListEntry, Talk, TeachingEntry } from './types';
import type { cvSettingsSchema, Infer } from './schema';

/** A CV besides the full one, as cv.ts names it (`cvVariants.short`). */
export type CvVariant = NonNullable<Infer<typeof cvSettingsSchema>['cvVariants']>[string];

/** A section with its heading (the owner's or the default) and its entries, never none. */
export interface TitledList<Entry> {
  name: string;
  title: string;
  entries: Entry[];
}

/** A talk's abstract or a course's description, as the build made its Markdown HTML: About shows it when opened. */
export interface WithDetails {
  detailsHtml?: string;
}

/** What the build gives About (virtual:cv): talks (talks.ts's and the .bib's), teaching, the owner's sections, the order. */
export interface CvContentData {
  talks?: TitledList<Talk & WithDetails>;
  teaching?: TitledList<TeachingEntry & WithDetails>;
  /** cv.ts's sections, by the names the owner gave them. */
  own: Array<TitledList<CvListEntry>>;
  /** cv.ts's aboutOrder, as written (checked by the build). */
  order: string[];
  /** cv.ts's cvVariants, by name (checked by the build). */
  variants: Record<string, CvVariant>;
}

/** A name the owner gave a section, as a heading: `studentsAndMentoring` reads "Students and mentoring". */
export function titleOfName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
