import { ar } from './messages/ar.ts';
import { de } from './messages/de.ts';
import { en, type Catalogue } from './messages/en.ts';
import { es } from './messages/es.ts';
import { pt } from './messages/pt.ts';
import { zhHans } from './messages/zh-Hans.ts';

export { directionOf } from './direction.ts';

/*
 * The languages the template speaks, by BCP 47 tag, and how a site's `locale` picks one. For the build
 * (tooling/content/words/messages.ts) and the tests only: the browser gets the chosen catalogue alone.
 */
export const catalogues: Readonly<Record<string, Catalogue>> = { en, de, es, pt, 'zh-Hans': zhHans, ar };

/** The tags to try for `locale`, most specific first: pt-BR → pt-BR, pt; zh-CN → zh-CN, zh, zh-Hans. */
export function candidateTags(locale: string): string[] {
  let tag: Intl.Locale;
  try {
    tag = new Intl.Locale(locale);
  } catch {
    return [];
  }
  const shorter = (parts: string[]) => parts.map((_, i) => parts.slice(0, parts.length - i).join('-'));
  const full = shorter(tag.toString().split('-'));
  // The script a language is written in by default (zh-CN is zh-Hans, zh-TW zh-Hant): Intl's likely subtags.
  const { language, script } = tag.maximize();
  return [...new Set([...full, ...(script ? [`${language}-${script}`] : []), language])];
}

/** The catalogue `locale` reads, along its tag (pt-BR → pt → en), and the tag it was found under. */
export function catalogueFor(locale: string): { tag: string; catalogue: Catalogue } {
  const tag = candidateTags(locale).find((candidate) => candidate in catalogues) ?? 'en';
  return { tag, catalogue: catalogues[tag]! };
}
