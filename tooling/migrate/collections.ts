import { readdirSync } from 'node:fs';
import { readTalks } from './academicpagesTalks.ts';
import { readTeaching } from './academicpages.ts';
import { publicationPageEntry } from './bibEntries.ts';
import { demoOf } from './demo.ts';
import { isoDate, str, type Page } from './frontMatter.ts';
import { newsItem, readPosts } from './jekyll.ts';
import { toPlain } from './markup.ts';
import { found, leftAsDraft, type Migration } from './model.ts';
import { readPeopleCollection } from './peopleSources.ts';
import { readProjects } from './projectPages.ts';
import { shortPlain } from './shortText.ts';
import type { Source } from './sourceFiles.ts';

/**
 * A Jekyll site's collections (`_news/`, `_projects/`, a custom `_wps/` …, a team's `_people/`), declared in
 * `_config.yml` or present as `_name/` folders: each read as the kind its name says, else as the kind its
 * pages' fields say; one neither fits is named, item by item.
 */

type Pages = Array<{ path: string; page: Page }>;
type Reader = (source: Source, folder: string, migration: Migration) => void;

/** What a collection's pages are, by their fields. */
export type CollectionKind = 'publications' | 'working papers' | 'talks' | 'projects' | 'press' | 'unknown';

const has = (data: Record<string, unknown>, ...keys: string[]) =>
  keys.some((k) => str(data[k]) || Array.isArray(data[k]));
const pictured = /<img\s|!\[[^\]]*\]\(/i;
const workingPapers = /^_?(wps?|working[-_ ]?papers?)$/i;

/** One page's kind, by its fields: a venue and a date with its authors is a paper; a teaser with pictures a project. */
function pageKind(folder: string, { data, body }: Page): CollectionKind {
  if (/talk|presentation|keynote|seminar/i.test(str(data.type)) || has(data, 'talkurl')) return 'talks';
  if (has(data, 'venue') && has(data, 'date') && has(data, 'citation', 'authors', 'author', 'coauthors'))
    return workingPapers.test(folder) || /working paper|job market/i.test(str(data.venue))
      ? 'working papers'
      : 'publications';
  if (has(data, 'venue') && has(data, 'mediaurl', 'paperurl', 'url', 'link')) return 'press';
  if (has(data, 'excerpt', 'description') && (pictured.test(`${str(data.excerpt)}\n${body}`) || has(data, 'header')))
    return 'projects';
  return 'unknown';
}

/** A collection's kind: the kind most of its pages are (ties to the first found). */
export function collectionKind(folder: string, pages: Page[]): CollectionKind {
  const counts = new Map<CollectionKind, number>();
  for (const page of pages) counts.set(pageKind(folder, page), (counts.get(pageKind(folder, page)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'unknown';
}

function readNews(source: Source, folder: string, migration: Migration) {
  for (const { path, page } of source.pages(folder)) {
    const item = newsItem(migration, path, page.data, page.body);
    if (item) migration.news.push({ entry: item.item, from: path, ...(item.body ? { body: item.body } : {}) });
  }
}

function readPapers(pages: Pages, kind: CollectionKind, migration: Migration) {
  for (const { path, page } of pages) {
    found(migration, 'publications');
    migration.publicationsFound++;
    const demo = demoOf(str(page.data.title), str(page.data.excerpt));
    if (demo) migration.left.push({ kind: 'publications', from: path, reason: 'demo', why: demo });
    else if (!leftAsDraft(migration, 'publications', path, page.data)) {
      // A working paper is unpublished: its venue ("Revision requested: …") is a note, not a journal.
      const forced = kind === 'working papers' ? (['unpublished', 'note'] as [string, string]) : undefined;
      const entry = publicationPageEntry(path, page.data, migration, page.body, forced);
      migration.bibEntries.push({ entry, from: path });
    }
  }
}

/** Press pieces: a dated one is a news item linking it; an undated one is named. */
function readPress(pages: Pages, migration: Migration) {
  for (const { path, page } of pages) {
    found(migration, 'news');
    const d = page.data;
    const title = shortPlain(str(d.title));
    const venue = shortPlain(str(d.venue));
    const link = [str(d.mediaurl), str(d.paperurl), str(d.url), str(d.link)].find((l) => /^https?:\/\//.test(l));
    const date = isoDate(d.date);
    if (!date || !title) {
      migration.left.push({
        kind: 'news',
        from: path,
        reason: 'unsupported',
        why: `press piece “${title}”${venue ? ` (${venue})` : ''} has no date, so it is no news item: add it to the news with its date`,
      });
      continue;
    }
    migration.news.push({
      entry: { date, title, text: venue ? `“${title}”, in *${venue}*` : `“${title}”`, ...(link ? { link } : {}) },
      from: path,
    });
  }
}

/** A collection no rule fits (`_books/`, `_temp/`): each item named, the template's demo as demo. */
function nameItems(source: Source, folder: string, migration: Migration) {
  for (const { path, page } of source.pages(folder)) {
    const title = toPlain(str(page.data.title)) || path;
    const demo = demoOf(
      str(page.data.title),
      str(page.data.author),
      str(page.data.instructor),
      page.body.trim().slice(0, 300),
    );
    found(migration, 'pages');
    migration.left.push(
      demo
        ? { kind: 'pages', from: path, reason: 'demo', why: `${demo} (“${title}”)` }
        : {
            kind: 'pages',
            from: path,
            reason: 'unsupported',
            why: `“${title}” of the collection ${folder}/: the site has no kind for it; place it in projects, cv.ts or a news item by hand`,
          },
    );
  }
}

/** Which kind a collection folder holds, by its name. */
const rules: Array<[RegExp, Reader]> = [
  [/^_(news|announcements?)$/i, readNews],
  [/^_posts$/i, (source, _folder, migration) => readPosts(source, migration)],
  [/^_(projects|portfolio|research)$/i, (source, folder, migration) => readProjects(source, folder, migration)],
  [
    /^_(publications|papers)$/i,
    (source, folder, migration) => readPapers(source.pages(folder), 'publications', migration),
  ],
  [workingPapers, (source, folder, migration) => readPapers(source.pages(folder), 'working papers', migration)],
  [/^_(media|press)$/i, (source, folder, migration) => readPress(source.pages(folder), migration)],
  // academicpages' talk and teaching pages (`venue`, `type`, `date`): the same fields wherever they are found.
  [/^_talks$/i, (source, folder, migration) => readTalks(source, folder, migration)],
  [/^_teaching$/i, (source, _folder, migration) => readTeaching(source, migration)],
  [/^_(people|team|members|students|lab)$/i, readPeopleCollection],
];

/** A collection whose name says nothing: read as the kind its pages' fields say, else each item named. */
function byFields(source: Source, folder: string, migration: Migration) {
  const pages = source.pages(folder);
  const kind = collectionKind(
    folder,
    pages.map((p) => p.page),
  );
  if (kind === 'talks') readTalks(source, folder, migration);
  else if (kind === 'projects') readProjects(source, folder, migration);
  else if (kind === 'press') readPress(pages, migration);
  else if (kind === 'publications' || kind === 'working papers') readPapers(pages, kind, migration);
  else nameItems(source, folder, migration);
}

/** Folders that are Jekyll's or the readers' own, never a collection of entries. */
const notCollections = /^_(pages|drafts|data|bibliography|layouts|includes|sass|site|plugins|scripts|config.*)$/i;

/** The site's collections: declared in `_config.yml` (`collections:`) or present as `_name/` folders, Jekyll's own aside. */
function collectionFolders(source: Source, config: Record<string, unknown>): string[] {
  // A declared name is a folder name, never a path ("x/../../etc" is no collection).
  const declared = Object.keys((config.collections ?? {}) as object)
    .filter((name) => /^[\w-]{1,60}$/.test(name))
    .map((name) => `_${name}`);
  const present = readdirSync(source.dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith('_'))
    .map((e) => e.name);
  return [...new Set([...declared, ...present])].filter((f) => !notCollections.test(f) && source.has(f)).sort();
}

/** The templates' own collections, which their readers know by name. */
const templateOwn = /^_(posts|publications|talks|teaching|portfolio|news|projects)$/i;

/** The owner's own collections: those no template made (`_research/`, `_wps/`, `_people/` …). */
export const ownCollections = (source: Source, config: Record<string, unknown>) =>
  collectionFolders(source, config).filter((f) => !templateOwn.test(f));

/**
 * Every collection of the site no reader has taken yet (declared in `_config.yml` or present as a folder);
 * returns the folders read as projects (for the projects' heading).
 */
export function readCollections(source: Source, config: Record<string, unknown>, migration: Migration): string[] {
  const taken = new Set(
    [
      ...migration.left,
      ...migration.news,
      ...migration.talks,
      ...migration.teaching,
      ...migration.projects,
      ...migration.bibEntries,
      ...migration.people,
    ].map((c) => c.from.split('/')[0]),
  );
  const projects: string[] = [];
  for (const folder of collectionFolders(source, config)) {
    if (taken.has(folder) || !source.pages(folder).length) continue;
    const before = migration.projects.length;
    const rule = rules.find(([pattern]) => pattern.test(folder));
    (rule ? rule[1] : byFields)(source, folder, migration);
    if (migration.projects.length > before) projects.push(folder);
  }
  return projects;
}
