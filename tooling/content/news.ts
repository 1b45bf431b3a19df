import { defaultNewsOnHome, inlineLinks, newsEntries, type NewsEntry } from '../../src/content/news.ts';
import type { NewsContent, Publication } from '../../src/content/types.ts';
import { checkLink } from './contentRules.ts';
import { renderMarkdown, type RenderedMarkdown } from './markdown.ts';
import type { ContentIssue, ContentModules } from './validateContent.ts';

/** The news file's exports, typed as the check has let them through (absent when the file is). */
export const newsContent = (modules: ContentModules) => (modules['news.ts'] ?? {}) as NewsContent;

/** The build's day, against which an item is upcoming. */
export const buildDay = () => new Date().toISOString().slice(0, 10);

/** A body rendered once per build (the check, the modules and the feeds all ask for it). */
const rendered = new Map<string, RenderedMarkdown>();
export function bodyOf(source: string): RenderedMarkdown {
  let done = rendered.get(source);
  if (!done) rendered.set(source, (done = renderMarkdown(source)));
  return done;
}

/** Every item, newest first, with its paper's title and its body as HTML. */
export function newsOf(modules: ContentModules, publications: readonly Publication[], today = buildDay()): NewsEntry[] {
  const items = (newsContent(modules).news ?? []).filter((item) => typeof item?.date === 'string');
  const titles = new Map(publications.map((p) => [p.id, p.title]));
  return newsEntries(items, today).map((item) => ({
    ...item,
    ...(item.paper && titles.has(item.paper) ? { paperTitle: titles.get(item.paper) } : {}),
    ...(typeof item.body === 'string' && item.body.trim() ? { bodyHtml: bodyOf(item.body).html } : {}),
  }));
}

/** Every link the items' texts and bodies hold: a file in public/ linked only from a body is still used. */
export const newsLinks = (modules: ContentModules): string[] =>
  (newsContent(modules).news ?? []).flatMap((item) => [
    ...(typeof item?.text === 'string' ? inlineLinks(item.text) : []),
    ...(typeof item?.body === 'string' ? bodyOf(item.body).links : []),
  ]);

export const newsOnHome = (modules: ContentModules) => newsContent(modules).newsOnHome ?? defaultNewsOnHome;

/**
 * What the schema cannot see: a link in the text that
 * would not work (javascript:, http://), and an item dated after today (a warning: shown as upcoming).
 */
export function newsIssues(
  modules: ContentModules,
  contentLabel: string,
  publicDir: string,
  today = buildDay(),
  routes?: ReadonlySet<string>,
): ContentIssue[] {
  const file = `${contentLabel}/news.ts`;
  const issues: ContentIssue[] = [];
  (newsContent(modules).news ?? []).forEach((item, i) => {
    if (typeof item !== 'object' || item === null) return;
    const entry = `news[${i}]` + (typeof item.date === 'string' ? ` (${item.date})` : '');
    if (item.text === undefined && item.body === undefined)
      issues.push({ file, entry, field: 'text', problem: 'an item needs its text (one line), a body, or both' });
    const links = (field: 'text' | 'body', hrefs: readonly string[]) => {
      for (const href of hrefs) {
        const problem = checkLink(href, publicDir, true, routes);
        if (problem) issues.push({ file, entry, field, problem: `link [${href}]: ${problem}` });
      }
    };
    if (typeof item.text === 'string') links('text', inlineLinks(item.text));
    if (typeof item.body === 'string' && item.body.trim()) {
      const body = bodyOf(item.body);
      links('body', body.links);
      for (const what of body.refused) issues.push({ file, entry, field: 'body', problem: `not allowed: ${what}` });
    }
    if (typeof item.date === 'string' && item.date.slice(0, today.length) > today)
      issues.push({
        file,
        entry,
        field: 'date',
        problem: `${item.date} is after today: shown as upcoming`,
        severity: 'warning',
      });
  });
  return issues;
}
