/**
 * What the validator expects of each content file, field by field. It mirrors
 * src/content/types.ts; TypeScript checks the shapes, this checks what types
 * cannot: that files exist, links are https, dates parse, text is not empty.
 */

import { contentSections, publicationKinds } from '../../src/content/types.ts';

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

export type Field =
  | ({
      kind: 'text' | 'id' | 'alt' | 'date' | 'file' | 'url' | 'link' | 'email' | 'texts' | 'bool' | 'rank';
    } & FieldOptions)
  | ({ kind: 'oneOf'; values: readonly string[] } & FieldOptions)
  | ({ kind: 'object'; fields: Schema } & FieldOptions);

export type Schema = Readonly<Record<string, Field>>;

/** Non-empty text. */
const text: Field = { kind: 'text' };
/** A slug (letters, digits, - and _): ids name files such as publications/<id>.html. */
const id: Field = { kind: 'id' };
/** Non-empty alternative text for an image. */
const alt: Field = { kind: 'alt' };
/** ISO 8601: 2025, 2025-03 or 2025-03-14. */
const date: Field = { kind: 'date' };
/** A file in public/ (image, logo, PDF). */
const file: Field = { kind: 'file' };
/** An external https:// link. */
const url: Field = { kind: 'url' };
/** An https:// link, a mailto: link or a file in public/ (a PDF, slides). */
const link: Field = { kind: 'link' };
/** A non-empty list of non-empty texts. */
const texts: Field = { kind: 'texts' };
const bool: Field = { kind: 'bool' };
/** true, false, or a position from 1 (a featured paper's place). */
const rank: Field = { kind: 'rank' };
const optional = (field: Field): Field => ({ ...field, optional: true });
const needs = (field: Field, path: string, problem: string): Field => ({ ...field, needs: { path, problem } });
const altMissing = 'alt text is missing';

/** An optional picture: given, it needs its alt text; a hover picture needs the picture. */
const picture = optional(needs(file, 'alt', altMissing));
const hoverPicture = optional(needs(file, 'image', 'a hover image needs an image'));

const card: Schema = {
  id,
  title: text,
  date,
  image: picture,
  hoverImage: hoverPicture,
  alt: optional(alt),
  pdfLink: optional(link),
  scholarLink: optional(url),
  slideLink: optional(link),
  home: optional(bool),
};

/** What publications.ts may say about a .bib entry: all optional (an image needs its alt text). */
export const publicationOverrideSchema: Schema = {
  image: picture,
  hoverImage: hoverPicture,
  alt: optional(alt),
  pdfLink: optional(link),
  slideLink: optional(link),
  scholarLink: optional(url),
  home: optional(bool),
  selected: optional(rank),
  kind: { kind: 'oneOf', values: publicationKinds, optional: true },
  hidden: optional(bool),
};

export const projectSchema: Schema = { ...card, description: text, details: text };

export const timelineSchema: Schema = {
  id,
  date,
  endDate: optional(date),
  current: optional(bool),
  logo: optional(needs(file, 'logoAlt', altMissing)),
  logoAlt: optional(alt),
  title: text,
  subtitle: optional(text),
  text,
  posterLink: optional(link),
};

export const skillGroupSchema: Schema = { id, title: text, skills: texts };

export const profileSchema: Schema = {
  name: text,
  aliases: optional(texts),
  pronouns: text,
  role: text,
  affiliation: { kind: 'object', fields: { name: text, href: url } },
  greeting: text,
  intro: texts,
  photo: { kind: 'object', fields: { src: file, hoverSrc: optional(file), alt } },
  resume: file,
  email: { kind: 'email' },
  links: {
    kind: 'object',
    optional: true,
    fields: {
      // The two whose service the owner names: each needs its button label.
      code: optional(needs(url, 'linkLabels.code', 'the button label for links.code is missing')),
      network: optional(needs(url, 'linkLabels.network', 'the button label for links.network is missing')),
      scholar: optional(url),
      orcid: optional(url),
      dblp: optional(url),
      researchgate: optional(url),
      bluesky: optional(url),
      mastodon: optional(url),
      website: optional(url),
    },
  },
  linkLabels: { kind: 'object', optional: true, fields: { code: optional(text), network: optional(text) } },
  collaboration: text,
  site: {
    kind: 'object',
    fields: { title: text, description: text, url, locale: text },
  },
};

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
