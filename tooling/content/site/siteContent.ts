import type { NewsEntry } from '../../../src/content/news.ts';
import type { Profile, Publication } from '../../../src/content/types.ts';
import { publicationFile } from '../../../src/content/staticAddresses.ts';
import { hasScheme } from '../checks/contentRules.ts';
import type { ContentModules } from '../checks/validateContent.ts';
import { newsContent } from '../markdown/news.ts';
import { pagesWithContent } from './siteRoutes.ts';
import { publicationsOf } from '../store/publications.ts';
import type { DataStore } from '../store/types.ts';
import type { ItemKind } from '../../../src/content/itemPages.ts';
import { allItemPages, type ItemPage } from './itemPages.ts';
import { isRecord } from '../checks/isRecord.ts';
import { siteWords, type SiteWords } from '../words/messages.ts';

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
  /** Each entry with a page of its own, per kind declared with `pages`: its page, headline, lead and date. */
  itemPages: Record<ItemKind, ItemPage[]>;
  /** Each paragraph of the intro in plain words (llms.txt's summary). */
  introText: string[];
  /** The names of the CVs the owner adds to the full one (cv.ts › cvVariants). */
  cvVariants: string[];
  /** Each picture's made-to-fit file by its source path (the build's): what the heads link instead of the original. */
  fittedImages?: Readonly<Record<string, string>>;
  /** The site's words in its language (src/i18n/): what the feeds and the static pages' heads write. */
  words?: SiteWords;
}

/**
 * The profile, the news, the papers and the entries with pages, all from the store.
 * The validator has passed before this runs in a build; in the dev server it may not have, so a missing
 * profile gives `undefined` rather than a crash.
 */
export function siteContentOf({
  modules,
  store,
}: {
  modules: ContentModules;
  store: DataStore;
}): SiteContent | undefined {
  const profileEntry = store.entries.profile?.[0];
  const profile = profileEntry?.data as Profile | undefined;
  if (!profile?.site) return undefined;
  const variants = modules['cv.ts']?.cvVariants;
  const cvVariants = isRecord(variants) ? Object.keys(variants) : [];
  return {
    profile,
    words: siteWords({ modules }),
    publications: publicationsOf(store),
    news: store.news,
    publicationsInFeed: newsContent(modules).publicationsInFeed ?? 0,
    hasProjects: pagesWithContent(store).projects,
    itemPages: allItemPages(store),
    introText: (profile.intro ?? []).map((_, i) => profileEntry!.text[`intro[${i}]`] ?? ''),
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

/**
 * The one escaper, for text written into markup the build pieces together as a string (an XML feed, the sitemap, an
 * SVG, the PDF's XMP, a title Vite writes as given): safe in text and in a quoted attribute, in HTML and XML alike.
 * HTML the build writes itself is a tree (tooling/html/htmlDocument.ts), which parse5 escapes.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<` escaped, so no text can close the element or open a
 * comment in it, and the line separators a script (as against JSON) reads as line ends.
 */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data, null, 2).replace(
    /[<\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Open Graph wants `en_GB`; the content may say `en-GB`. A bare `en` has no territory to give. */
export function ogLocale(locale: string): string | undefined {
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(locale);
  return match ? `${match[1]!.toLowerCase()}_${match[2]!.toUpperCase()}` : undefined;
}
