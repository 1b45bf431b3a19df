import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TeachingEntry } from '../../src/content/types.ts';
import { keptBody } from './bodies.ts';
import { demoOf } from './demo.ts';
import { ownWords } from './freePages.ts';
import { isoDate, str } from './frontMatter.ts';
import { newsItem } from './jekyll.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { found, type Migration } from './model.ts';
import { noteUnclear } from './notes.ts';
import { https } from './socialLinks.ts';
import { localLinks, slug, stem, type Source } from './sourceFiles.ts';

/**
 * Hugo's `content/` sections, old and current HugoBlox layouts alike: each read as the kind its name says
 * (`publication` or `publications`, `event` or `talk`, `teaching` or `courses` …), a custom section as
 * publications when its pages carry a publication's fields; the rest is named by the account's sweep.
 */
export type SectionReader = (source: Source, folder: string, migration: Migration) => void;
type Bundle = ReturnType<Source['bundles']>[number];

/** A post this short (or only a link out) reads as news; a longer one is an article, named. */
const newsWords = 120;

/** `content/post/`, `content/blog/`: news-style items become news, long articles are named with where they can go. */
export function readHugoPosts(source: Source, folder: string, migration: Migration) {
  for (const { path, page } of source.bundles(folder)) {
    const d = page.data;
    const title = toPlain(str(d.title));
    const demo = demoOf(title);
    const words = ownWords(page.body);
    const link = str(d.external_link);
    if (demo || d.draft === true || words > newsWords) {
      found(migration, 'posts');
      migration.left.push(
        demo
          ? { kind: 'posts', from: path, reason: 'demo', why: demo }
          : d.draft === true
            ? { kind: 'posts', from: path, reason: 'draft', why: 'draft = true' }
            : {
                kind: 'posts',
                from: path,
                reason: 'unsupported',
                why: `article “${title}” (${words} words): the site has no blog; keep it where it is and link it from a news item`,
              },
      );
      continue;
    }
    // A post that only links out (`external_link`) is its title linked; its own words, if any, follow.
    const own = page.body.replace(/<!--more-->/g, '').trim();
    const text = link ? [`[${title}](${https(link)})`, own].filter(Boolean).join('\n\n') : own || title;
    const item = newsItem(migration, path, { ...d, title: link ? '' : title }, text, 'static');
    if (item) migration.news.push({ entry: item.item, from: path, ...(item.body ? { body: item.body } : {}) });
  }
}

/** `content/teaching/`, `content/courses/`, a custom `teachinglmu/`: each page a course, its body the description. */
export function readHugoTeaching(source: Source, folder: string, migration: Migration) {
  const file = 'site/content/teaching.ts';
  for (const { path, page } of source.bundles(folder)) {
    found(migration, 'teaching');
    const d = page.data;
    const course = toPlain(str(d.title));
    const demo = demoOf(course);
    if (demo || d.draft === true) {
      migration.left.push(
        demo
          ? { kind: 'teaching', from: path, reason: 'demo', why: demo }
          : { kind: 'teaching', from: path, reason: 'draft', why: 'draft = true' },
      );
      continue;
    }
    const link = str(d.external_link);
    const institution = toPlain(str(d.institution));
    const entry: TeachingEntry = {
      id: slug(path.endsWith('/index.md') ? path.split('/').slice(-2)[0]! : stem(path)),
      course,
      ...(institution ? { institution } : {}),
      // Hugo's own order for a page's date when `date` is missing: `publishDate`, then `lastmod`.
      date: isoDate(d.date) || isoDate(d.publishDate) || isoDate(d.lastmod),
      ...(/^https?:/.test(link) ? { link: https(link) } : {}),
    };
    const unclear: string[] = [];
    // The page's `links:` buttons (an evaluations PDF, slides): a course here has none, so each is named.
    for (const l of Array.isArray(d.links) ? (d.links as Array<Record<string, unknown>>) : [])
      if (str(l?.url))
        unclear.push(
          `link to ${str(l.url)} (“${toPlain(str(l.name))}”, a button of the old page): not carried; add it to the description`,
        );
    const body = localLinks(toMarkdown(page.body.replace(/<!--more-->/g, '')).text, migration, path, unclear, 'static');
    noteUnclear(migration, file, entry.id!, 'description', unclear);
    const kept = keptBody(
      migration,
      { file, entry: entry.id!, field: 'description' },
      [toPlain(str(d.summary)), body].filter(Boolean).join('\n\n'),
    );
    migration.teaching.push({ entry, from: path, ...(kept ? { body: kept } : {}) });
  }
}

/** Whether a section's pages are publications: HugoBlox's fields (`publication_types`, `publication`, `authors` with a DOI). */
export function holdsPublications(bundles: Bundle[]): boolean {
  const papers = bundles.filter(
    ({ page: { data } }) =>
      'publication_types' in data || 'publication' in data || ('authors' in data && 'doi' in data),
  );
  return papers.length > 0 && papers.length * 2 >= bundles.length;
}

/** The sections of `content/`, by name, in order. */
export function sectionsOf(source: Source): string[] {
  if (!source.has('content')) return [];
  // A linked folder is never followed out of the old site.
  return readdirSync(join(source.dir, 'content'), { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.') && e.isDirectory())
    .map((e) => e.name)
    .sort();
}
