import type { NewsEntry } from '../../src/content/news.ts';
import type { Profile, Publication } from '../../src/content/types.ts';
import { publicationFile } from '../../src/content/staticAddresses.ts';
import { hasScheme } from './contentRules.ts';
import type { ContentModules } from './validateContent.ts';
import { newsContent, newsOf } from './news.ts';
import { sectionNames } from '../../src/content/kinds.ts';
import { projectPage } from '../../src/content/itemPages.ts';
import { projectsWithPages } from './siteRoutes.ts';
import { isRecord } from './isRecord.ts';
import { siteWords, type SiteWords } from './messages.ts';

/** What the head tags, the generated files and the publication pages are made from. */
export interface SiteContent {
  profile: Profile;
  publications: Publication[];
  /** Every news item, newest first (empty without news.ts). */
  news: NewsEntry[];
  /** How many of the newest publications the feeds carry besides the news (news.ts's publicationsInFeed). */
  publicationsInFeed: number;
  /** Whether projects.ts has a project (else the site has no Projects page). */
  hasProjects: boolean;
  /** Each project with a body (its own page): its page, title, intro text and date. */
  projectPages: Array<{ page: string; title: string; description: string; date?: string }>;
  /** The names of the CVs the owner adds to the full one (cv.ts › cvVariants). */
  cvVariants: string[];
  /** Each picture's made-to-fit file by its source path (the build's): what the heads link instead of the original. */
  fittedImages?: Readonly<Record<string, string>>;
  /** The site's words in its language (src/i18n/): what the feeds and the static pages' heads write. */
  words?: SiteWords;
}

/**
 * The profile from the loaded modules, with the publications read from the
 * .bib. The validator has passed before this runs in a build; in the dev
 * server it may not have, so a missing profile gives `undefined` rather than a crash.
 */
export function siteContentOf(modules: ContentModules, publications: Publication[]): SiteContent | undefined {
  const profile = Object.values(modules['profile.ts'] ?? {}).find(isRecord) as Profile | undefined;
  if (!profile?.site) return undefined;
  const news = newsOf(modules, publications);
  const projects = modules['projects.ts'] ?? {};
  const hasProjects = sectionNames('projects').some((name) => Array.isArray(projects[name]) && projects[name].length);
  const variants = modules['cv.ts']?.cvVariants;
  const cvVariants = isRecord(variants) ? Object.keys(variants) : [];
  return {
    profile,
    words: siteWords({ modules }),
    publications,
    news,
    publicationsInFeed: newsContent(modules).publicationsInFeed ?? 0,
    hasProjects,
    projectPages: projectsWithPages(modules).map((p) => ({
      page: projectPage(p)!,
      title: p.title,
      description: p.description,
      date: p.date,
    })),
    cvVariants,
  };
}

/** `path` (relative to public/ or the site root) as an absolute URL on the owner's site. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (hasScheme(path)) return path;
  const base = siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`;
  return new URL(path.replace(/^\.?\//, ''), base).href;
}

/** Where a publication's own page lives, relative to the site root. */
export const publicationPagePath = (id: string) => publicationFile(id, 'html');

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON for a `<script type="application/ld+json">` block: `<` escaped so no text can close the element. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data, null, 2).replace(/</g, '\\u003c');
}

/** Open Graph wants `en_GB`; the content may say `en-GB`. A bare `en` has no territory to give. */
export function ogLocale(locale: string): string | undefined {
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(locale);
  return match ? `${match[1]!.toLowerCase()}_${match[2]!.toUpperCase()}` : undefined;
}
