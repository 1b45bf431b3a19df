/**
 * What follows from the content declarations (src/content/kinds.ts) for people and editors: a JSON
 * Schema per content file and the table of content files in docs/content.md. Written by
 * `npm run content-docs`; a unit test fails when the committed copies miss a declared kind.
 */

import {
  contentKinds,
  kindNames,
  offeredForms,
  type ContentKind,
  type KindName,
  type Place,
} from '../../../src/content/kinds.ts';
import type { Field, Schema } from '../../../src/content/schema.ts';
import { en } from '../../../src/i18n/messages/en.ts';

type JsonSchema = Record<string, unknown>;

const textRules: Record<string, JsonSchema> = {
  text: { type: 'string', minLength: 1 },
  id: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' },
  alt: { type: 'string', minLength: 1, description: 'Alternative text for the image.' },
  date: {
    type: 'string',
    pattern: '^\\d{4}(-\\d{2}(-\\d{2})?)?$',
    description: 'ISO 8601: 2025, 2025-03 or 2025-03-14.',
  },
  file: { type: 'string', minLength: 1, description: 'A file in public/, e.g. images/photo.jpg.' },
  url: {
    type: 'string',
    pattern: '^https?://',
    description: 'An https:// link (an http:// one is published with a warning).',
  },
  link: {
    type: 'string',
    pattern: '^(https?://|mailto:|[^:]+$)',
    description: 'An https:// link, a mailto: link or a file in public/ (an http:// link is published with a warning).',
  },
  email: { type: 'string', minLength: 3 },
  doi: { type: 'string', pattern: '^10\\.\\d{4,9}/\\S+$', description: 'A DOI: 10.5281/zenodo.1234567.' },
  markdown: { type: 'string', minLength: 1, description: 'Markdown: paragraphs, lists, tables, links.' },
  locale: {
    type: 'string',
    pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$',
    description: 'A language tag: en, en-GB, sv-SE.',
  },
};

function fieldSchema(field: Field): JsonSchema {
  switch (field.kind) {
    case 'object':
      return objectSchema(field.fields);
    case 'record':
      return { type: 'object', additionalProperties: objectSchema(field.fields) };
    case 'oneOf':
      return { enum: [...field.values] };
    case 'texts':
      return { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } };
    case 'paragraphs':
      return {
        type: 'array',
        minItems: 1,
        items: { type: 'string', minLength: 1 },
        description: 'Paragraphs, each Markdown: links, emphasis, a list.',
      };
    case 'bool':
      return { type: 'boolean' };
    case 'count':
      return { type: 'integer', minimum: 0 };
    case 'rank':
      return { anyOf: [{ type: 'boolean' }, { type: 'integer', minimum: 1 }] };
    case 'reference':
      return {
        type: 'string',
        minLength: 1,
        description:
          field.to === 'publications' ? 'A citation key in publications.bib.' : `The id of an entry of ${field.to}.`,
      };
    default:
      return textRules[field.kind]!;
  }
}

function objectSchema(schema: Schema): JsonSchema {
  const names = Object.keys(schema);
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, fieldSchema(schema[name]!)])),
    required: names.filter((name) => !schema[name]!.optional),
    additionalProperties: false,
  };
}

/** The JSON Schema of a content file's exports (the module's shape, as `import * as file` sees it). */
export function jsonSchemaOf(kind: KindName): JsonSchema {
  const declared: ContentKind = contentKinds[kind];
  const entry = objectSchema(declared.schema);
  const properties: Record<string, JsonSchema> = {};
  const { exports } = declared;
  if ('object' in exports) properties[exports.object] = entry;
  else if ('keyedBy' in exports) properties[exports.keyedBy] = { type: 'object', additionalProperties: entry };
  else if ('namedSections' in exports) {
    properties.sectionTitles = { type: 'object', additionalProperties: { type: 'string', minLength: 1 } };
  } else {
    for (const [name, title] of Object.entries(exports.sections))
      properties[name] = {
        type: 'array',
        items: entry,
        description: `The section "${en.pages[title as keyof typeof en.pages]}".`,
      };
    properties.sectionTitles = {
      type: 'object',
      properties: Object.fromEntries(
        Object.keys(exports.sections).map((name) => [name, { type: 'string', minLength: 1 }]),
      ),
      additionalProperties: false,
    };
  }
  for (const name of declared.texts ?? []) properties[name] = { type: 'string', minLength: 1 };
  for (const [name, field] of Object.entries(declared.settings ?? {})) properties[name] = fieldSchema(field);
  // A file of sections the owner names: any other list export is one, of these entries.
  const named = 'namedSections' in exports ? { additionalProperties: { type: 'array', items: entry } } : {};
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `${kind}.schema.json`,
    title: `content/${declared.file}`,
    description: declared.summary,
    type: 'object',
    properties,
    required: 'object' in exports && declared.required ? [exports.object] : [],
    ...named,
  };
}

/** Typed by the places, so a place added to kinds.ts needs its words here. */
export const placeNames: Record<Place, string> = {
  home: 'Home',
  about: 'About',
  projects: 'Projects',
  publications: 'Publications',
  contact: 'Contact',
  news: 'the news archive',
  people: 'People',
  head: 'every page’s head',
  cv: 'the CV PDF',
  resume: 'resume.json',
  feed: 'the feeds',
};

export function exportsOf({ exports, texts = [], settings = {} }: ContentKind): string {
  const names =
    'object' in exports
      ? [exports.object]
      : 'keyedBy' in exports
        ? [exports.keyedBy]
        : 'namedSections' in exports
          ? ['your sections (any name)', 'sectionTitles']
          : Object.keys(exports.sections);
  return [...names, ...texts, ...Object.keys(settings)].map((n) => `\`${n}\``).join(', ');
}

/** docs/content.md: one row per declared kind. */
export function contentTable(): string {
  const rows = kindNames.map((kind) => {
    const declared: ContentKind = contentKinds[kind];
    const where = declared.shows.map((p) => placeNames[p]).join(', ');
    const needed = declared.required ? ' (required)' : '';
    const forms = offeredForms(declared)
      .map((f) => `\`${f}\``)
      .join(' or ');
    return `| ${forms}${needed} | ${exportsOf(declared)} | ${declared.summary} | ${where} | [${kind}.schema.json](schemas/${kind}.schema.json) |`;
  });
  return [
    '# Content files',
    '',
    'Everything about the owner is data in the site’s `content/` folder: one file per kind, each optional but the',
    'profile, plus `publications.bib`. Generated from `src/content/kinds.ts` by `npm run content-docs`; the JSON',
    'Schemas beside it describe each file’s exports for editors and tools.',
    '',
    'Each kind may be kept as a TypeScript module, as one YAML or JSON file of the same exports (`talks.yaml`:',
    '`talks:` and its list; a list alone is the first section), or, for a kind of lists, as a folder of Markdown',
    'files, one entry each (`news/2025-03-14-best-paper.md`, `talks/2024-05-hri.md`): the front matter holds the',
    'fields (`section: pastProjects` picks a section, the first by default), the body is the kind’s body field (a',
    'news item’s `body`, or its `text` when it is one line; a project’s `body`, a talk’s `abstract`, a course’s',
    '`description`), and `_index.yaml` in the folder holds the other exports. Two forms of one kind at once fail',
    'the build. The form offered first below is the one to start with (docs/content-kinds.md, "Forms").',
    '',
    'Prose is Markdown, one dialect made HTML by one renderer in the build: a body, an abstract, a description, a',
    'news item’s one-line `text` (links, emphasis, strong, code; no block, no picture), and each paragraph of the',
    'profile’s `intro` (Home shows its links, emphasis and lists; resume.json and llms.txt its words). A body may',
    'show pictures from `public/` (`![what it shows](images/boat.jpg)`: alt text required, made to fit like every',
    'picture); raw HTML and pictures from elsewhere are refused by name. A link is `https://`, `mailto:`, a file in',
    '`public/`, a page of the site (`#/projects`) or a paper’s page (`publications/<key>.html`); an `http://` link is',
    'published as written, with one warning per host.',
    '',
    '| File (forms) | Exports | What it holds | Where it shows | Schema |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
