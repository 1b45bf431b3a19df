import type { SectionName } from '../../content/kinds';
import { kindSections } from '../../content/kindSections';
import { t } from '../../i18n/pages';
import type { ContentOf, EntryOf as KindEntry } from '../../content/types';

/** A section of a page as the owner's content gives it: its heading and its entries (never none). */
export interface Section<Entry> {
  title: string;
  entries: readonly Entry[];
}

type EntryOf<List> = NonNullable<List> extends readonly (infer Entry)[] ? Entry : never;

/**
 * The sections of one content file, each under the owner's heading (`sectionTitles`) or the default
 * one; a section the owner left out, or left empty, is `undefined`, so the page leaves its heading out too.
 */
export function sectionsOf<Content extends { sectionTitles?: object }, Name extends keyof Content & string>(
  content: Content,
  defaultTitles: Readonly<Record<Name, string>>,
): { [N in Name]?: Section<EntryOf<Content[N]>> } {
  const titles: Partial<Record<string, string>> = content.sectionTitles ?? {};
  const sections: Partial<Record<Name, Section<unknown>>> = {};
  for (const name of Object.keys(defaultTitles) as Name[]) {
    const entries = content[name] as readonly unknown[] | undefined;
    if (entries?.length) sections[name] = { title: titles[name] ?? defaultTitles[name], entries };
  }
  return sections as { [N in Name]?: Section<EntryOf<Content[N]>> };
}

/** A kind's sections, under the headings its declaration gives (kinds.ts) unless the owner renames them. */
export function sectionsOfKind<K extends keyof typeof kindSections>(
  kind: K,
  content: ContentOf<K>,
): { [N in SectionName<K>]?: Section<KindEntry<K>> } {
  const titles = Object.fromEntries(Object.entries(kindSections[kind]).map(([name, key]) => [name, t(key)]));
  return sectionsOf(content as never, titles as Record<SectionName<K>, string>) as never;
}
