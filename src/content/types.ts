/**
 * Shapes of the owner's content. Paths to images and PDFs are relative to
 * `public/` (for example `images/projects/robot.svg`); dates are ISO 8601
 * (`2025`, `2025-03` or `2025-03-14`).
 */

export interface Photo {
  src: string;
  /** Optional: shown in place of `src` while the pointer is over the photo. */
  hoverSrc?: string;
  alt: string;
}

/**
 * Profiles elsewhere, each shown as a button on Contact when given (https:// URLs).
 * Leave out the ones you do not have.
 */
export interface ProfileLinks {
  /** Code hosting (GitHub, GitLab …); its button label is `linkLabels.code`. */
  code?: string;
  /** Professional network (LinkedIn …); its button label is `linkLabels.network`. */
  network?: string;
  /** Google Scholar profile. */
  scholar?: string;
  orcid?: string;
  dblp?: string;
  researchgate?: string;
  bluesky?: string;
  mastodon?: string;
  /** A personal or lab web page. */
  website?: string;
}

export interface Profile {
  name: string;
  /**
   * Other spellings of your name in author lists (a former name, another transliteration), so it is
   * set in bold there too. Initials, accents, marks and `Family, Given` order are recognised without.
   */
  aliases?: string[];
  pronouns: string;
  /** One line under the name, e.g. "PhD student in Human–Robot Interaction". */
  role: string;
  affiliation: { name: string; href: string };
  /** The home page heading. */
  greeting: string;
  /** Paragraphs of the home page intro. */
  intro: string[];
  photo: Photo;
  /** The resume PDF, relative to `public/`. */
  resume: string;
  email: string;
  links?: ProfileLinks;
  /** Button labels for the code-hosting and professional-network links, e.g. "GitHub", "LinkedIn": needed with those links. */
  linkLabels?: { code?: string; network?: string };
  /** Closing line of the contact card. */
  collaboration: string;
  /** Used for the page title, description and social cards. */
  site: { title: string; description: string; url: string; locale: string };
}

interface CardContent {
  /** Unique within its file; used for keys and per-publication pages. */
  id: string;
  title: string;
  date: string;
  /** Optional: without it the card is text only. Needs `alt`. */
  image?: string;
  /** Optional: shown in place of `image` while the card is hovered or has focus inside. */
  hoverImage?: string;
  alt?: string;
  pdfLink?: string;
  scholarLink?: string;
  slideLink?: string;
  /** When set, the card shows only its intro text (`description`). */
  home?: boolean;
}

export interface Project extends CardContent {
  description: string;
  /** Where or with whom, e.g. a lab, a grant or an event. */
  details: string;
}

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
 * Fields never shown and never copied by "Cite": a reference manager's notes and paths on the owner's
 * disk, and the display fields other site generators keep in the .bib (read by the site, not part of
 * the reference). Your publications.ts may export `privateFields` to replace the list (e.g. `[...defaultPrivateFields, 'note']`).
 */
export const defaultPrivateFields = [
  // Zotero, JabRef, Mendeley: files on the owner's disk, reading notes, tags, bookkeeping.
  'file',
  'annotation',
  'annote',
  'keywords',
  'mendeley-tags',
  'mendeley-groups',
  'groups',
  'owner',
  'timestamp',
  'urldate',
  'readstatus',
  'priority',
  'ranking',
  'qualityassured',
  'printed',
  // al-folio and jekyll-scholar display fields.
  'abbr',
  'bibtex_show',
  'preview',
  'pdf',
  'code',
  'video',
  'poster',
  'slides',
  'html',
  'website',
  'supp',
  'blog',
  'arxiv',
  'award',
  'award_name',
  'selected',
  'google_scholar_id',
  'altmetric',
  'dimensions',
  'additional_info',
  'inspirehep_id',
  'annotation_html',
  'pubcls',
  'pubtype',
  'final_pdf',
];

/** Where a publication's links lead: a file in `public/` or an https:// URL. */
interface PublicationLinks {
  pdfLink?: string;
  slideLink?: string;
  scholarLink?: string;
  posterLink?: string;
  codeLink?: string;
  videoLink?: string;
  /** The project's or paper's own web page (al-folio's `html` or `website`). */
  websiteLink?: string;
  supplementLink?: string;
  blogLink?: string;
  /** https://arxiv.org/abs/… */
  arxivLink?: string;
}

/** What the owner adds to a .bib entry for the cards: images, documents, the intro-only flag. */
interface PublicationExtras extends PublicationLinks {
  /** Card image, relative to `public/`; needs `alt`. */
  image?: string;
  /** Shown in place of `image` while the card is hovered or has focus inside. */
  hoverImage?: string;
  alt?: string;
  /** When set, the card shows only its heading. */
  home?: boolean;
  /**
   * Featured on Home and About (al-folio's `selected`): `true`, or a position (1 first) to put the
   * featured papers in the owner's order; numbered ones come first, the rest newest first.
   */
  selected?: boolean | number;
  /** The venue's short name, e.g. "CHI" (al-folio's `abbr`). */
  abbr?: string;
  /** An award, in words, e.g. "Best Paper Award". */
  award?: string;
}

/**
 * What BibTeX cannot say about a publication, keyed by its citation key in
 * `publications.ts`. Every field is optional: an entry without one still shows.
 */
export interface PublicationOverride extends PublicationExtras {
  /** Overrides the kind the BibTeX entry type gives (a poster is often an @inproceedings). */
  kind?: PublicationKind;
  /** Leaves the entry out of every page. */
  hidden?: boolean;
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

export interface TimelineEntry {
  id: string;
  /** Start date; `endDate` absent with `current` set means "present". */
  date: string;
  endDate?: string;
  current?: boolean;
  /** Optional: the organisation's logo; needs `logoAlt`. */
  logo?: string;
  logoAlt?: string;
  title: string;
  /** Organisation or place, shown under the title. */
  subtitle?: string;
  text: string;
  posterLink?: string;
}

export interface SkillGroup {
  id: string;
  title: string;
  skills: string[];
}

/** The sections each collection file may export, by name, in page order. */
export const contentSections = {
  projects: ['currentProjects', 'pastProjects'],
  timeline: ['education', 'experience', 'awardsAndTalks'],
  skills: ['skills'],
} as const;

type SectionOf<File extends keyof typeof contentSections> = (typeof contentSections)[File][number];

/**
 * Headings for a file's sections, in place of the defaults ("Currently working on" …). Every key is
 * optional: `sectionTitles: { pastProjects: 'Earlier work' }`.
 */
export type SectionTitles<Section extends string> = Partial<Record<Section, string>>;

/**
 * What `projects.ts` may export. Every export is optional: a section without entries is left out of
 * the page, and with no projects at all the Projects page leaves the navigation.
 */
export interface ProjectsContent {
  /** "Currently working on". */
  currentProjects?: readonly Project[];
  /** "Past projects and Invited Talks". */
  pastProjects?: readonly Project[];
  /** The lead paragraph under the Projects page heading. */
  projectsLead?: string;
  sectionTitles?: SectionTitles<SectionOf<'projects'>>;
}

/** What `timeline.ts` may export: each list is an About section, left out when absent or empty. */
export interface TimelineContent {
  education?: readonly TimelineEntry[];
  experience?: readonly TimelineEntry[];
  /** "Awards and Guest Talks". */
  awardsAndTalks?: readonly TimelineEntry[];
  sectionTitles?: SectionTitles<SectionOf<'timeline'>>;
}

/** What `skills.ts` may export: the Skills section on About, left out when absent or empty. */
export interface SkillsContent {
  skills?: readonly SkillGroup[];
  sectionTitles?: SectionTitles<SectionOf<'skills'>>;
}
