import type { NewsItem } from '../../src/content/types.ts';
import { escapedTags } from './bodies.ts';
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

/** Where a long article can go, since the site has no blog. */
const articlePlaces =
  'the site has no blog: keep it where it is (or on a blog service) and link it from a news item, or move its words into a project’s page';

/** A post's size: its words, and its headings (an article has several sections, an announcement none). */
function postSize(body: string): { words: number; headings: number } {
  const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  const headings = body.split('\n').filter((line) => /^#{1,6}\s/.test(line)).length;
  return { words, headings };
}

/**
 * Jekyll posts (`_posts/`): a short announcement (at most 300 words, at most one heading) is a news item
 * with its body; a long article is named with where it can go; the template's demo posts are left as demo.
 */
export function readPosts(source: Source, migration: Migration) {
  for (const { path, page } of source.pages('_posts')) {
    const title = str(page.data.title);
    const demo = demoOf(title, str(page.data.description), page.body.slice(0, 400));
    const { words, headings } = postSize(page.body);
    if (!demo && page.data.published !== false && words <= 300 && headings <= 1) {
      const item = newsItem(migration, path, page.data, page.body);
      const redirect = str(page.data.redirect);
      if (item && redirect.startsWith('https://')) item.item.link = redirect;
      if (item) migration.news.push({ entry: item.item, from: path, ...(item.body ? { body: item.body } : {}) });
      continue;
    }
    found(migration, 'posts');
    if (demo) migration.left.push({ kind: 'posts', from: path, reason: 'demo', why: `${demo} (“${title}”)` });
    else if (page.data.published === false)
      migration.left.push({ kind: 'posts', from: path, reason: 'draft', why: 'published: false' });
    else
      migration.left.push({
        kind: 'posts',
        from: path,
        reason: 'unsupported',
        why: `article “${title}” (${words} words${headings ? `, ${headings} headings` : ''}): ${articlePlaces}`,
      });
  }
}

/** Shortcodes left after the known emoji were drawn (`:not_an_emoji:`): they show as written. */
function shortcodes(text: string): string[] {
  return [...new Set(text.match(/(?<![\w:/]):[a-z0-9_+-]+:(?![\w/])/g) ?? [])].map(
    (code) => `${code} is no emoji shortcode GitHub knows: it shows as written`,
  );
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
  const markdown = localLinks(converted.text, migration, `${path}`, unclear, base);
  const paragraphs = markdown.split(/\n\s*\n/).filter((p) => p.trim());
  const hasBody = paragraphs.length > 1;
  const line = toLine(markdown);
  const entry = `${date}`;
  // The one-line text shows no picture: one is named only where no body keeps it.
  noteUnclear(migration, 'site/content/news', entry, 'text', [...unclear, ...(hasBody ? [] : line.unclear)]);
  const item: NewsItem = { date, text: line.text || title, ...(title ? { title: toLine(title).text } : {}) };
  if (!date)
    migration.todos.push({ file: 'site/content/news', entry: path, field: 'date', what: 'the old item has no date' });
  // Tags the old page showed as text (`&lt;br&gt;`) stay text, as in a talk's abstract; pictures stay pictures.
  return { item, ...(hasBody ? { body: escapedTags(markdown.replace(/\n{3,}/g, '\n\n').trim()) } : {}) };
}
