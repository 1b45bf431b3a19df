import { entryPage } from '../../../src/content/itemPages.ts';
import { pageKinds } from '../../../src/content/kinds.ts';
import type { NewsEntry } from '../../../src/content/news.ts';
import type { Publication } from '../../../src/content/types.ts';
import { buildDay } from '../markdown/news.ts';
import type { TalkEntry } from '../bib/talks.ts';
import type { ContentModules } from '../checks/validateContent.ts';
import { entriesOf, type StoreSource } from './entries.ts';
import { newsOf } from './news.ts';
import { renderStore, type Renderer } from './render.ts';
import { papersOf } from './publications.ts';
import { allTalks } from './talks.ts';
import type { DataStore, StoreEntry } from './types.ts';

export interface StoreInput {
  /** The checked modules (their lists are read once, here). */
  modules: ContentModules;
  /** The .bib's papers (a news item names its paper's title) and talks (beside talks.ts's). */
  publications: readonly Publication[];
  /** The line each paper's and talk's entry starts on in the .bib, by its id (readPublications'). */
  publicationLines?: ReadonlyMap<string, number>;
  bibTalks?: readonly TalkEntry[];
  /** The build's day, against which a news item is upcoming. */
  today?: string;
}

/** Each entry of a kind declared with `pages`, with its page when it has one (an id and a body); in page order. */
export const withPages = (entries: readonly StoreEntry[]): StoreEntry[] =>
  entries.map((entry) => {
    const page = entryPage(entry.data);
    return page ? { ...entry, page } : entry;
  });

/**
 * The store, its HTML not made yet: every entry with its origin, the news derived (order, anchors, pages),
 * the page of each entry of a kind with pages, every talk. The check reads its pages (siteRoutes.ts) before the pictures are made.
 */
export function collectStore(
  { modules, publications, publicationLines, bibTalks = [], today = buildDay() }: StoreInput,
  source: StoreSource,
): DataStore {
  const entries = entriesOf(modules, source);
  const bibFile = `${source.contentLabel}/publications.bib`;
  if (entries.news) entries.news = newsOf(entries.news, publications, today);
  for (const kind of pageKinds) if (kind !== 'news' && entries[kind]) entries[kind] = withPages(entries[kind]);
  return {
    entries,
    news: (entries.news ?? []).map((entry) => entry.data as unknown as NewsEntry),
    talks: allTalks(entries.talks ?? [], bibTalks, bibFile, publicationLines),
    publications: papersOf(publications, bibFile, publicationLines),
    rendered: false,
  };
}

/** The store of a content that needs no check (a test's, a tool's): collected and rendered at once. */
export const storeOf = (input: StoreInput, source: StoreSource = { contentLabel: 'content' }, render?: Renderer) =>
  renderStore(collectStore(input, source), render);
