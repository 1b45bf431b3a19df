import { posix } from 'node:path';
import { str } from './frontMatter.ts';
import { toPlain } from './markup.ts';
import { demoOf } from './demo.ts';
import { isRecord } from '../content/isRecord.ts';
import { found, noteRead, type Migration } from './model.ts';
import { stem, type Source } from './sourceFiles.ts';

const words = (text: string) =>
  toPlain(text)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

const machinery: Array<[string, string]> = [
  ['{%', '%}'],
  ['{{', '}}'],
  ['<!--', '-->'],
];

/** A text without its Liquid, Hugo shortcodes and HTML comments, in one pass (an unclosed one ends the text). */
export function withoutMachinery(text: string): string {
  let out = '';
  let at = 0;
  // Each opener's next place, looked up again only once passed: the whole text is scanned once per opener.
  const starts = machinery.map(([open]) => text.indexOf(open));
  for (;;) {
    machinery.forEach(([open], i) => {
      if (starts[i]! >= 0 && starts[i]! < at) starts[i] = text.indexOf(open, at);
    });
    const i = starts.reduce((best, start, j) => (start >= 0 && (best < 0 || start < starts[best]!) ? j : best), -1);
    if (i < 0) return out + text.slice(at);
    const [open, close] = machinery[i]!;
    out += text.slice(at, starts[i]);
    const end = text.indexOf(close, starts[i]! + open.length);
    if (end < 0) return out;
    at = end + close.length;
  }
}

/** A page's own words: its Liquid, Hugo shortcodes and HTML comments (the template's machinery) left out. */
export const ownWords = (body: string) => words(withoutMachinery(body));

/** Whether a file was already taken or named by a reader (its about page, a publications page read as entries). */
const accountedFor = (m: Migration, path: string) =>
  m.read.some((r) => r.from === path) ||
  m.left.some((l) => l.from === path) ||
  [...m.news, ...m.talks, ...m.teaching, ...m.projects, ...m.bibEntries].some((c) => c.from === path);

/**
 * The old site's own pages (`_pages/` and the root's): the template's are known by their words (a demo
 * text, or a list drawn by Liquid with no words of its own) and passed over; every other is the owner's
 * and named with its size, for the owner to place its words by hand. A team page is named with its people.
 */
export function readFreePages(source: Source, folder: string, migration: Migration) {
  const pages = source.pages(folder);
  // Team pages first: the profile texts they draw in (`content: about_julien.md`) are theirs, not free pages.
  for (const { path, page } of pages) {
    const team = teamOf(page.data, page.body);
    if (!team || accountedFor(migration, path)) continue;
    found(migration, 'pages');
    const title = str(page.data.title) || stem(path);
    migration.left.push({ kind: 'pages', from: path, reason: 'unsupported', why: `team page “${title}”: ${team}` });
    for (const member of Array.isArray(page.data.profiles) ? (page.data.profiles as unknown[]) : [])
      if (isRecord(member) && str(member.content))
        noteRead(migration, posix.join(folder, str(member.content)), `a profile on the team page ${path}`);
  }
  for (const { path, page } of pages) {
    if (accountedFor(migration, path) || /^readme\./i.test(path)) continue;
    // The readers take the intro from the about page (al-folio's and academicpages' `_pages/about.md`).
    if (path === `${folder}/about.md`) {
      noteRead(migration, path, 'the profile (its intro, role and photo)');
      continue;
    }
    const title = str(page.data.title) || stem(path);
    const demo = demoOf(str(page.data.title), withoutMachinery(page.body).trim().slice(0, 400));
    const count = ownWords(page.body);
    if (demo) noteRead(migration, path, `the template’s demo page (${demo}), left`);
    else if (count < 5)
      noteRead(migration, path, 'a page the template draws (Liquid, no words of its own): the new site has its own');
    else {
      found(migration, 'pages');
      migration.left.push({
        kind: 'pages',
        from: path,
        reason: 'unsupported',
        why: `page “${title}” (${count} words of free text): the site has no page for it; place its words in your intro, a news item or cv.ts`,
      });
    }
  }
}

/** Words that head a group of people, not a person ("PhD Students", "Alumni"). */
const groupWords =
  /\b(students?|alumni|members?|postdocs?|researchers?|faculty|staff|collaborators?|visitors?|current|former|team|lab|group|people|interns?|graduates?|undergraduates?|phd|masters?)\b/i;
/** A person's name as a heading or a bold lead: two to four capitalised words. */
const nameLike = /^\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*){1,3}$/u;

/** The names a hand-written team page lists: its headings and bold leads that read as a person's name. */
function namesOf(body: string): string[] {
  const names: string[] = [];
  for (const line of body.split('\n')) {
    const m = /^\s{0,3}#{2,5}\s+(.+)$/.exec(line) ?? /^\s*(?:[-*]\s+)?\*\*([^*\n]{1,80})\*\*/.exec(line);
    const name = m
      ? toPlain(m[1]!)
          .replace(/[,:(].*$/, '')
          .trim()
      : '';
    if (nameLike.test(name) && !groupWords.test(name)) names.push(name);
  }
  return [...new Set(names)];
}

/** A team page: al-folio's `profiles:` list, a page drawing a `people` collection, or a team's page listing names. */
function teamOf(data: Record<string, unknown>, body: string): string | undefined {
  const profiles = Array.isArray(data.profiles) ? data.profiles.filter((p) => p && typeof p === 'object') : [];
  const todo = 'the site has no people kind yet (it is coming); kept here, link your team from your intro meanwhile';
  if (profiles.length) return `a team list of ${profiles.length} profiles: ${todo}`;
  if (/site\.people\b/.test(body))
    return `a team list drawn from the _people/ collection (its people are named there): ${todo}`;
  const names = namesOf(body);
  if (groupWords.test(str(data.title)) && names.length >= 3)
    return `a team list of ${names.length} names (${names.join(', ')}): ${todo}`;
  return undefined;
}

/** Hugo's home-page sections of free text (`widget = "custom"`), the news tables aside. */
export function readHugoFreeWidgets(source: Source, migration: Migration) {
  for (const name of source.list('content/home')) {
    const path = `content/home/${name}`;
    const { data, body } = source.page(path);
    if (data.widget !== 'custom' || name === 'news.md' || words(body) < 5) continue;
    found(migration, 'pages');
    if (data.active === false) {
      migration.left.push({
        kind: 'pages',
        from: path,
        reason: 'draft',
        why: `home-page section “${str(data.title) || name}”: active = false, not shown on the old site`,
      });
      continue;
    }
    migration.left.push({
      kind: 'pages',
      from: path,
      reason: 'unsupported',
      why: `home-page section “${str(data.title) || name}” (${words(body)} words of free text): the site has no such section; place its words in cv.ts or your intro`,
    });
  }
}
