import type { KindName } from '../../../src/content/kinds.ts';
import type { NewsEntry } from '../../../src/content/news.ts';

/**
 * The content as one store of entries, after the check (as Astro's DataStore): each entry knows its kind,
 * its id, its section, its data, where the owner wrote it and its Markdown fields as HTML. Every virtual
 * module, page, file and feed is made from it; nothing after the check reads the export-shaped modules'
 * lists again.
 */

/** Where the owner wrote an entry: their file (or a Markdown folder's file) and the entry's first line. */
export interface Origin {
  /** As messages name it: `site/content/talks.yaml`, `site/content/news/2025-03-14-prize.md`. */
  file: string;
  line?: number;
}

export interface StoreEntry<Data = Record<string, unknown>> {
  kind: KindName;
  /** Its `id`; a news item's anchor key (its id, else its date, -2 for a second that day); else `section[i]`. */
  id: string;
  /** The export it is listed under (`currentProjects`, `news`); an object kind's its object's name. */
  section: string;
  data: Data;
  origin: Origin;
  /** Its own page (`#/news/<page>`, `news/<page>.html`), when it has one. */
  page?: string;
  /** Each Markdown field as HTML, by field name (`body`; a paragraph list's as `intro[0]`), once the store is rendered. */
  html: Record<string, string>;
  /** The fields rendered as one line, with no wrapping <p>: a news item's text, an intro paragraph of one paragraph. */
  lines: string[];
  /** The same fields as plain words (what llms.txt and resume.json say). */
  text: Record<string, string>;
}

export interface DataStore {
  /** Every entry, kind by kind: sections in page order, each in the order written; news newest first. */
  entries: Partial<Record<KindName, StoreEntry[]>>;
  /** The news as the site shows it, newest first: anchors, pages, paper titles (the news entries' data). */
  news: NewsEntry[];
  /** talks.ts's entries and the .bib's talks (entries of the talks whose origin is the .bib), newest first. */
  talks: StoreEntry[];
  /** The .bib's papers merged with publications.ts's overrides, newest first: id the citation key, origin the .bib's entry. */
  publications: StoreEntry[];
  /** Whether renderStore has filled in the HTML (the modules and pages need it; the check does not). */
  rendered: boolean;
}
