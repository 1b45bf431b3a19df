import type { KindName } from './kinds';
import type { EntryOf } from './types';
import type { cvSettingsSchema, Infer } from './schema';

/** A CV besides the full one, as cv.ts names it (`cvVariants.short`). */
export type CvVariant = NonNullable<Infer<typeof cvSettingsSchema>['cvVariants']>[string];

/** Where a kind's sections are placed by its declaration (kinds.ts `shows`): About, the CV PDF, resume.json. */
export type CvPlace = 'about' | 'cv' | 'resume';

/** The kinds About draws from their sections (kinds.ts: `shows` has 'about'); the publications have a list of their own. */
export type AboutKind = Exclude<
  {
    [K in KindName]: 'about' extends (typeof import('./kinds').contentKinds)[K]['shows'][number] ? K : never;
  }[KindName],
  'publications'
>;

/**
 * Where the browser finds a Markdown field's HTML, the one name for rendered Markdown: `<field>Html` (a talk's
 * `abstract` as `abstractHtml`, a course's `description` as `descriptionHtml`, a body as `bodyHtml`).
 */
export const htmlField = <F extends string>(field: F) => `${field}Html` as const;

/** An entry with its Markdown fields as the build made them HTML: About shows a talk's abstract or a course's description when opened. */
export type WithHtml = { readonly [field: `${string}Html`]: string | undefined };

/** One section of a kind shown on About, with its heading (the owner's or the default) and its entries, never none. */
export type CvSectionData = {
  [K in AboutKind]: {
    kind: K;
    /** The content file the entries are written in (kinds.ts `file`), for the build's messages. */
    file: string;
    name: string;
    title: string;
    /** Each entry's Markdown (a talk's abstract, a course's description) as the build's HTML, in `<field>Html`. */
    entries: Array<EntryOf<K> & WithHtml>;
    /** Which of About, the CV PDF and resume.json the kind's declaration places it on. */
    places: CvPlace[];
  };
}[AboutKind];

/** What the build gives About (virtual:cv): every section of every kind shown there, their order, the CVs. */
export interface CvContentData {
  /** In the declarations' order (kinds.ts), the talks with the .bib's; cv.ts's sections by the names the owner gave them. */
  sections: CvSectionData[];
  /** cv.ts's aboutOrder, as written (checked by the build). */
  order: string[];
  /** cv.ts's cvVariants, by name (checked by the build). */
  variants: Record<string, CvVariant>;
}

/** The specification's sections first (education, publications, experience, awards), the skills last. */
const specFirst = ['education', 'publications', 'experience', 'awardsAndTalks'];
const specLast = ['skills'];

/**
 * About's sections in their default order, from every section name the content can have (in the
 * declarations' order): the specification's four first, the others as declared, the skills last.
 */
export function defaultSectionOrder(names: readonly string[]): string[] {
  const middle = names.filter((name) => !specFirst.includes(name) && !specLast.includes(name));
  return [...specFirst, ...middle, ...specLast];
}

/** A name the owner gave a section, as a heading: `studentsAndMentoring` reads "Students and mentoring". */
export function titleOfName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
