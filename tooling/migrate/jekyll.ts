import type { NewsItem } from '../../src/content/types.ts';
import { demoOf } from './demo.ts';
import { isoDate, lenientYaml, str } from './frontMatter.ts';
import { toLine, toMarkdown } from './markup.ts';
import { found, type Migration } from './model.ts';
import { dateFromName, localLinks, type Source } from './sourceFiles.ts';
import { noteUnclear } from './notes.ts';

/** A Jekyll site's _config.yml (the last value wins where a key is given twice, as Jekyll reads it). */
export function jekyllConfig(source: Source): Record<string, unknown> {
  const parsed = lenientYaml(source.text('_config.yml')).value;
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

/**
 * Jekyll posts (`_posts/`): the site has no blog, so none is carried; each is named, the template's
 * demo posts as demo, the owner's own as left with the reason.
 */
export function readPosts(source: Source, migration: Migration) {
  for (const { path, page } of source.pages('_posts')) {
    found(migration, 'posts');
    const title = str(page.data.title);
    const demo = demoOf(title, str(page.data.description), page.body.slice(0, 400));
    if (demo) migration.left.push({ kind: 'posts', from: path, reason: 'demo', why: `${demo} (“${title}”)` });
    else if (page.data.published === false)
      migration.left.push({ kind: 'posts', from: path, reason: 'draft', why: 'published: false' });
    else
      migration.left.push({
        kind: 'posts',
        from: path,
        reason: 'unsupported',
        why: `blog post “${title}”: the site has no blog (keep it where it is and link it from a news item)`,
      });
  }
}

/** Shortcodes left after the known emoji were drawn (`:not_an_emoji:`): they show as written. */
function shortcodes(text: string): string[] {
  return [...new Set(text.match(/(?<![\w:/]):[a-z0-9_+-]+:(?![\w/])/g) ?? [])].map(
    (code) => `${code} is no emoji shortcode GitHub knows: it shows as written`,
  );
}

/** Links written http:// as https:// (the site links https only), each named for the owner to try. */
export function upgradeLinks(markdown: string, notes: string[]): string {
  return markdown.replace(/\]\(http:\/\/([^()\s]+)\)/g, (_, rest: string) => {
    notes.push(`http://${rest} written as https://${rest}: check that it opens`);
    return `](https://${rest})`;
  });
}

/** One news item from a page of the old site: the whole body, the text line converted from it. */
export function newsItem(
  migration: Migration,
  path: string,
  data: Record<string, unknown>,
  body: string,
  base = '',
): { item: NewsItem; body?: string } | undefined {
  const title = str(data.title);
  const date = isoDate(data.date) || dateFromName(path);
  const demo = demoOf(title, body.trim());
  found(migration, 'news');
  if (demo) {
    migration.left.push({ kind: 'news', from: path, reason: 'demo', why: demo });
    return undefined;
  }
  if (data.published === false || data.draft === true) {
    migration.left.push({ kind: 'news', from: path, reason: 'draft', why: 'not published' });
    return undefined;
  }
  const converted = toMarkdown(body);
  const unclear = [...converted.unclear, ...shortcodes(converted.text)];
  const markdown = upgradeLinks(localLinks(converted.text, migration, `${path}`, unclear, base), unclear);
  const paragraphs = markdown.split(/\n\s*\n/).filter((p) => p.trim());
  const line = toLine(markdown);
  const entry = `${date}`;
  noteUnclear(migration, 'site/content/news', entry, 'text', [...unclear, ...line.unclear]);
  const item: NewsItem = { date, text: line.text || title, ...(title ? { title: toLine(title).text } : {}) };
  if (!date)
    migration.todos.push({ file: 'site/content/news', entry: path, field: 'date', what: 'the old item has no date' });
  // A body shows no pictures: each is named, its file still copied.
  const shown = markdown.replace(/!\[[^\][]*\]\(([^()\s]+)\)/g, (image: string) => {
    noteUnclear(migration, 'site/content/news', entry, 'body', [`picture ${image}`]);
    return '';
  });
  return { item, ...(paragraphs.length > 1 ? { body: shown.replace(/\n{3,}/g, '\n\n').trim() } : {}) };
}
