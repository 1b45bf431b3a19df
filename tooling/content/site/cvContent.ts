import {
  defaultSectionOrder,
  htmlField,
  titleOfName,
  type AboutKind,
  type CvContentData,
  type CvPlace,
  type CvSectionData,
} from '../../../src/content/cvContent.ts';
import { contentKinds, kindNames, type ContentKind, type Place } from '../../../src/content/kinds.ts';
import { markdownFieldNames } from '../checks/contentSchema.ts';
import type { DataStore, StoreEntry } from '../store/types.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';
import { siteWords, type MessageKey } from '../words/messages.ts';

const titlesIn = (module: Record<string, unknown>) => (module.sectionTitles ?? {}) as Record<string, string>;

/** cv.ts's own sections: every list it exports but aboutOrder (its names as the module lists them). */
export const ownSectionNames = (modules: ContentModules) => {
  const module = modules['cv.ts'] ?? {};
  return Object.keys(module).filter((name) => Array.isArray(module[name]) && name !== 'aboutOrder');
};

const cvPlaces: readonly CvPlace[] = ['about', 'cv', 'resume'];

/** The kinds whose declaration places them on About, in declaration order (the publications have their own list). */
const aboutKinds = kindNames.filter(
  (kind): kind is AboutKind =>
    kind !== 'publications' && (contentKinds[kind].shows as readonly Place[]).includes('about'),
);

/** A kind's sections, with the default heading of each: as declared (in the site's language), or the names the owner gave (cv.ts). */
function sectionsOfKind(kind: AboutKind, modules: ContentModules): Array<[name: string, title: string]> {
  const { exports }: ContentKind = contentKinds[kind];
  if ('sections' in exports) {
    const t = siteWords({ modules });
    return Object.entries(exports.sections).map(([name, key]) => [name, t(key as MessageKey)]);
  }
  return ownSectionNames(modules).map((name) => [name, titleOfName(name)]);
}

/**
 * An entry as About and the CV get it: its Markdown fields as the store's HTML (`abstract` as `abstractHtml`),
 * never as Markdown; a kind whose entries have pages of their own (`pages`) shows its bodies there alone, so
 * About's chunk leaves them out.
 */
function shipped({ kind, data, html }: StoreEntry, { schema, pages }: ContentKind): unknown {
  const { key: _key, ...own } = data;
  const entry: Record<string, unknown> = kind === 'talks' ? own : { ...data };
  for (const name of markdownFieldNames(schema)) {
    delete entry[name];
    if (!pages && html[name] !== undefined) entry[htmlField(name)] = html[name];
  }
  // A lab member's address is for their card alone: About, the CV and resume.json never show it, so none carries it.
  if (kind === 'people' && entry.links && typeof entry.links === 'object') {
    const { email: _email, ...links } = entry.links as Record<string, unknown>;
    entry.links = links;
  }
  return entry;
}

/**
 * What virtual:cv holds: every section of every kind shown on About, from the declarations alone (a kind
 * placed there by its `shows` needs nothing here), the store's entries (the .bib's talks among talks.ts's),
 * and the order.
 */
export function cvContentOf(store: DataStore, modules: ContentModules): CvContentData {
  const sections = aboutKinds.flatMap((kind) => {
    const declared: ContentKind = contentKinds[kind];
    const module = modules[declared.file] ?? {};
    const places = cvPlaces.filter((place) => (declared.shows as readonly Place[]).includes(place));
    const all = kind === 'talks' ? store.talks : (store.entries[kind] ?? []);
    return sectionsOfKind(kind, modules).flatMap(([name, title]) => {
      const entries = all.filter((entry) => entry.section === name);
      if (entries.length === 0) return [];
      const listed = entries.map((entry) => shipped(entry, declared));
      return [{ kind, file: declared.file, name, title: titlesIn(module)[name] ?? title, entries: listed, places }];
    });
  }) as CvSectionData[];
  const cvFile = modules['cv.ts'] ?? {};
  return {
    sections,
    order: Array.isArray(cvFile.aboutOrder) ? (cvFile.aboutOrder as string[]) : [],
    variants: (cvFile.cvVariants ?? {}) as CvContentData['variants'],
  };
}

/** The sections About can have, by name, in their default order. */
function knownSections(modules: ContentModules): string[] {
  return defaultSectionOrder(aboutKinds.flatMap((kind) => sectionsOfKind(kind, modules).map(([name]) => name)));
}

/** aboutOrder names only sections that exist; a section with content left out of it is shown after the others. */
export function aboutOrderIssues(modules: ContentModules, contentLabel: string): ContentIssue[] {
  const order = modules['cv.ts']?.aboutOrder;
  if (!Array.isArray(order)) return [];
  const file = `${contentLabel}/cv.ts`;
  const known = knownSections(modules);
  return order.flatMap((name, i): ContentIssue[] =>
    typeof name === 'string' && !known.includes(name)
      ? [
          {
            file,
            entry: 'aboutOrder',
            field: `[${i}]`,
            problem: `"${name}" is not a section (the sections: ${known.join(', ')})`,
          },
        ]
      : [],
  );
}

/** Each CV variant's name makes a file name, and its sections name sections that exist. */
export function cvVariantIssues(modules: ContentModules, contentLabel: string): ContentIssue[] {
  const variants = modules['cv.ts']?.cvVariants;
  if (!variants || typeof variants !== 'object') return [];
  const file = `${contentLabel}/cv.ts`;
  const known = knownSections(modules);
  return Object.entries(variants as Record<string, { sections?: unknown }>).flatMap(([name, variant]) => [
    ...(/^[a-z][a-z0-9-]*$/i.test(name)
      ? []
      : [
          {
            file,
            entry: `cvVariants.${name}`,
            field: 'name',
            problem: 'a variant’s name is its file’s: use letters, digits and -',
          },
        ]),
    ...(Array.isArray(variant?.sections) ? variant.sections : []).flatMap((section: unknown, i: number) =>
      typeof section === 'string' && !known.includes(section)
        ? [
            {
              file,
              entry: `cvVariants.${name}`,
              field: `sections[${i}]`,
              problem: `"${section}" is not a section (the sections: ${known.join(', ')})`,
            },
          ]
        : [],
    ),
  ]);
}
