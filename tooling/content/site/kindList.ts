import { contentKinds, kindSections, sectionNames, type ListKind, type PageKind } from '../../../src/content/kinds.ts';
import type { KindList } from '../../../src/content/kindList.ts';
import { contentFile, markdownFieldNames } from '../checks/contentSchema.ts';
import { siteWords, type MessageKey } from '../words/messages.ts';
import type { DataStore } from '../store/types.ts';
import type { ContentModules } from '../checks/validateContent.ts';

/**
 * A kind's list page as the browser gets it (`virtual:kind-list/people`): each section the owner has entries in,
 * under their heading (`sectionTitles`) or the declared one in the site's language, each entry without its
 * Markdown and with its page when it has one (a body); and the kind's loose texts (`peopleLead`).
 */
export function kindList(kind: PageKind | ListKind, store: DataStore, modules: ContentModules): KindList {
  const file = modules[contentKinds[kind].file] ?? {};
  const t = siteWords({ modules });
  const titles = (file.sectionTitles ?? {}) as Record<string, unknown>;
  const markdown = markdownFieldNames(contentFile(kind).schema);
  const declared: Readonly<Record<string, MessageKey>> = kindSections[kind];
  const all = store.entries[kind] ?? [];
  const sections = sectionNames(kind).flatMap((name) => {
    const entries = all
      .filter((entry) => entry.section === name)
      .map(({ data, page }) => {
        const shown = Object.fromEntries(Object.entries(data).filter(([field]) => !markdown.includes(field)));
        return page ? { ...shown, page } : shown;
      });
    if (entries.length === 0) return [];
    const title = typeof titles[name] === 'string' ? titles[name] : t(declared[name]!);
    return [{ name, title, entries }];
  });
  const texts = Object.fromEntries(
    ('texts' in contentKinds[kind] ? (contentKinds[kind].texts as readonly string[]) : []).flatMap((name) =>
      typeof file[name] === 'string' ? [[name, file[name]]] : [],
    ),
  );
  return { sections, texts };
}
