import { fileURLToPath } from 'node:url';
import { en, type Catalogue, type Part } from '../../../src/i18n/messages/en.ts';
import { candidateTags, catalogueFor } from '../../../src/i18n/languages.ts';
import { placeholdersOf, type MessageValues } from '../../../src/i18n/format.ts';
import { translator } from '../../../src/i18n/translator.ts';
import { localeDataFor } from '../../../src/i18n/localeIntl.ts';
import type { Profile } from '../../../src/content/types.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';

/** The parts of the catalogue, each served as `src/i18n/catalogue/<part>.ts` is imported (contentModules.ts). */
export const catalogueParts = Object.keys(en) as Part[];

/** Any message's key, whichever part it is in. */
export type MessageKey = { [P in Part]: keyof (typeof en)[P] }[Part] & string;
/**
 * The site's words for the files the build writes (feeds, static pages' heads, llms.txt), as `t` in the app,
 * with the locale they are in (for lists and dates).
 */
export type SiteWords = ((key: MessageKey, values?: MessageValues) => string) & { locale: string };

/** The owner's words (strings.ts's `strings`, checked by ownWordsIssues): key → message. */
function ownWords(modules: ContentModules): Readonly<Record<string, string>> {
  const strings = modules['strings.ts']?.strings;
  return typeof strings === 'object' && strings !== null ? (strings as Record<string, string>) : {};
}

/**
 * The site's language and its words: the catalogue `site.locale` picks (pt-BR → pt → en), each message
 * the owner gives in strings.ts in place of its default.
 */
export function siteCatalogue(content: { modules: ContentModules }): { locale: string; catalogue: Catalogue } {
  const profile = content.modules['profile.ts']?.profile as Pick<Profile, 'site'> | undefined;
  const locale = profile?.site?.locale ?? 'en';
  const { tag, catalogue } = catalogueFor(locale);
  // English words read with English plurals and dates: a locale with no catalogue of its own formats as `en`.
  const formatIn = tag === 'en' && !candidateTags(locale).includes('en') ? 'en' : locale;
  const own = Object.entries(ownWords(content.modules)).filter(([, message]) => typeof message === 'string');
  if (own.length === 0) return { locale: formatIn, catalogue };
  const withOwn = (part: Part) => ({
    ...catalogue[part],
    ...Object.fromEntries(own.filter(([key]) => key in en[part])),
  });
  return { locale: formatIn, catalogue: Object.fromEntries(catalogueParts.map((p) => [p, withOwn(p)])) as Catalogue };
}

/**
 * An owner's message that leaves out an argument of its default ("{count}" in "6 publications") would show
 * less than the page means; one with an argument the template never fills would show it in braces. Both
 * fail the build, named by key (and line, in YAML or JSON). An unknown key is the schema check's.
 */
export function ownWordsIssues(modules: ContentModules, contentLabel: string): ContentIssue[] {
  const defaults: Record<string, string> = Object.assign({}, ...catalogueParts.map((part) => en[part]));
  return Object.entries(ownWords(modules)).flatMap(([key, message]): ContentIssue[] => {
    if (typeof message !== 'string' || !(key in defaults)) return [];
    const at = { file: `${contentLabel}/strings.ts`, entry: 'strings', field: key };
    const theirs = placeholdersOf(message);
    const ours = placeholdersOf(defaults[key]!);
    const missing = [...ours].filter((name) => !theirs.has(name));
    const unknown = [...theirs].filter((name) => !ours.has(name));
    const list = (names: string[]) => names.map((name) => `{${name}}`).join(', ');
    return [
      ...(missing.length
        ? [{ ...at, problem: `leaves out ${list(missing)}, which the default "${defaults[key]}" has` }]
        : []),
      ...(unknown.length
        ? [
            {
              ...at,
              problem: `uses ${list(unknown)}, which this message never has (its arguments: ${list([...ours]) || 'none'})`,
            },
          ]
        : []),
    ];
  });
}

/** The file of the catalogue the site's locale picks (`src/i18n/messages/pt.ts`), for the font subsets' letters. */
export function catalogueFile(content: { modules: ContentModules }): string {
  const profile = content.modules['profile.ts']?.profile as Pick<Profile, 'site'> | undefined;
  return fileURLToPath(
    new URL(`../../../src/i18n/messages/${catalogueFor(profile?.site?.locale ?? 'en').tag}.ts`, import.meta.url),
  );
}

/** `t` over the whole of the site's catalogue. */
export function siteWords(content: { modules: ContentModules }): SiteWords {
  const { locale, catalogue } = siteCatalogue(content);
  const all: Record<string, string> = Object.assign({}, ...catalogueParts.map((part) => catalogue[part]));
  return translator(locale, all);
}

/** English words, for a caller that has no content (a test's hand-made site). */
export const englishWords = siteWords({ modules: {} });

/** The module a catalogue part is in the browser: the site's language's messages of that part alone. */
export function catalogueModule(part: Part, content: { modules: ContentModules }): string {
  const { locale, catalogue } = siteCatalogue(content);
  const words = `export const locale = ${JSON.stringify(locale)};\nexport const messages = ${JSON.stringify(catalogue[part])};\n`;
  if (part !== 'frame') return words;
  // The language's formatting data, from the build's Intl: the browser formats from it, never from its own.
  return `${words}const formats = ${JSON.stringify(localeDataFor(locale))};\nexport const formatsFor = () => formats;\n`;
}

/** A kind's sections with their default headings in English (the docs' words): `{ currentProjects: 'Currently working on' }`. */
export const englishHeadings = (sections: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(sections).map(([name, key]) => [name, englishWords(key as MessageKey)]));
