import { defaultNewsOnHome } from '../../../src/content/news.ts';
import type { NewsContent } from '../../../src/content/types.ts';
import { bodyOf, lineOf } from './markdown.ts';
import { markdownSourceIssues, pictureUse } from './markdownFields.ts';
import type { PictureUse } from '../pictures/pictureUses.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';

/** The news file's exports, typed as the check has let them through (absent when the file is). */
export const newsContent = (modules: ContentModules) => (modules['news.ts'] ?? {}) as NewsContent;

/** The build's day, against which an item is upcoming. */
export const buildDay = () => new Date().toISOString().slice(0, 10);

/** Every link the items' texts and bodies hold: a file in public/ linked only from a body is still used. */
export const newsLinks = (modules: ContentModules): string[] =>
  (newsContent(modules).news ?? []).flatMap((item) => [
    ...(typeof item?.text === 'string' ? lineOf(item.text).links : []),
    ...(typeof item?.body === 'string' ? bodyOf(item.body).links : []),
  ]);

/** Every picture the items' bodies show, where it is named (their files are made to fit, as every picture is). */
export const newsPictures = (modules: ContentModules, contentLabel: string): PictureUse[] =>
  (newsContent(modules).news ?? []).flatMap((item, i) =>
    typeof item?.body === 'string'
      ? bodyOf(item.body).pictures.map((src) =>
          pictureUse(src, { file: `${contentLabel}/news.ts`, entry: `news[${i}] (${item.date})`, field: 'body' }),
        )
      : [],
  );

export const newsOnHome = (modules: ContentModules) => newsContent(modules).newsOnHome ?? defaultNewsOnHome;

/**
 * What the schema cannot see: a link in the text or body that would not work (javascript:), one that is
 * http:// (a warning, once per host), what the Markdown holds that the site refuses, and an item dated after
 * today (a warning: shown as upcoming).
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
    if (typeof item.text === 'string')
      issues.push(...markdownSourceIssues(item.text, { file, entry, field: 'text' }, publicDir, routes, 'inline'));
    if (typeof item.body === 'string' && item.body.trim())
      issues.push(...markdownSourceIssues(item.body, { file, entry, field: 'body' }, publicDir, routes));
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
