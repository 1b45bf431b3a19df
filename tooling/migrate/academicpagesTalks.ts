import type { Talk } from '../../src/content/types.ts';
import { keptBody } from './bodies.ts';
import { demoOf } from './demo.ts';
import { isoDate, str } from './frontMatter.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { found, leftAsDraft, type Migration } from './model.ts';
import { noteUnclear } from './notes.ts';
import { dateFromName, localLinks, slug, type Source } from './sourceFiles.ts';
import { talkTypeOf } from './talkTypes.ts';

/** A link in a body whose words say what it is: `[Link to slides](…)`, `[Video](…)`. */
export function linkNamed(markdown: string, words: RegExp): string | undefined {
  for (const m of markdown.matchAll(/\[([^\][]+)\]\((https?:\/\/[^()\s]+|[^()\s]+\.pdf)\)/g))
    if (words.test(m[1]!)) return m[2];
  return undefined;
}

/** academicpages' talks (`_talks/`, or a collection of the owner's whose pages are talks). */
export function readTalks(source: Source, folder: string, migration: Migration) {
  const file = 'site/content/talks.ts';
  for (const { path, page } of source.pages(folder)) {
    found(migration, 'talks');
    const d = page.data;
    const title = toPlain(str(d.title));
    const demo = demoOf(title, page.body.trim().slice(0, 200));
    if (demo) {
      migration.left.push({ kind: 'talks', from: path, reason: 'demo', why: `${demo} (“${title}”)` });
      continue;
    }
    if (leftAsDraft(migration, 'talks', path, d)) continue;
    const unclear: string[] = [];
    const body = localLinks(toMarkdown(page.body).text, migration, path, unclear);
    const event = toPlain(str(d.venue));
    const type = talkTypeOf(str(d.type));
    const slides = str(d.slidesurl) || linkNamed(body, /slides/i);
    const video = str(d.videourl) || linkNamed(body, /video|recording/i);
    const talk: Talk = {
      title: title || event,
      date: isoDate(d.date) || dateFromName(path),
      event: event || title,
      ...(str(d.location) ? { location: toPlain(str(d.location)) } : {}),
      ...(type ? { type } : {}),
      ...(slides ? { slides: slides.replace(/^\/+/, '') } : {}),
      ...(video?.startsWith('https:') ? { video } : {}),
      ...(str(d.talkurl) && /^https?:/.test(str(d.talkurl))
        ? { eventLink: str(d.talkurl).replace(/^http:/, 'https:') }
        : {}),
    };
    const entry = `${talk.date} ${slug(talk.title).slice(0, 30)}`;
    if (!type && str(d.type))
      migration.todos.push({
        file,
        entry,
        field: 'type',
        what: `"${str(d.type)}" is none of the site’s talk types: pick one or leave it without a badge`,
      });
    if (!title)
      migration.todos.push({
        file,
        entry,
        field: 'title',
        what: 'the old talk has no title of its own: its event stands in',
      });
    if (!event)
      migration.todos.push({ file, entry, field: 'event', what: 'the old talk names no venue: the title stands in' });
    noteUnclear(migration, file, entry, 'abstract', unclear);
    const kept = keptBody(migration, { file, entry, field: 'abstract' }, body);
    migration.talks.push({ entry: talk, from: path, ...(kept ? { body: kept } : {}) });
  }
}
