import { defaultNewsOnHome, inlineLinks, newsEntries, type NewsEntry } from '../../src/content/news.ts';
import type { NewsContent, Publication } from '../../src/content/types.ts';
import { checkLink } from './contentRules.ts';
import type { ContentIssue, ContentModules } from './validateContent.ts';

/** The news file's exports, typed as the check has let them through (absent when the file is). */
export const newsContent = (modules: ContentModules) => (modules['news.ts'] ?? {}) as NewsContent;

/** The build's day, against which an item is upcoming. */
export const buildDay = () => new Date().toISOString().slice(0, 10);

/** Every item, newest first, with its paper's title. */
export function newsOf(modules: ContentModules, publications: readonly Publication[], today = buildDay()): NewsEntry[] {
  const items = (newsContent(modules).news ?? []).filter((item) => typeof item?.date === 'string');
  const titles = new Map(publications.map((p) => [p.id, p.title]));
  return newsEntries(items, today).map((item) =>
    item.paper && titles.has(item.paper) ? { ...item, paperTitle: titles.get(item.paper) } : item,
  );
}

export const newsOnHome = (modules: ContentModules) => newsContent(modules).newsOnHome ?? defaultNewsOnHome;

/**
 * What the schema cannot see: a `paper` that names no publication on the site, a link in the text that
 * would not work (javascript:, http://), and an item dated after today (a warning: shown as upcoming).
 */
export function newsIssues(
  modules: ContentModules,
  publications: readonly Publication[],
  contentLabel: string,
  publicDir: string,
  today = buildDay(),
): ContentIssue[] {
  const file = `${contentLabel}/news.ts`;
  const keys = new Set(publications.map((p) => p.id));
  const issues: ContentIssue[] = [];
  (newsContent(modules).news ?? []).forEach((item, i) => {
    if (typeof item !== 'object' || item === null) return;
    const entry = `news[${i}]` + (typeof item.date === 'string' ? ` (${item.date})` : '');
    if (typeof item.paper === 'string' && !keys.has(item.paper))
      issues.push({
        file,
        entry,
        field: 'paper',
        problem: `no publication with the citation key "${item.paper}" in publications.bib (or it is hidden)`,
      });
    if (typeof item.text === 'string')
      for (const href of inlineLinks(item.text)) {
        const problem = checkLink(href, publicDir, true);
        if (problem) issues.push({ file, entry, field: 'text', problem: `link [${href}]: ${problem}` });
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
