import type { Talk } from '../../src/content/types.ts';
import { hugoPublicationEntry } from './bibEntries.ts';
import { keptBody } from './bodies.ts';
import { demoOf } from './demo.ts';
import { isoDate, str } from './frontMatter.ts';
import { readHugoAuthors } from './hugoPeople.ts';
import { readHugoPosts, readHugoTeaching, type SectionReader } from './hugoSections.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { found, type Migration } from './model.ts';
import { noteUnclear } from './notes.ts';
import { projectOf } from './projectPages.ts';
import { https } from './socialLinks.ts';
import { talkTypeOf } from './talkTypes.ts';
import { localLinks, slug, type Source } from './sourceFiles.ts';

/** Hugo's sections of entries: talks, publications, projects, and which section holds which kind. */

function readHugoProjects(source: Source, folder: string, migration: Migration) {
  for (const { path, dir, page } of source.bundles(folder)) {
    const image = featuredOf(source, dir);
    const picture = image ? { from: image, to: `images/${image.replace(/^content\//, '')}` } : undefined;
    projectOf(migration, path, page.data, page.body, picture, 'static');
  }
}

/** Which kind each section of `content/` holds, by its name (singular or plural, old layout or current). */
export const sectionRules: Array<[RegExp, SectionReader]> = [
  [/^publications?$/i, (source, folder, m) => readHugoPublications(source, folder, m)],
  [/^(events?|talks?)$/i, (source, folder, m) => readHugoTalks(source, folder, m)],
  [/^(projects?|webtools|apps|tools)$/i, readHugoProjects],
  [/^(posts?|blog)$/i, readHugoPosts],
  [/^(courses?|teaching\w*)$/i, readHugoTeaching],
  [/^authors$/i, readHugoAuthors],
];

function readHugoTalks(source: Source, folder: string, migration: Migration) {
  const file = 'site/content/talks.ts';
  for (const { path, page } of source.bundles(folder)) {
    found(migration, 'talks');
    const d = page.data;
    const title = toPlain(str(d.title));
    const demo = demoOf(title);
    if (demo) {
      migration.left.push({ kind: 'talks', from: path, reason: 'demo', why: demo });
      continue;
    }
    if (d.draft === true) {
      migration.left.push({ kind: 'talks', from: path, reason: 'draft', why: 'draft = true' });
      continue;
    }
    const event = toPlain(str(d.event));
    const slides = str(d.url_slides);
    const video = str(d.url_video);
    const type = talkTypeOf(`${title} ${event}`);
    const talk: Talk = {
      title: title || event,
      date: isoDate(d.time_start) || isoDate(d.date),
      event: event || title,
      ...(str(d.location) ? { location: toPlain(str(d.location)) } : {}),
      ...(type ? { type } : {}),
      ...(slides ? { slides: /^https?:/.test(slides) ? https(slides) : slides.replace(/^\//, '') } : {}),
      ...(video ? { video: https(video) } : {}),
      ...(str(d.event_url) ? { eventLink: https(str(d.event_url)) } : {}),
    };
    if (slides && !/^https?:/.test(slides))
      migration.files.push({
        from: `static/${slides.replace(/^\//, '')}`,
        to: slides.replace(/^\//, ''),
        by: `talks › ${path} › slides`,
      });
    const unclear: string[] = [];
    const body = localLinks(toMarkdown(page.body).text, migration, path, unclear, 'static');
    const entry = `${talk.date} ${slug(talk.title).slice(0, 30)}`;
    noteUnclear(migration, file, entry, 'abstract', unclear);
    const abstract = toMarkdown(str(d.abstract)).text;
    const kept = keptBody(migration, { file, entry, field: 'abstract' }, [abstract, body].filter(Boolean).join('\n\n'));
    migration.talks.push({ entry: talk, from: path, ...(kept ? { body: kept } : {}) });
  }
}

export function readHugoPublications(source: Source, folder: string, migration: Migration) {
  for (const { path, dir, page } of source.bundles(folder)) {
    found(migration, 'publications');
    migration.publicationsFound++;
    const demo = demoOf(str(page.data.title));
    if (demo) migration.left.push({ kind: 'publications', from: path, reason: 'demo', why: demo });
    else if (page.data.draft === true)
      migration.left.push({ kind: 'publications', from: path, reason: 'draft', why: 'draft = true' });
    else if (source.has(`${dir}/cite.bib`))
      migration.bibEntries.push({ entry: source.text(`${dir}/cite.bib`).trim() + '\n', from: `${dir}/cite.bib` });
    else migration.bibEntries.push({ entry: hugoPublicationEntry(dir, page.data, migration), from: path });
  }
}

/** A bundle's featured picture, whatever the case of its name (`featured.JPG`). */
function featuredOf(source: Source, dir: string): string {
  const name = source.list(dir).find((f) => /^featured\.(jpe?g|png|gif|webp)$/i.test(f));
  return name ? `${dir}/${name}` : '';
}
