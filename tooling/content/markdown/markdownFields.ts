import { contentFiles, markdownFieldNames } from '../checks/contentSchema.ts';
import { checkLink, checkPublicFile } from '../checks/contentRules.ts';
import { httpHost, httpLinkWarning } from '../checks/httpLinks.ts';
import { bodyOf, lineOf, type MarkdownMode } from './markdown.ts';
import type { PictureUse } from '../pictures/pictureUses.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';

/**
 * The Markdown fields of every kind of lists but news (which checks its own, under its dated entries): a
 * project's body, a talk's abstract, a course's description; and the profile intro's paragraphs. Each is rendered once; what it links to is
 * checked as any other link, and what the site refuses in it (raw HTML, a picture) is named.
 */

interface MarkdownField {
  file: string;
  entry: string;
  field: string;
  source: string;
}

const label = (entry: Record<string, unknown>) => {
  const name = entry.title ?? entry.course;
  return typeof name === 'string' ? ` ("${name}")` : '';
};

/** The paragraphs of an object's `paragraphs` fields (the profile's intro), each its own Markdown source. */
function paragraphFields(modules: ContentModules): MarkdownField[] {
  return contentFiles.flatMap((spec) => {
    const object = spec.object ? modules[spec.file]?.[spec.object] : undefined;
    if (!spec.object || typeof object !== 'object' || object === null) return [];
    return Object.entries(spec.schema).flatMap(([field, declared]) => {
      const list = (object as Record<string, unknown>)[field];
      if (declared.kind !== 'paragraphs' || !Array.isArray(list)) return [];
      return list.flatMap((source: unknown, i) =>
        typeof source === 'string' && source.trim()
          ? [{ file: spec.file, entry: spec.object!, field: `${field}[${i}]`, source }]
          : [],
      );
    });
  });
}

function markdownFields(modules: ContentModules): MarkdownField[] {
  return [...sectionFields(modules), ...paragraphFields(modules)];
}

function sectionFields(modules: ContentModules): MarkdownField[] {
  return contentFiles.flatMap((spec) => {
    const fields = markdownFieldNames(spec.schema);
    if (spec.kind === 'news' || !fields.length || !spec.sections) return [];
    const module = modules[spec.file] ?? {};
    return spec.sections.flatMap((section) => {
      const list = module[section];
      if (!Array.isArray(list)) return [];
      return list.flatMap((entry: unknown, i) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const e = entry as Record<string, unknown>;
        return fields.flatMap((field) => {
          const source = e[field];
          return typeof source === 'string' && source.trim()
            ? [{ file: spec.file, entry: `${section}[${i}]${label(e)}`, field, source }]
            : [];
        });
      });
    });
  });
}

/** Every picture those fields show (a raster is made to fit, at the body column's widths), where it is named. */
export const markdownPictures = (modules: ContentModules, contentLabel: string): PictureUse[] =>
  markdownFields(modules).flatMap(({ file, entry, field, source }) =>
    bodyOf(source).pictures.map((src) => pictureUse(src, { file: `${contentLabel}/${file}`, entry, field })),
  );

/** A body's picture as the build shows it: the `body` slot, from its path in public/ (`./` and `/` taken off). */
export const pictureUse = (src: string, at: PictureUse['at']): PictureUse => ({
  src: src.replace(/[?#].*$/, '').replace(/^\.?\//, ''),
  slots: ['body'],
  at,
});

/** Every link those fields hold: a file in public/ linked only from a project's page is still used. */
export const markdownLinks = (modules: ContentModules): string[] =>
  markdownFields(modules).flatMap(({ source }) => bodyOf(source).links);

/** A link of a text or a body that would not work, at `at`; an http:// one is its host's warning (httpLinks.ts). */
export function linkIssues(
  href: string,
  at: Pick<ContentIssue, 'file' | 'entry' | 'field'>,
  publicDir: string,
  routes?: ReadonlySet<string>,
): ContentIssue[] {
  const host = httpHost(href);
  if (host) return [httpLinkWarning(at, href, host)];
  const problem = checkLink(href, publicDir, true, routes);
  return problem ? [{ ...at, problem: `link [${href}]: ${problem}` }] : [];
}

/** What one Markdown source (a body, or a one-liner `inline`) links to that would not work, and what it holds that the site refuses, at `at`. */
export function markdownSourceIssues(
  source: string,
  at: Pick<ContentIssue, 'file' | 'entry' | 'field'>,
  publicDir: string,
  routes?: ReadonlySet<string>,
  mode: MarkdownMode = 'block',
): ContentIssue[] {
  const body = mode === 'block' ? bodyOf(source) : lineOf(source);
  return [
    ...body.links.flatMap((href) => linkIssues(href, at, publicDir, routes)),
    ...body.pictures.flatMap((src) => {
      const problem = checkPublicFile(src, publicDir);
      return problem ? [{ ...at, problem: `picture [${src}]: ${problem}` }] : [];
    }),
    ...body.refused.map((what) => ({ ...at, problem: `not allowed: ${what}` })),
  ];
}

export function markdownIssues(
  modules: ContentModules,
  contentLabel: string,
  publicDir: string,
  routes: ReadonlySet<string>,
): ContentIssue[] {
  return markdownFields(modules).flatMap(({ file, entry, field, source }) =>
    markdownSourceIssues(source, { file: `${contentLabel}/${file}`, entry, field }, publicDir, routes),
  );
}
