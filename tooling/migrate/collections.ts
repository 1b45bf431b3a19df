import { readdirSync } from 'node:fs';
import { readTalks, readTeaching } from './academicpages.ts';
import { publicationPageEntry } from './bibEntries.ts';
import { demoOf } from './demo.ts';
import { str } from './frontMatter.ts';
import { newsItem, readPosts } from './jekyll.ts';
import { toPlain } from './markup.ts';
import { found, type Migration } from './model.ts';
import { readProjects } from './projectPages.ts';
import type { Source } from './sourceFiles.ts';

/**
 * A Jekyll site's collections (`_news/`, `_projects/`, a custom `_people/` …), declared in `_config.yml` or
 * present as `_name/` folders, each read as the kind its name says; one no rule fits is named, item by item.
 */

type Reader = (source: Source, folder: string, migration: Migration) => void;

function readNews(source: Source, folder: string, migration: Migration) {
  for (const { path, page } of source.pages(folder)) {
    const item = newsItem(migration, path, page.data, page.body);
    if (item) migration.news.push({ entry: item.item, from: path, ...(item.body ? { body: item.body } : {}) });
  }
}

function readPublicationPages(source: Source, folder: string, migration: Migration) {
  for (const { path, page } of source.pages(folder)) {
    found(migration, 'publications');
    migration.publicationsFound++;
    const demo = demoOf(str(page.data.title), str(page.data.excerpt));
    if (demo) migration.left.push({ kind: 'publications', from: path, reason: 'demo', why: demo });
    else migration.bibEntries.push({ entry: publicationPageEntry(path, page.data, migration), from: path });
  }
}

/** A collection of people (a lab's members): named with their names until the site has a people kind. */
function readPeople(source: Source, folder: string, migration: Migration) {
  const pages = source.pages(folder);
  const names = pages.map(({ page, path }) => toPlain(str(page.data.title)) || path);
  for (const { path } of pages) {
    found(migration, 'people');
    migration.left.push({
      kind: 'people',
      from: path,
      reason: 'unsupported',
      why: `a member of the team list ${folder}/ (${names.length}: ${names.join(', ')}): the site has no people kind yet (it is coming); kept in this report with their names`,
    });
  }
}

/** Which kind a collection folder holds, by its name. */
const rules: Array<[RegExp, Reader]> = [
  [/^_(news|announcements?)$/i, readNews],
  [/^_posts$/i, (source, _folder, migration) => readPosts(source, migration)],
  [/^_(projects|portfolio|research)$/i, (source, folder, migration) => readProjects(source, folder, migration)],
  [/^_(publications|papers|wps|working_?papers)$/i, readPublicationPages],
  // academicpages' talk and teaching pages (`venue`, `type`, `date`): the same fields wherever they are found.
  [/^_talks$/i, (source, _folder, migration) => readTalks(source, migration)],
  [/^_teaching$/i, (source, _folder, migration) => readTeaching(source, migration)],
  [/^_(people|team|members|students|lab)$/i, readPeople],
];

/** Folders that are Jekyll's or the readers' own, never a collection of entries. */
const notCollections = /^_(pages|data|bibliography|layouts|includes|sass|site|plugins|scripts|config.*)$/i;

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

/** Every collection of the site no reader has taken yet (declared in `_config.yml` or present as a folder). */
export function readCollections(source: Source, config: Record<string, unknown>, migration: Migration) {
  const declared = Object.keys((config.collections ?? {}) as object).map((name) => `_${name}`);
  const present = readdirSync(source.dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name.startsWith('_'))
    .map((e) => e.name);
  const taken = new Set(
    [
      ...migration.left,
      ...migration.news,
      ...migration.talks,
      ...migration.teaching,
      ...migration.projects,
      ...migration.bibEntries,
    ].map((c) => c.from.split('/')[0]),
  );
  for (const folder of [...new Set([...declared, ...present])].sort()) {
    if (notCollections.test(folder) || taken.has(folder) || !source.has(folder)) continue;
    const rule = rules.find(([pattern]) => pattern.test(folder));
    (rule ? rule[1] : nameItems)(source, folder, migration);
  }
}
