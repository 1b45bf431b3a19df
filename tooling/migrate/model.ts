/**
 * What a migration reads from an old site, before anything is written: the owner's entries in the
 * shapes of src/content/schema.ts, the files they refer to, and what was left and why.
 */
import type {
  CvListEntry,
  EntryOf,
  NewsItem,
  Profile,
  Project,
  SkillGroup,
  Talk,
  TeachingEntry,
} from '../../src/content/types.ts';

/** The templates with mappings of their own; `jekyll` and `hugo` are any other site of either, read generically. */
export type Template = 'al-folio' | 'academicpages' | 'hugo-academic' | 'jekyll' | 'hugo';

/** An entry the migrator keeps, with where it came from (for the report, never for the site). */
export interface Carried<T> {
  entry: T;
  /** The source file, relative to the old site. */
  from: string;
  /** The body in the owner's words (Markdown), when the kind can keep one. */
  body?: string;
}

/** Why an item of the old site is not carried. */
export type LeftReason = 'demo' | 'draft' | 'unsupported';

/** Each reason as the report says it. */
export const reasonWords: Record<LeftReason, string> = {
  demo: 'the template’s demo',
  draft: 'draft',
  unsupported: 'no place for it here',
};

export interface Left {
  kind: string;
  from: string;
  reason: LeftReason;
  /** One line: which demo text, or what the site has no place for. */
  why: string;
}

/** Something the owner must still do, in the check's `file › entry › field` form. */
/** A file read whole into the profile or settings, or passed over as the template's machinery (for the account). */
export interface ReadNote {
  from: string;
  /** One line: what it gave (`the profile`), or why nothing was taken from it. */
  what: string;
}

export interface Todo {
  file: string;
  entry?: string;
  field?: string;
  what: string;
}

/** A file the content refers to: copied from the old site into public/, or named as missing. */
export interface FileRef {
  from: string;
  to: string;
  by: string;
}

export interface CvSection {
  /** The export name in cv.ts (an identifier). */
  name: string;
  /** The heading as the old site wrote it. */
  title: string;
  entries: Carried<CvListEntry>[];
}

export interface Migration {
  template: Template;
  /** The first line of the report: why this template. */
  evidence: string;
  profile: Profile;
  /** The old site's .bib, byte for byte, when it had one (relative path). */
  bibFile?: string;
  /** The .bib's papers by citation key, for `{% cite key %}` in the content (citations.ts). */
  citations?: Record<string, { page: string; words: string }>;
  /** Pages of the old site that stood for a file (al-folio's `cv` page for its `cv_pdf`): a link to one links the file. */
  pageFiles?: Record<string, string>;
  /** BibTeX entries made from publication pages, appended after the copied .bib. */
  bibEntries: Carried<string>[];
  /** How many publication items the old site had (pages, or entries of its .bib). */
  publicationsFound: number;
  /** Of those, the entries of its .bib the site's reader reads without an error (when a .bib was copied). */
  publicationsCarried?: number;
  news: Carried<NewsItem>[];
  talks: Carried<Talk>[];
  teaching: Carried<TeachingEntry>[];
  projects: Carried<Project>[];
  /** The old site's own name for its projects page ("Research", "Portfolio"): the projects' heading. */
  projectsHeading?: string;
  cv: CvSection[];
  /** The lab's people, in the old site's order; `alumni` puts one among the former members. */
  people: Array<Carried<EntryOf<'people'>> & { alumni: boolean }>;
  /** The old site's own headings for its members and alumni, when they say more than the defaults. */
  peopleTitles?: { members?: string; alumni?: string };
  /** The team page's own words above its list: the People page's lead. */
  peopleLead?: string;
  skills: Carried<SkillGroup>[];
  files: FileRef[];
  left: Left[];
  /** Files read for the profile or settings, or passed over as machinery: with `left` and the entries' `from`, the account. */
  read: ReadNote[];
  todos: Todo[];
  /** Old files read as far as their front matter goes, each with the strict reader's complaint. */
  readProblems?: string[];
  /** Items found per kind, demo and drafts included. */
  found: Record<string, number>;
  /** Per kind, the carried entries whose old page had a body (`found`) and those whose body is kept (`kept`). */
  bodies?: Record<string, { found: number; kept: number }>;
}

export function emptyMigration(template: Template, evidence: string, profile: Profile): Migration {
  return {
    template,
    evidence,
    profile,
    bibEntries: [],
    publicationsFound: 0,
    news: [],
    talks: [],
    teaching: [],
    projects: [],
    cv: [],
    people: [],
    skills: [],
    files: [],
    left: [],
    read: [],
    todos: [],
    found: {},
  };
}

/** Counts an item found of a kind. */
export function found(migration: Migration, kind: string, n = 1) {
  migration.found[kind] = (migration.found[kind] ?? 0) + n;
}

/** Notes a file read for the profile or settings, or passed over, once. */
export function noteRead(migration: Migration, from: string, what: string) {
  if (!migration.read.some((r) => r.from === from)) migration.read.push({ from, what });
}

/** A page its owner switched off (`published: false`, `draft: true`): left as a draft, named; true when it is one. */
export function leftAsDraft(migration: Migration, kind: string, from: string, data: Record<string, unknown>): boolean {
  const off = data.published === false ? 'published: false' : data.draft === true ? 'draft: true' : '';
  if (off) migration.left.push({ kind, from, reason: 'draft', why: `${off}: the old site did not show it` });
  return Boolean(off);
}
