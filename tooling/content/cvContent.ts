import {
  defaultSectionOrder,
  titleOfName,
  type AboutKind,
  type CvContentData,
  type CvPlace,
  type CvSectionData,
} from '../../src/content/cvContent.ts';
import { contentKinds, kindNames, type ContentKind, type Place } from '../../src/content/kinds.ts';
import type { Talk } from '../../src/content/types.ts';
import type { TalkEntry } from './talks.ts';
import { markdownFieldNames } from './contentSchema.ts';
import { bodyOf } from './markdown.ts';
import type { ContentIssue, ContentModules } from './validateContent.ts';
import { siteWords, type MessageKey } from './messages.ts';

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
 * An entry's Markdown fields go to the browser as the build's HTML (`detailsHtml`), never as Markdown; a kind
 * whose entries have pages of their own (`pages`) shows its bodies there alone, so About's chunk leaves them out.
 */
function withDetails(entry: unknown, { schema, pages }: ContentKind): unknown {
  if (typeof entry !== 'object' || entry === null) return entry;
  const shipped: Record<string, unknown> = { ...entry };
  for (const name of markdownFieldNames(schema)) {
    const markdown = shipped[name];
    delete shipped[name];
    if (!pages && typeof markdown === 'string' && markdown.trim()) shipped.detailsHtml = bodyOf(markdown).html;
  }
  return shipped;
}

/**
 * What virtual:cv holds: every section of every kind shown on About, from the declarations alone (a kind
 * placed there by its `shows` needs nothing here), the .bib's talks joined to talks.ts's, and the order.
 */
export function cvContentOf(modules: ContentModules, talks: readonly TalkEntry[]): CvContentData {
  const shownTalks: Talk[] = talks.map(({ key: _key, ...talk }) => talk);
  const withTalks: ContentModules = { ...modules, 'talks.ts': { ...modules['talks.ts'], talks: shownTalks } };
  const sections = aboutKinds.flatMap((kind) => {
    const declared: ContentKind = contentKinds[kind];
    const module = withTalks[declared.file] ?? {};
    const places = cvPlaces.filter((place) => (declared.shows as readonly Place[]).includes(place));
    return sectionsOfKind(kind, withTalks).flatMap(([name, title]) => {
      const entries = module[name];
      if (!Array.isArray(entries) || entries.length === 0) return [];
      const shipped = entries.map((entry) => withDetails(entry, declared));
      return [{ kind, file: declared.file, name, title: titlesIn(module)[name] ?? title, entries: shipped, places }];
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
