import { str } from './frontMatter.ts';
import { toPlain } from './markup.ts';
import { demoOf } from './demo.ts';
import { found, noteRead, type Migration } from './model.ts';
import { readTeamPage } from './teamPages.ts';
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
  [...m.news, ...m.talks, ...m.teaching, ...m.projects, ...m.bibEntries, ...m.people].some(
    (c) => c.from.split(' › ')[0] === path,
  );

/**
 * The old site's own pages (`_pages/` and the root's): the template's are known by their words (a demo
 * text, or a list drawn by Liquid with no words of its own) and passed over; every other is the owner's
 * and named with its size, for the owner to place its words by hand. A team page's people are carried (teamPages.ts).
 */
export function readFreePages(source: Source, folder: string, migration: Migration) {
  const pages = source.pages(folder);
  // Team pages first: the profile texts they draw in (`content: about_julien.md`) are their people's.
  for (const { path, page } of pages)
    if (!accountedFor(migration, path)) readTeamPage(source, folder, path, page, migration);
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
