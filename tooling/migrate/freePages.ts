import { str } from './frontMatter.ts';
import { templateCodeRun, toPlain } from './markup.ts';
import { found, type Migration } from './model.ts';
import type { Source } from './sourceFiles.ts';

const words = (text: string) =>
  toPlain(text)
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * The old site's own pages of free text (a "fieldworks" page, a teaching page written as prose): the site
 * has no page for them, so each is named with its size, for the owner to place its words by hand. The
 * template's own pages (`known`) are skipped: they are machinery, not the owner's words.
 */
export function readFreePages(source: Source, folder: string, known: readonly string[], migration: Migration) {
  for (const { path, page } of source.pages(folder)) {
    const name = path.slice(folder.length + 1).replace(/\.(md|markdown|html)$/, '');
    const count = words(page.body.replace(templateCodeRun, ''));
    if (known.includes(name) || count < 5) continue;
    found(migration, 'pages');
    const title = str(page.data.title) || name;
    migration.left.push({
      kind: 'pages',
      from: path,
      reason: 'unsupported',
      why: `page “${title}” (${count} words of free text): the site has no page for it; place its words in your intro, a news item or cv.ts`,
    });
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
