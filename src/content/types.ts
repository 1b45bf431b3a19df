/**
 * Shapes of the owner's content. Each content file's entries are written once, as a schema
 * (schema.ts), and their types inferred here; the publications read from the .bib, and the files'
 * exports, are described below.
 */

import type { contentKinds, KindName, SectionName } from './kinds';
import type {
  Infer,
  Schema,
  cvListSchema,
  newsSchema,
  talkSchema,
  teachingSchema,
  profileSchema,
  projectSchema,
  publicationOverrideSchema,
  skillGroupSchema,
  timelineSchema,
} from './schema';

export type Profile = Infer<typeof profileSchema>;
export type Photo = Profile['photo'];
export type ProfileLinks = NonNullable<Profile['links']>;
export type Project = Infer<typeof projectSchema>;
export type TimelineEntry = Infer<typeof timelineSchema>;
export type SkillGroup = Infer<typeof skillGroupSchema>;
export type NewsItem = Infer<typeof newsSchema>;
export type Talk = Infer<typeof talkSchema>;
export type TalkType = NonNullable<Talk['type']>;
export type TeachingEntry = Infer<typeof teachingSchema>;
/** An entry of a section you name in cv.ts. */
export type CvListEntry = Infer<typeof cvListSchema>;

/** The kinds the Publications page shows and filters by; BibTeX entry types map onto them. */
export const publicationKinds = [
  'Journal article',
  'Conference paper',
  'Poster',
  'Book',
  'Book chapter',
  'Thesis',
  'Report',
  'Preprint',
  'Talk',
  'Patent',
  'Software',
  'Dataset',
  'Other',
] as const;

export type PublicationKind = (typeof publicationKinds)[number];

/**
 * Kept so an older publications.ts (`privateFields: [...defaultPrivateFields, 'note']`) still reads the same: the
 * site now publishes only the fields it knows (publishedFields.ts), so nothing needs listing by default.
 * @deprecated export `unpublishedFields` from publications.ts, naming only the fields to take out.
 */
export const defaultPrivateFields: readonly string[] = [];

/**
 * What BibTeX cannot say about a publication, keyed by its citation key in `publications.ts` (the
 * same fields may be written in the .bib). Every field is optional: an entry without one still shows.
 */
export type PublicationOverride = Infer<typeof publicationOverrideSchema>;

/** What the owner adds to a .bib entry for the cards: images, documents, badges, the featured flag. */
type PublicationExtras = Omit<PublicationOverride, 'kind' | 'hidden'>;

/** Where a citation count comes from (`npm run citations`): open sources, each counting in its own way. */
export const citationSources = ['OpenAlex', 'Crossref'] as const;
export type CitationSource = (typeof citationSources)[number];

/** A paper's citation count as one source gave it on one day: shown only with both. */
export interface CitationCount {
  count: number;
  source: CitationSource;
  /** The day it was asked, ISO 8601 (2026-11-27). */
  date: string;
}

/** A publication as the site shows it: decoded from `publications.bib`, merged with its override. */
export interface Publication extends PublicationExtras {
  /** The citation key, made safe for a file name: pages live at publications/<id>.html. */
  id: string;
  kind: PublicationKind;
  title: string;
  /** Display names, "Given von Last, Jr." or a corporate name as written. */
  authors: string[];
  /** The author list ends in "and others": shown as "et al.". */
  etAl?: boolean;
  /** Journal (volume(number)) or proceedings, with the place when given. */
  venue: string;
  /**
   * ISO 8601 from year, month and day (or biblatex `date`): 2025, 2025-03 or 2025-03-14. Absent for an
   * entry with no year yet (`in press`): listed as forthcoming, before the dated years.
   */
  date?: string;
  /** https://doi.org/… */
  doiLink?: string;
  /** The entry's `url`. */
  url?: string;
  abstract?: string;
  /** The entry as written in the .bib, `@string` macros expanded, private fields left out: what "Cite" copies. */
  bibtex: string;
  /**
   * The .bib's `preview` (al-folio's teaser), under public/: a small picture beside the entry in the list
   * (a local file, or the copy `npm run previews` saved of a remote one). An `image` set in publications.ts
   * shows the entry as a card instead.
   */
  preview?: string;
  /** From citations.json, when publications.ts sets `citationCounts: true`. */
  citedBy?: CitationCount;
}

/** The first screen of the publication list, bounded whatever the length of the .bib. */
export interface PublicationPreview {
  /** Every visible publication. */
  total: number;
  /** Publications per kind, in the order of `publicationKinds`; kinds with none are left out. */
  kinds: Array<{ kind: PublicationKind; count: number }>;
  /** The newest few, newest first: the list's first paint. */
  first: Publication[];
  /** The papers the owner selected, in their order (at most as many as `first`); absent when none is. */
  featured?: Publication[];
}

/** A kind's entry, as its schema declares it. */
export type EntryOf<K extends KindName> = Infer<(typeof contentKinds)[K]['schema']>;

type TextsOf<K extends KindName> = (typeof contentKinds)[K] extends { texts: readonly (infer T extends string)[] }
  ? T
  : never;

/**
 * What a content file with sections may export, from its declaration (kinds.ts): each section an
 * optional list (left out of its page when absent or empty), `sectionTitles` renaming them, and its
 * loose texts.
 */
export type ContentOf<K extends KindName> = { [S in SectionName<K>]?: readonly EntryOf<K>[] } & {
  /** Headings in place of the defaults: `sectionTitles: { pastProjects: 'Earlier work' }`. */
  sectionTitles?: Partial<Record<SectionName<K>, string>>;
} & { [T in TextsOf<K>]?: string } & SettingsOf<K>;

type SettingsOf<K extends KindName> = (typeof contentKinds)[K] extends { settings: infer S extends Schema }
  ? Infer<S>
  : unknown;

export type ProjectsContent = ContentOf<'projects'>;
export type TimelineContent = ContentOf<'timeline'>;
export type SkillsContent = ContentOf<'skills'>;
export type NewsContent = ContentOf<'news'>;
