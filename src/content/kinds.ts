/**
 * Every kind of content the site reads, declared once: its file in the content folder, the exports it
 * may have, the shape of each entry and where it shows. The build's check, the TypeScript types, the
 * modules the app imports, `npm run new-site`, the JSON Schemas and the table of content files in
 * docs/content.md all follow from this list (docs/content-kinds.md: how to add one).
 * Plain data: Node scripts and the tests import it without the build.
 */

import type { en } from '../i18n/messages/en.ts';
import { kindSections } from './kindSections.ts';
import {
  cvListSchema,
  cvSettingsSchema,
  newsSchema,
  newsSettingsSchema,
  talkSchema,
  teachingSchema,
  profileSchema,
  projectSchema,
  publicationOverrideSchema,
  publicationSettingsSchema,
  skillGroupSchema,
  personSchema,
  stringsSchema,
  timelineSchema,
  type Schema,
} from './schema.ts';

/** Where a kind's entries are shown or written. */
export type Place =
  'home' | 'about' | 'projects' | 'publications' | 'contact' | 'news' | 'people' | 'head' | 'cv' | 'resume' | 'feed';

/** How a content file exports its entries. */
export type Exports =
  /** One object under this name (the profile). */
  | { object: string }
  /** An object of entries keyed by name (the publication overrides, by citation key). */
  | { keyedBy: string }
  /** Lists of entries, each an optional section under a default heading, in page order. */
  | { sections: Readonly<Record<string, string>> }
  /** Lists the owner names: every list the file exports (but its settings) is a section of entries. */
  | { namedSections: true };

export interface ContentKind {
  /** The file in the content folder. */
  file: string;
  /** What the file holds, in one line for the owner's guide. */
  summary: string;
  schema: Schema;
  exports: Exports;
  /** Loose texts the file may export beside its entries (a page's lead paragraph). */
  texts?: readonly string[];
  /** Settings the file may export beside its entries, each checked by its field. */
  settings?: Schema;
  /** A site cannot be built without it; the others are checked when present. */
  required?: boolean;
  /**
   * Which field a Markdown file's body fills: every kind of lists may be a folder of Markdown files
   * (`talks/2024-05-hri.md`), one entry each, the front matter for the fields (`section:` picks one of its
   * sections). The body is `body`, or `oneLine` when it is one line; a kind without a body field warns of one.
   */
  markdown?: { body?: string; oneLine?: string };
  /**
   * Its entries with a body each have a page of their own, `#/<kind>/<page>` in the app and `<kind>/<page>.html`
   * without JavaScript (the page is the id in lower case), listed in the sitemap, `_headers` and the route check;
   * `headline` is the field that titles the page, `lead` the one its description is made of. Its view is named in
   * src/app/itemViews.ts: a kind declared with `pages` fails the type check until it has one.
   */
  pages?: { headline: string; lead: string };
  /**
   * Its entries have a list page, `#/<kind>`, in the main navigation (before Contact, in the declarations' order)
   * once the owner has an entry; `label` is the catalogue's word for it (src/i18n/messages/, `nav.people`). Its
   * page and icon are named in src/app/listViews.ts: a kind declared with `listPage` fails the type check until it has them.
   */
  listPage?: { label: NavWord };
  shows: readonly Place[];
}

/** A word of the navigation in the catalogue: what a list page is called there. */
export type NavWord = keyof (typeof en)['frame'] & `nav.${string}`;

export const contentKinds = {
  profile: {
    file: 'profile.ts',
    summary: 'Your name, role, intro, photo, email, links and the site settings (title, address, language).',
    schema: profileSchema,
    exports: { object: 'profile' },
    required: true,
    shows: ['home', 'contact', 'head', 'cv', 'resume', 'feed'],
  },
  publications: {
    file: 'publications.ts',
    summary:
      'What BibTeX cannot say about a paper in publications.bib (pictures, PDFs, slides, hidden), by citation key.',
    schema: publicationOverrideSchema,
    exports: { keyedBy: 'publicationOverrides' },
    texts: ['publicationsLead'],
    settings: publicationSettingsSchema,
    shows: ['publications', 'about', 'cv', 'resume'],
  },
  projects: {
    file: 'projects.ts',
    summary: 'Project cards; those marked `home` are also on Home.',
    schema: projectSchema,
    exports: { sections: kindSections.projects },
    texts: ['projectsLead'],
    markdown: { body: 'body' },
    pages: { headline: 'title', lead: 'description' },
    shows: ['projects', 'home'],
  },
  timeline: {
    file: 'timeline.ts',
    summary: 'CV entries with dates: education, experience and awards.',
    schema: timelineSchema,
    exports: { sections: kindSections.timeline },
    shows: ['about', 'cv', 'resume'],
  },
  skills: {
    file: 'skills.ts',
    summary: 'Groups of skills and languages.',
    schema: skillGroupSchema,
    exports: { sections: kindSections.skills },
    shows: ['about', 'cv', 'resume'],
  },
  news: {
    file: 'news.ts',
    summary: 'Dated news items: the newest on Home, all in the news archive and the feeds.',
    schema: newsSchema,
    exports: { sections: kindSections.news },
    settings: newsSettingsSchema,
    markdown: { body: 'body', oneLine: 'text' },
    pages: { headline: 'title', lead: 'text' },
    shows: ['home', 'news', 'feed'],
  },
  talks: {
    file: 'talks.ts',
    summary: 'Talks you gave: title, date, event, place, type (invited, keynote …), slides and video.',
    schema: talkSchema,
    exports: { sections: kindSections.talks },
    markdown: { body: 'abstract' },
    shows: ['about', 'cv', 'resume'],
  },
  teaching: {
    file: 'teaching.ts',
    summary: 'Courses you taught: course, institution, term, role and level.',
    schema: teachingSchema,
    exports: { sections: kindSections.teaching },
    markdown: { body: 'description' },
    shows: ['about', 'cv', 'resume'],
  },
  people: {
    file: 'people.ts',
    summary: 'Your lab or team: members and alumni, each with a role, years, photo, links and a page of their own.',
    schema: personSchema,
    exports: { sections: kindSections.people },
    texts: ['peopleLead'],
    markdown: { body: 'body' },
    pages: { headline: 'name', lead: 'description' },
    listPage: { label: 'nav.people' },
    shows: ['people', 'about', 'cv', 'resume'],
  },
  cv: {
    file: 'cv.ts',
    summary:
      'CV sections you name (service, software, students, funding …), the order of About’s sections and shorter CVs (cvVariants).',
    schema: cvListSchema,
    exports: { namedSections: true },
    settings: cvSettingsSchema,
    shows: ['about', 'cv', 'resume'],
  },
  strings: {
    file: 'strings.ts',
    summary:
      'The template’s own words in place of its defaults, by key (`nav.publications: Papers`): docs/languages.md.',
    schema: stringsSchema,
    exports: { object: 'strings' },
    shows: ['home', 'projects', 'publications', 'contact', 'news', 'head', 'cv', 'resume', 'feed'],
  },
} as const satisfies Record<string, ContentKind>;

export type KindName = keyof typeof contentKinds;

export const kindNames = Object.keys(contentKinds) as KindName[];

/** The kinds of a list of declarations whose entries with a body have a page of their own (`pages`). */
export type PageKindOf<Kinds> = { [K in keyof Kinds]: Kinds[K] extends { pages: object } ? K : never }[keyof Kinds] &
  string;
export type PageKind = PageKindOf<typeof contentKinds>;

export const pageKinds = kindNames.filter((kind): kind is PageKind => 'pages' in contentKinds[kind]);

/** The kinds of a list of declarations with a list page in the navigation (`listPage`). */
export type ListKindOf<Kinds> = {
  [K in keyof Kinds]: Kinds[K] extends { listPage: object } ? K : never;
}[keyof Kinds] &
  string;
export type ListKind = ListKindOf<typeof contentKinds>;

export const listKinds = kindNames.filter((kind): kind is ListKind => 'listPage' in contentKinds[kind]);

/** The section names of a kind whose file exports sections, in page order. */
export type SectionName<K extends KindName> = (typeof contentKinds)[K]['exports'] extends { sections: infer S }
  ? keyof S & string
  : never;

export function sectionNames<K extends KindName>(kind: K): Array<SectionName<K>> {
  const exports: Exports = contentKinds[kind].exports;
  return 'sections' in exports ? (Object.keys(exports.sections) as Array<SectionName<K>>) : [];
}
export { kindSections };

/**
 * How an owner may keep a kind, in the order the docs and `new-site` offer them: a kind of prose (one with
 * a body: news, projects, talks, teaching) as a folder of Markdown files first, other lists as YAML first;
 * the profile and the overrides as the sample keeps them. Every kind may be TypeScript, YAML or JSON, and
 * every kind of lists a Markdown folder too (tooling/content/forms/contentForms.ts).
 */
export function offeredForms(declared: ContentKind): string[] {
  const base = declared.file.replace(/\.ts$/, '');
  if (declared.markdown?.body) return [`${base}/*.md`, declared.file];
  if ('object' in declared.exports || 'keyedBy' in declared.exports) return [declared.file, `${base}.yaml`];
  return [`${base}.yaml`, declared.file];
}
