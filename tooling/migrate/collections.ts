import { readdirSync } from 'node:fs';
import { shortPlain } from './shortText.ts';
import { readTalks } from './academicpagesTalks.ts';
import { publicationPageEntry } from './bibEntries.ts';
import { demoOf } from './demo.ts';
import { isoDate, str } from './frontMatter.ts';
import { found, type Migration } from './model.ts';
import { readProjects } from './projectPages.ts';
import type { Page } from './frontMatter.ts';
import type { Source } from './sourceFiles.ts';

/** What a collection's pages are, by their fields. */
export type CollectionKind = 'publications' | 'working papers' | 'talks' | 'projects' | 'press' | 'unknown';

const has = (data: Record<string, unknown>, ...keys: string[]) =>
  keys.some((k) => str(data[k]) || Array.isArray(data[k]));
const pictured = /<img\s|!\[[^\]]*\]\(/i;

/** One page's kind, by its fields: a venue and a date with its authors is a paper; a teaser with pictures a project. */
function pageKind(folder: string, { data, body }: Page): CollectionKind {
  if (/talk|presentation|keynote|seminar/i.test(str(data.type)) || has(data, 'talkurl')) return 'talks';
  if (has(data, 'venue') && has(data, 'date') && has(data, 'citation', 'authors', 'author', 'coauthors'))
    return /^_?(wps?|working[-_ ]?papers?)$/i.test(folder) || /working paper|job market/i.test(str(data.venue))
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

/** Jekyll's own folders and the ones a template reader already reads: not the owner's collections. */
const notCollections =
  /^_(pages|posts|drafts|data|includes|layouts|sass|site|plugins|scripts|publications|talks|teaching|portfolio|bibliography|news|projects)$/;

/** The owner's collections: declared in `_config.yml` (`collections:`) or present as `_name/` folders. */
export function ownCollections(source: Source, config: Record<string, unknown>): string[] {
  // A declared name is a folder name, never a path ("x/../../etc" is no collection).
  const declared = Object.keys((config.collections ?? {}) as Record<string, unknown>)
    .filter((name) => /^[\w-]{1,60}$/.test(name))
    .map((name) => `_${name}`);
  const present = readdirSync(source.dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('_'))
    .map((d) => d.name);
  return [...new Set([...declared, ...present])].filter((f) => !notCollections.test(f) && source.has(f)).sort();
}

/**
 * Reads each of the owner's collections as the kind its pages are, or names it with what to do; returns the
 * folders read as projects (for the projects' heading).
 */
export function readCollections(source: Source, config: Record<string, unknown>, migration: Migration): string[] {
  const projects: string[] = [];
  for (const folder of ownCollections(source, config)) {
    const pages = source.pages(folder);
    if (!pages.length) continue;
    const kind = collectionKind(
      folder,
      pages.map((p) => p.page),
    );
    if (kind === 'talks') readTalks(source, folder, migration);
    else if (kind === 'projects') {
      readProjects(source, folder, migration);
      projects.push(folder);
    } else if (kind === 'press') readPress(pages, migration);
    else if (kind === 'publications' || kind === 'working papers') readPapers(pages, kind, migration);
    else {
      found(migration, 'collections');
      migration.left.push({
        kind: 'collections',
        from: `${folder}/`,
        reason: 'unsupported',
        why: `${pages.length} pages whose fields say neither papers, talks, projects nor press: place them by hand (news.ts, projects.ts or cv.ts)`,
      });
    }
  }
  return projects;
}

function readPapers(pages: Array<{ path: string; page: Page }>, kind: CollectionKind, migration: Migration) {
  for (const { path, page } of pages) {
    found(migration, 'publications');
    migration.publicationsFound++;
    const demo = demoOf(str(page.data.title), str(page.data.excerpt));
    if (demo) migration.left.push({ kind: 'publications', from: path, reason: 'demo', why: demo });
    else {
      // A working paper is unpublished: its venue ("Revision requested: …") is a note, not a journal.
      const forced = kind === 'working papers' ? (['unpublished', 'note'] as [string, string]) : undefined;
      const entry = publicationPageEntry(path, page.data, migration, page.body, forced);
      migration.bibEntries.push({ entry, from: path });
    }
  }
}

/** Press pieces: a dated one is a news item linking it; an undated one is named. */
function readPress(pages: Array<{ path: string; page: Page }>, migration: Migration) {
  for (const { path, page } of pages) {
    found(migration, 'news');
    const d = page.data;
    const title = shortPlain(str(d.title));
    const venue = shortPlain(str(d.venue));
    const link = [str(d.mediaurl), str(d.paperurl), str(d.url), str(d.link)]
      .find((l) => /^https?:\/\//.test(l))
      ?.replace(/^http:/, 'https:');
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
