import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FileRef, Migration } from './model.ts';

/**
 * Splits the referred files into those the old site holds and those it lacks; an entry that needs a
 * missing picture keeps its words and loses the picture (named in the report), so the site still builds.
 */
export function settleFiles(migration: Migration, sourceDir: string): { present: FileRef[]; missing: FileRef[] } {
  const present: FileRef[] = [];
  const missing: FileRef[] = [];
  for (const ref of migration.files) (existsSync(join(sourceDir, ref.from)) ? present : missing).push(ref);
  const lacking = new Set(missing.map((m) => m.to));
  if (lacking.has(migration.profile.photo.src)) {
    migration.todos.push({
      file: 'site/content/profile.ts',
      entry: 'profile',
      field: 'photo.src',
      what: `"${migration.profile.photo.src}" is not in the old site’s folder: put your photo in site/public/ and name it here`,
    });
    migration.profile.photo.src = '';
  }
  for (const { entry } of migration.projects) {
    if (entry.image && lacking.has(entry.image)) {
      migration.todos.push({
        file: 'site/content/projects.ts',
        entry: entry.id,
        field: 'image',
        what: `"${entry.image}" is not in the old site’s folder: left out; add it to site/public/ with its alt text`,
      });
      migration.todos.splice(
        migration.todos.findIndex((t) => t.entry === entry.id && t.field === 'alt'),
        1,
      );
      delete entry.image;
      delete entry.alt;
    }
  }
  const withoutMissing = (text: string) =>
    text.replace(/(!?)\[([^[\]]*)\]\(([^()\s]+)\)/g, (whole, bang: string, words: string, href: string) =>
      lacking.has(href) ? (bang ? '' : words) : whole,
    );
  for (const item of migration.news) {
    const text = item.entry.text === undefined ? undefined : withoutMissing(item.entry.text);
    if (text !== item.entry.text) {
      migration.todos.push({
        file: 'site/content/news',
        entry: item.entry.date,
        field: 'text',
        what: 'a linked file is not in the old site’s folder: its words are kept without the link',
      });
      item.entry.text = text;
    }
    if (item.body) item.body = withoutMissing(item.body);
  }
  // A picture left out asks for no alt text.
  migration.todos = migration.todos.filter(
    (t) => !lacking.has(/^alt text: the picture (\S+) has none/.exec(t.what)?.[1] ?? ''),
  );
  // A picture or link of any other body, or of the intro, whose file is missing: left out as a news body's is.
  for (const item of [...migration.projects, ...migration.talks, ...migration.teaching])
    if (item.body) item.body = withoutMissing(item.body);
  migration.profile.intro = migration.profile.intro.map(withoutMissing);
  for (const { entry } of migration.talks) if (entry.slides && lacking.has(entry.slides)) delete entry.slides;
  return { present, missing };
}
