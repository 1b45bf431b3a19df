/**
 * What the validator expects of each content file, field by field. It mirrors
 * src/content/types.ts; TypeScript checks the shapes, this checks what types
 * cannot: that files exist, links are https, dates parse, text is not empty.
 */

import { publicationKinds } from '../../content/types.ts';

export type Field =
  | { kind: 'text' | 'id' | 'alt' | 'date' | 'file' | 'url' | 'link' | 'email' | 'texts' | 'bool'; optional?: boolean }
  | { kind: 'oneOf'; values: readonly string[]; optional?: boolean }
  | { kind: 'object'; fields: Schema; optional?: boolean };

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
const optional = (field: Field): Field => ({ ...field, optional: true });

const card: Schema = {
  id,
  title: text,
  date,
  image: file,
  hoverImage: file,
  alt,
  pdfLink: optional(link),
  scholarLink: optional(url),
  slideLink: optional(link),
  home: optional(bool),
};

/** What publications.ts may say about a .bib entry: all optional (an image needs its alt text). */
export const publicationOverrideSchema: Schema = {
  image: optional(file),
  hoverImage: optional(file),
  alt: optional(alt),
  pdfLink: optional(link),
  slideLink: optional(link),
  scholarLink: optional(url),
  home: optional(bool),
  kind: { kind: 'oneOf', values: publicationKinds, optional: true },
  hidden: optional(bool),
};

export const projectSchema: Schema = { ...card, description: text, details: text };

export const timelineSchema: Schema = {
  id,
  date,
  endDate: optional(date),
  current: optional(bool),
  logo: file,
  logoAlt: alt,
  title: text,
  subtitle: optional(text),
  text,
  posterLink: optional(link),
};

export const skillGroupSchema: Schema = { id, title: text, skills: texts };

export const profileSchema: Schema = {
  name: text,
  pronouns: text,
  role: text,
  affiliation: { kind: 'object', fields: { name: text, href: url } },
  greeting: text,
  intro: texts,
  photo: { kind: 'object', fields: { src: file, hoverSrc: file, alt } },
  resume: file,
  email: { kind: 'email' },
  links: { kind: 'object', fields: { code: url, network: url, scholar: url } },
  linkLabels: { kind: 'object', fields: { code: text, network: text } },
  collaboration: text,
  site: {
    kind: 'object',
    fields: { title: text, description: text, url, locale: text },
  },
};

/**
 * The content files (publications.bib is read by publications.ts beside them). `single` files export one object per named export
 * (the profile); the others export collections: arrays of entries, or an
 * object whose values are arrays (one section each).
 */
export interface ContentFileSpec {
  file: string;
  schema: Schema;
  single?: boolean;
  /** A build cannot work without it; the others are checked when present. */
  required?: boolean;
  /** Exports objects of entries keyed by name (the publication overrides, by citation key). */
  keyed?: boolean;
}

export const contentFiles: readonly ContentFileSpec[] = [
  { file: 'profile.ts', schema: profileSchema, single: true, required: true },
  { file: 'publications.ts', schema: publicationOverrideSchema, keyed: true },
  { file: 'projects.ts', schema: projectSchema },
  { file: 'timeline.ts', schema: timelineSchema },
  { file: 'skills.ts', schema: skillGroupSchema },
];
