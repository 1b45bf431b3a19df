/**
 * The shape of each content file, written once: the build checks the content against these schemas
 * (tooling/content/checks/validateContent.ts) and the TypeScript types in types.ts are inferred from them
 * (`Infer`). Plain data with no dependencies: the browser code imports only the types.
 *
 * Paths to images and PDFs are relative to `public/` (for example `images/projects/robot.svg`);
 * dates are ISO 8601 (`2025`, `2025-03` or `2025-03-14`).
 */

import { publicationKinds } from './types.ts';
import { en } from '../i18n/messages/en.ts';

/**
 * An optional field that, once given, makes another one necessary: an image its alt text. `path` is
 * dotted from the entry (`linkLabels.code`); `problem` is reported there when it is missing.
 */
export interface Needs {
  path: string;
  problem: string;
}

interface FieldOptions {
  optional?: boolean;
  needs?: Needs;
}

/** Kinds whose value is one text, each with its own rule. */
type TextKind = 'text' | 'id' | 'alt' | 'date' | 'file' | 'url' | 'link' | 'email' | 'locale' | 'markdown' | 'doi';

export type Field =
  | ({ kind: TextKind | 'texts' | 'paragraphs' | 'bool' | 'rank' | 'count' } & FieldOptions)
  | ({ kind: 'oneOf'; values: readonly string[] } & FieldOptions)
  | ({ kind: 'object'; fields: Schema } & FieldOptions)
  /** Entries by names the owner chooses, each of the same shape. */
  | ({ kind: 'record'; fields: Schema } & FieldOptions)
  /** A key of another kind's entries: a citation key (`to: 'publications'`) or another kind's entry id. */
  | ({ kind: 'reference'; to: string } & FieldOptions);

export type Schema = Readonly<Record<string, Field>>;

/** The value a field holds, as TypeScript sees it. */
type ValueOf<F> = F extends { kind: 'object'; fields: infer S extends Schema }
  ? Infer<S>
  : F extends { kind: 'record'; fields: infer S extends Schema }
    ? Record<string, Infer<S>>
    : F extends { kind: 'oneOf'; values: readonly (infer V)[] }
      ? V
      : F extends { kind: 'texts' | 'paragraphs' }
        ? string[]
        : F extends { kind: 'bool' }
          ? boolean
          : F extends { kind: 'rank' }
            ? boolean | number
            : F extends { kind: 'count' }
              ? number
              : string;

type Flatten<T> = { [K in keyof T]: T[K] };

/** The type of an entry a schema accepts: `optional` fields optional, the others required. */
export type Infer<S extends Schema> = Flatten<
  { -readonly [K in keyof S as S[K] extends { optional: true } ? never : K]: ValueOf<S[K]> } & {
    -readonly [K in keyof S as S[K] extends { optional: true } ? K : never]?: ValueOf<S[K]>;
  }
>;

/** Non-empty text. */
const text = { kind: 'text' } as const;
/** A slug (letters, digits, - and _): ids name files such as publications/<id>.html. */
const id = { kind: 'id' } as const;
/** Non-empty alternative text for an image. */
const alt = { kind: 'alt' } as const;
/** ISO 8601: 2025, 2025-03 or 2025-03-14. */
const date = { kind: 'date' } as const;
/** A file in public/ (image, logo, PDF). */
const file = { kind: 'file' } as const;
/** An external https:// link. */
const url = { kind: 'url' } as const;
/** An https:// link, a mailto: link or a file in public/ (a PDF, slides). */
const link = { kind: 'link' } as const;
/** Markdown (CommonMark with GitHub's tables and autolinks), made HTML by the build (tooling/content/markdown/markdown.ts). */
const markdown = { kind: 'markdown' } as const;
/** A BCP 47 language tag (`en`, `en-GB`, `sv-SE`): the page's `lang`. */
const locale = { kind: 'locale' } as const;
/** A DOI as written after https://doi.org/: 10.5281/zenodo.1234567. */
const doi = { kind: 'doi' } as const;
/** A non-empty list of non-empty texts. */
const texts = { kind: 'texts' } as const;
/** A non-empty list of paragraphs, each Markdown (links, emphasis, a list), made HTML by the build. */
const paragraphs = { kind: 'paragraphs' } as const;
const bool = { kind: 'bool' } as const;
/** true, false, or a position from 1 (a featured paper's place). */
const rank = { kind: 'rank' } as const;
/** A whole number from 0. */
const count = { kind: 'count' } as const;
/** The key of an entry of another kind; the build checks that it names one the site shows. */
const reference = <K extends string>(to: K) => ({ kind: 'reference', to }) as const;
const object = <S extends Schema>(fields: S) => ({ kind: 'object', fields }) as const;
const record = <S extends Schema>(fields: S) => ({ kind: 'record', fields }) as const;

const optional = <F extends Field>(field: F) => ({ ...field, optional: true }) as F & { optional: true };
const needs = <F extends Field>(field: F, path: string, problem: string): F => ({ ...field, needs: { path, problem } });
const altMissing = 'alt text is missing';

/** An optional picture: given, it needs its alt text; a hover picture needs the picture. */
const picture = optional(needs(file, 'alt', altMissing));
const hoverPicture = optional(needs(file, 'image', 'a hover image needs an image'));

/** `profile.ts`: `export const profile = { … }`. */
export const profileSchema = {
  name: text,
  /**
   * Other spellings of your name in author lists (a former name, another transliteration), so it is
   * set in bold there too. Initials, accents, marks and `Family, Given` order are recognised without.
   */
  aliases: optional(texts),
  /** Optional: shown under your name on Contact, e.g. "she/her". */
  pronouns: optional(text),
  /** One line under the name, e.g. "PhD student in Human–Robot Interaction". */
  role: text,
  affiliation: object({ name: text, href: url }),
  /** The home page heading. */
  greeting: text,
  /**
   * Paragraphs of the home page intro, each Markdown: `[words](https://…)` links, `*emphasis*`, a list
   * (`- item` lines). Search results, llms.txt and resume.json get their plain words.
   */
  intro: paragraphs,
  photo: object({
    src: file,
    /** Optional: shown in place of `src` while the pointer is over the photo. */
    hoverSrc: optional(file),
    alt,
  }),
  /**
   * Your own resume PDF, relative to `public/`. Without it the build writes one from this content
   * (the profile, the timeline, the skills and the publications, as About shows them).
   */
  resume: optional(file),
  /** How the build's CV is made: the paper (A4, or US Letter; by default from `site.locale`) and which publications (all, or the selected ones). */
  cv: optional(
    object({
      paper: optional({ kind: 'oneOf', values: ['A4', 'Letter'] }),
      publications: optional({ kind: 'oneOf', values: ['all', 'selected'] }),
    }),
  ),
  /**
   * Your address (`name@example.org`, or a `mailto:` link with a `?subject=`): the Contact page's Email
   * button, the CV, resume.json and the home page's JSON-LD, unless `emailPublished` is false.
   */
  email: { kind: 'email' },
  /**
   * `false` keeps the address off the site: no page, CV, resume.json or search-engine data holds it
   * (it is still in this file, and your repository is public). `contactLink` is then needed. Your lab
   * members' addresses (people/ › links.email) are then kept off too, with a warning for each.
   */
  emailPublished: optional(bool),
  /** A page or form to write to you (https://), shown in place of the address when `emailPublished` is false. */
  contactLink: optional(url),
  /**
   * Profiles elsewhere, each shown as a button on Contact when given (https:// URLs). Leave out the
   * ones you do not have.
   */
  links: optional(
    object({
      /** Code hosting (GitHub, GitLab …); its button label is `linkLabels.code`. */
      code: optional(needs(url, 'linkLabels.code', 'the button label for links.code is missing')),
      /** Professional network (LinkedIn …); its button label is `linkLabels.network`. */
      network: optional(needs(url, 'linkLabels.network', 'the button label for links.network is missing')),
      /** Google Scholar profile. */
      scholar: optional(url),
      orcid: optional(url),
      dblp: optional(url),
      researchgate: optional(url),
      bluesky: optional(url),
      mastodon: optional(url),
      /** X (Twitter) profile, e.g. https://x.com/handle. */
      x: optional(url),
      /** A personal or lab web page. */
      website: optional(url),
    }),
  ),
  /** Button labels for the code-hosting and professional-network links, e.g. "GitHub", "LinkedIn": needed with those links. */
  linkLabels: optional(object({ code: optional(text), network: optional(text) })),
  /**
   * What the marks after names in your author lists mean, in your words, in place of the defaults
   * (`*` and `#` Equal contribution, `†` Corresponding author, `‡` Equal supervision), e.g.
   * `{ '†': 'Senior author' }`.
   */
  authorMarks: optional(object({ '*': optional(text), '†': optional(text), '‡': optional(text), '#': optional(text) })),
  /** Closing line of the contact card. */
  collaboration: text,
  /** Used for the page title, description and social cards. */
  site: object({
    title: text,
    description: text,
    url,
    locale,
    /** `false` leaves out llms.txt (llmstxt.org: your name, role, summary and links, for language models). */
    llmsTxt: optional(bool),
  }),
} as const satisfies Schema;

/** The kinds of talk, each shown as its badge; invited ones (invited, keynote) stand out. */
export const talkTypes = [
  'invited',
  'keynote',
  'contributed',
  'seminar',
  'lecture',
  'tutorial',
  'panel',
  'poster',
  'performance',
  'other',
] as const;

/** What a project card (and, in the .bib or publications.ts, a publication) may carry besides its text. */
const cardFields = {
  /** Optional: without it the card is text only. Needs `alt`. */
  image: picture,
  /** Optional: shown in place of `image` while the card is hovered or has focus inside. */
  hoverImage: hoverPicture,
  alt: optional(alt),
  pdfLink: optional(link),
  scholarLink: optional(url),
  slideLink: optional(link),
  /** When set, the card shows only its heading and intro text. */
  home: optional(bool),
} as const satisfies Schema;

/** An entry of `currentProjects` or `pastProjects` in `projects.ts`. */
export const projectSchema = {
  /** Unique within its file; used for keys. */
  id,
  title: text,
  /** Optional: when it started; without it the card shows no date. */
  date: optional(date),
  ...cardFields,
  description: text,
  /** Optional: where or with whom, e.g. a lab, a grant or an event. */
  details: optional(text),
  /**
   * Optional: the project's own page in Markdown (a Markdown file's body). The project then gets its own
   * page (`#/projects/<id>`), and its card links to it.
   */
  body: optional(markdown),
} as const satisfies Schema;

/**
 * What `publications.ts` may say about a .bib entry, keyed by its citation key: all optional (an
 * image needs its alt text). The same fields may also be written in the .bib itself (al-folio's names).
 */
export const publicationOverrideSchema = {
  ...cardFields,
  posterLink: optional(link),
  codeLink: optional(link),
  videoLink: optional(link),
  /** The project's or paper's own web page (al-folio's `html` or `website`). */
  websiteLink: optional(link),
  supplementLink: optional(link),
  blogLink: optional(link),
  /** https://arxiv.org/abs/… */
  arxivLink: optional(url),
  /**
   * Featured on About (al-folio's `selected`): `true`, or a position (1 first) to put the featured
   * papers in your order; numbered ones come first, the rest newest first.
   */
  selected: optional(rank),
  /** The venue's short name, e.g. "CHI" (al-folio's `abbr`). */
  abbr: optional(text),
  /** An award, in words, e.g. "Best Paper Award". */
  award: optional(text),
  /** The title as the site shows it, in place of the .bib's (a talk Zotero keeps as "Untitled"). */
  title: optional(text),
  /** The venue (for a talk: its event) as the site shows it, in place of the one read from the .bib. */
  venue: optional(text),
  /** For a talk: its type (its badge), when the .bib's words do not say it. */
  talkType: optional({ kind: 'oneOf', values: talkTypes }),
  /** Overrides the kind the BibTeX entry type gives (a poster is often an @inproceedings; `Talk` makes it a talk). */
  kind: optional({ kind: 'oneOf', values: publicationKinds }),
  /** Leaves the entry out of every page. */
  hidden: optional(bool),
} as const satisfies Schema;

/** What `publications.ts` may export besides the overrides: how the list shows the papers. */
export const publicationSettingsSchema = {
  /**
   * Shows each paper's citation count from `citations.json` (written by `npm run citations`), as
   * "Cited by 42 · OpenAlex · Nov 2026": the count, where it comes from and when it was asked. Off by default.
   */
  citationCounts: optional(bool),
} as const satisfies Schema;

/** An entry of `education`, `experience` or `awardsAndTalks` in `timeline.ts`. */
export const timelineSchema = {
  id,
  /** Start date; `endDate` absent with `current` set means "present". */
  date,
  endDate: optional(date),
  current: optional(bool),
  /** Optional: the organisation's logo; needs `logoAlt`. */
  logo: optional(needs(file, 'logoAlt', altMissing)),
  logoAlt: optional(alt),
  title: text,
  /** Organisation or place, shown under the title. */
  subtitle: optional(text),
  text,
  posterLink: optional(link),
} as const satisfies Schema;

/** An entry of `skills` in `skills.ts`. */
export const skillGroupSchema = { id, title: text, skills: texts } as const satisfies Schema;

/**
 * An entry of `news` in `news.ts` (or a Markdown file in `news/`). `text` is one line of the same Markdown
 * as a body (links, `*emphasis*`, `**strong**`, `` `code` ``, bare https:// addresses; HTML shows as written).
 * An item needs its `text`, its `body`, or both.
 */
export const newsSchema = {
  /** The day it happened: 2025-03-14 (or 2025-03). A date after today is shown as upcoming. */
  date,
  /** One line of Markdown (links, emphasis, strong, code), shown whole on Home and the archive. */
  text: optional(text),
  /** Optional: a short headline; without it the feeds make one from the text. */
  title: optional(text),
  /**
   * Optional: the whole story in Markdown (paragraphs, lists, tables, links; a Markdown file's body). The
   * item then gets its own page (`#/news/<id>`); Home and the archive show its title and date, linked.
   */
  body: optional(markdown),
  /** Optional: where to read more (an https:// link or a file in public/). */
  link: optional(link),
  /** Optional: the citation key of a paper in publications.bib; links to its page. */
  paper: optional(reference('publications')),
  /**
   * Optional: the item's anchor and feed id, kept when its date changes. By default its date (with
   * -2, -3 … for a second item the same day, in the order written).
   */
  id: optional(id),
} as const satisfies Schema;

/** What `news.ts` may export besides `news`: how the site shows the list. */
export const newsSettingsSchema = {
  /** How many of the newest items Home shows (default 5; 0 shows none there). */
  newsOnHome: optional(count),
  /** Puts News in the main navigation (by default it is reached from Home and the feeds). */
  newsInNavigation: optional(bool),
  /** Also puts this many of the newest publications in the feeds (default none). */
  publicationsInFeed: optional(count),
} as const satisfies Schema;

/**
 * An entry of `members` or `alumni` in `people.ts` (or a Markdown file in `people/`): someone in your lab
 * or team. With a body, they get their own page (`#/people/<id>`), and their row links to it.
 */
export const personSchema = {
  /** Unique within its file; their page's address. A Markdown file's name by default. */
  id,
  name: text,
  /** e.g. "PhD student", "Postdoc", "Research assistant", "Master's student (co-supervised)". */
  role: optional(text),
  /** When they joined (2022, 2022-09); `endDate` when they left. */
  date: optional(date),
  endDate: optional(date),
  /** One line: their topic, or (for alumni) where they went. */
  description: optional(text),
  /** Optional: a portrait; needs `alt`. Without it the row shows their initials. */
  image: picture,
  alt: optional(alt),
  /** Their pages elsewhere, each shown as a link when given. */
  links: optional(
    object({
      website: optional(url),
      /**
       * Shown on the People page and their own page as you write it; never in the CV, resume.json or the
       * search-engine data (documents that travel), and kept off the site when your `emailPublished` is false.
       */
      email: optional({ kind: 'email' }),
      scholar: optional(url),
      orcid: optional(url),
      github: optional(url),
      linkedin: optional(url),
    }),
  ),
  /** Optional: their own page in Markdown (a Markdown file's body): a bio, their projects, their papers. */
  body: optional(markdown),
} as const satisfies Schema;

/** An entry of `talks` in `talks.ts`. Talks in publications.bib (a talk, keynote, set…) join them. */
export const talkSchema = {
  /** Optional: an anchor of its own; by default its date and title. */
  id: optional(id),
  title: text,
  date,
  /** The conference, workshop, seminar series or venue that hosted it. */
  event: text,
  /** City and country, or "Online". */
  location: optional(text),
  /** Without it the talk is shown without a badge (a warning says so). */
  type: optional({ kind: 'oneOf', values: talkTypes }),
  slides: optional(link),
  video: optional(url),
  /** The event's own page. */
  eventLink: optional(url),
  /** The citation key of the paper it presents, in publications.bib. */
  paper: optional(reference('publications')),
  /** Optional: its abstract in Markdown (a Markdown file's body), shown on About under the talk when opened. */
  abstract: optional(markdown),
} as const satisfies Schema;

/** An entry of `teaching` in `teaching.ts`. */
export const teachingSchema = {
  id: optional(id),
  course: text,
  /** Where it was taught; left out for a tutorial or a course of your own, which stands under its name alone. */
  institution: optional(text),
  /** When it started (2024, 2024-09); `endDate` for a course given over several years. */
  date,
  endDate: optional(date),
  /** As the institution names it, e.g. "Spring 2025"; shown in place of the dates. */
  term: optional(text),
  /** e.g. "Teaching assistant", "Lecturer", "Guest lecture". */
  role: optional(text),
  /** e.g. "Undergraduate", "Master's". */
  level: optional(text),
  link: optional(link),
  /** Optional: what the course covers, in Markdown (a Markdown file's body), shown on About when opened. */
  description: optional(markdown),
} as const satisfies Schema;

/**
 * An entry of a section you name in `cv.ts` (service, software, students, funding, outreach …): every
 * field but the title optional.
 */
export const cvListSchema = {
  id: optional(id),
  title: text,
  date: optional(date),
  endDate: optional(date),
  current: optional(bool),
  /** The organisation, journal, conference, funder or place. */
  organisation: optional(text),
  role: optional(text),
  /** One short line. */
  note: optional(text),
  link: optional(link),
  /** Software or data: its DOI (10.…) and version. */
  doi: optional(doi),
  version: optional(text),
} as const satisfies Schema;

/** What `cv.ts` may export besides your own sections. */
export const cvSettingsSchema = {
  /**
   * About's sections in your order (also the CV PDF's and resume.json's), by name: education,
   * publications, experience, awardsAndTalks, talks, teaching, skills and your own sections' names.
   */
  aboutOrder: optional(texts),
  /**
   * CVs besides the full one, each its own PDF listed on About, by a name of yours (`short`):
   * `{ short: { title: 'Short CV', sections: ['education', 'publications'], selectedOnly: true, since: 2020, maxPages: 2 } }`.
   */
  cvVariants: optional(
    record({
      /** Its label on About and its PDF's title ("Short CV"); else the name, as words. */
      title: optional(text),
      /** Its sections, in this order (the names aboutOrder takes); else About's. */
      sections: optional(texts),
      /** Only the publications you selected (`selected` in publications.ts). */
      selectedOnly: optional(bool),
      /** Only what is dated in this year or later; undated entries stay. */
      since: optional(count),
      /** A warning when its PDF runs longer. */
      maxPages: optional(count),
    }),
  ),
} as const satisfies Schema;

/** Every key of the template's words (src/i18n/messages/en.ts), whichever part it is in. */
const messageKeys = Object.values(en).flatMap((part) => Object.keys(part));

/**
 * `strings.ts`: `export const strings = { 'nav.publications': 'Papers' }`: the template's words in place of
 * its defaults in the site's language, by key (docs/languages.md). Each keeps the arguments of its default.
 */
export const stringsSchema: Schema = Object.fromEntries(messageKeys.map((key) => [key, optional(text)]));
