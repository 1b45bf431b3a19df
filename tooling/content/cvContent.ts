import { titleOfName, type CvContentData } from '../../src/content/cvContent.ts';
import { kindSections } from '../../src/content/kindSections.ts';
import type { CvListEntry, Talk, TeachingEntry } from '../../src/content/types.ts';
import type { TalkEntry } from './talks.ts';
import { bodyOf } from './news.ts';
import type { ContentIssue, ContentModules } from './validateContent.ts';

const titlesIn = (module: Record<string, unknown>) => (module.sectionTitles ?? {}) as Record<string, string>;

/** cv.ts's own sections: every list it exports but aboutOrder (its names as the module lists them). */
export const ownSectionNames = (modules: ContentModules) => {
  const module = modules['cv.ts'] ?? {};
  return Object.keys(module).filter((name) => Array.isArray(module[name]) && name !== 'aboutOrder');
};

/** What virtual:cv holds: the sections About has beyond the timeline and the skills, and their order. */
export function cvContentOf(modules: ContentModules, talks: readonly TalkEntry[]): CvContentData {
  const teachingFile = modules['teaching.ts'] ?? {};
  const talksFile = modules['talks.ts'] ?? {};
  const cvFile = modules['cv.ts'] ?? {};
  // A body goes to the browser as the build's HTML, never as its Markdown.
  const details = (markdown?: string) => (markdown?.trim() ? { detailsHtml: bodyOf(markdown).html } : {});
  const teaching = ((teachingFile.teaching ?? []) as TeachingEntry[]).map(({ description, ...entry }) => ({
    ...entry,
    ...details(description),
  }));
  const shownTalks: Talk[] = talks.map(({ key: _key, abstract, ...talk }) => ({ ...talk, ...details(abstract) }));
  return {
    ...(shownTalks.length
      ? { talks: { name: 'talks', title: titlesIn(talksFile).talks ?? kindSections.talks.talks, entries: shownTalks } }
      : {}),
    ...(teaching.length
      ? {
          teaching: {
            name: 'teaching',
            title: titlesIn(teachingFile).teaching ?? kindSections.teaching.teaching,
            entries: teaching,
          },
        }
      : {}),
    own: ownSectionNames(modules).flatMap((name) => {
      const entries = cvFile[name] as CvListEntry[];
      return entries.length ? [{ name, title: titlesIn(cvFile)[name] ?? titleOfName(name), entries }] : [];
    }),
    order: Array.isArray(cvFile.aboutOrder) ? (cvFile.aboutOrder as string[]) : [],
    variants: (cvFile.cvVariants ?? {}) as CvContentData['variants'],
  };
}

/** The sections About can have, by name. */
const builtIn = ['education', 'publications', 'experience', 'awardsAndTalks', 'talks', 'teaching', 'skills'];

/** aboutOrder names only sections that exist; a section with content left out of it is shown after the others. */
export function aboutOrderIssues(modules: ContentModules, contentLabel: string): ContentIssue[] {
  const order = modules['cv.ts']?.aboutOrder;
  if (!Array.isArray(order)) return [];
  const file = `${contentLabel}/cv.ts`;
  const known = [...builtIn, ...ownSectionNames(modules)];
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
  const known = [...builtIn, ...ownSectionNames(modules)];
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
