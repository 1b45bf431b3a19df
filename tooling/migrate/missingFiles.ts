import type { FileRef, Migration } from './model.ts';
import { entryAt, fileCap, isRefusal, within, type Entry } from './oldFolder.ts';
import type { Source } from './sourceFiles.ts';

/** A path of the old site not read or copied, as the old site wrote it, with why and what named it. */
export interface Refused {
  path: string;
  why: string;
  by?: string;
}

export interface SettledFiles {
  present: FileRef[];
  missing: FileRef[];
  refused: Refused[];
}

const isFile = (entry: Entry) => !isRefusal(entry) && entry.kind === 'file';

/** Whether a referred file can be copied: its source a plain file inside the old folder, its copy inside public/. */
function refusalOf(source: Source, ref: FileRef): string | undefined {
  const to = within(ref.to);
  if (isRefusal(to)) return `would be written outside public/ (${to.refused})`;
  // A `.git` folder inside public/ would make git read it as a repository of its own.
  if (to.split('/').includes('.git')) return 'would be written into a .git folder';
  const entry = entryAt(source.dir, ref.from);
  if (isRefusal(entry)) return entry.refused;
  if (entry.kind === 'file' && entry.size > fileCap) return `larger than ${fileCap / 1024 / 1024} MB: not copied`;
  return undefined;
}

/** An entry of a kind with a picture: its id, the picture's path under public/ and its alt text. */
type Pictured = { entry: { id: string; image?: string; alt?: string } };

/**
 * Each entry's picture that was not copied (`why` says so, by its path) is taken off with its alt text and
 * the to-do asking for one, and named in a to-do of its own; the entry keeps everything else.
 */
function leavePicturesOut(
  migration: Migration,
  why: ReadonlyMap<string, string>,
  file: string,
  entries: readonly Pictured[],
  what: (picture: string, reason: string) => string,
) {
  for (const { entry } of entries) {
    const reason = entry.image && why.get(entry.image);
    if (!entry.image || !reason) continue;
    const alt = migration.todos.findIndex((t) => t.file === file && t.entry === entry.id && t.field === 'alt');
    if (alt >= 0) migration.todos.splice(alt, 1);
    migration.todos.push({ file, entry: entry.id, field: 'image', what: what(entry.image, reason) });
    delete entry.image;
    delete entry.alt;
  }
}

/**
 * Splits the referred files into those copied, those the old site lacks and those refused; an entry that
 * needs a file not copied keeps its words and loses the file (named in the report), so the site still builds.
 */
export function settleFiles(migration: Migration, source: Source): SettledFiles {
  const settled: SettledFiles = { present: [], missing: [], refused: [] };
  const why = new Map<string, string>();
  for (const ref of migration.files) {
    const refused = refusalOf(source, ref);
    if (refused) {
      settled.refused.push({ path: ref.to, why: refused, by: ref.by });
      why.set(ref.to, `was refused (${refused})`);
    } else if (isFile(entryAt(source.dir, ref.from))) settled.present.push(ref);
    else {
      settled.missing.push(ref);
      why.set(ref.to, 'is not in the old site’s folder');
    }
  }
  for (const [path, reason] of source.refused) settled.refused.push({ path, why: reason });
  const photo = migration.profile.photo.src;
  if (why.has(photo)) {
    migration.todos.push({
      file: 'site/content/profile.ts',
      entry: 'profile',
      field: 'photo.src',
      what: `"${photo}" ${why.get(photo)}: put your photo in site/public/ and name it here`,
    });
    migration.profile.photo.src = '';
  }
  leavePicturesOut(migration, why, 'site/content/projects.ts', migration.projects, (picture, reason) => {
    return `"${picture}" ${reason}: left out; add it to site/public/ with its alt text`;
  });
  // A portrait the old folder lacks: the person is carried without it (their initials show), named.
  leavePicturesOut(migration, why, 'site/content/people.ts', migration.people, (_, reason) => {
    return `their portrait ${reason} (named above): left out, their initials show; add it to site/public/ and name it here, with its alt text`;
  });
  // `[` kept out of the words and `(` out of the address, so a run of brackets is read once (linear).
  const withoutMissing = (text: string) =>
    text.replace(/(!?)\[([^\][]*)\]\(([^()\s]+)\)/g, (whole, bang: string, words: string, href: string) =>
      why.has(href) ? (bang ? '' : words) : whole,
    );
  for (const item of migration.news) {
    const text = item.entry.text === undefined ? undefined : withoutMissing(item.entry.text);
    if (text !== item.entry.text) {
      migration.todos.push({
        file: 'site/content/news',
        entry: item.entry.date,
        field: 'text',
        what: 'a linked file was not copied (named above): its words are kept without the link',
      });
      item.entry.text = text;
    }
  }
  // A picture left out asks for no alt text.
  migration.todos = migration.todos.filter(
    (t) => !why.has(/^alt text: the picture (\S+) has none/.exec(t.what)?.[1] ?? ''),
  );
  // A picture or link of any body, or of the intro, whose file was not copied: left out, its words kept.
  for (const item of [
    ...migration.news,
    ...migration.talks,
    ...migration.teaching,
    ...migration.projects,
    ...migration.people,
  ])
    if (item.body) item.body = withoutMissing(item.body);
  migration.profile.intro = migration.profile.intro.map(withoutMissing);
  for (const { entry } of migration.talks) if (entry.slides && why.has(entry.slides)) delete entry.slides;
  return settled;
}
