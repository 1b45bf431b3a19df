import { previewOf } from './publications.ts';
import { jsonModule, withoutMarkdown } from './contentModule.ts';
import { contentFile } from './contentSchema.ts';
import { newsContent, newsOf, newsOnHome } from './news.ts';
import { cvContentOf } from './cvContent.ts';
import { pagesWithContent, projectsWithPages } from './siteRoutes.ts';
import { bodyOf, footnotesOn, introParagraph, plainText } from './markdown.ts';
import { itemFile } from '../../src/content/staticAddresses.ts';
import { projectPage, type ItemPages } from '../../src/content/itemPages.ts';
import type { CheckedContent } from './loadContent.ts';
import { headline, type NewsEntry, type NewsList } from '../../src/content/news.ts';
import type { Profile, Project, Publication } from '../../src/content/types.ts';
import { kindSections } from '../../src/content/kindSections.ts';
import { siteWords } from './messages.ts';
import type { FeaturedProjects } from '../../src/app/pages/home/featuredProjects.ts';

/** The source of each virtual module the app imports (typed in src/virtualModules.d.ts), from the checked content. */
type ModuleSource = (content: CheckedContent) => string;

const listed = ({ abstract: _abstract, ...shown }: Publication): Publication => shown;
// JSON.parse of a string literal parses faster than the same object as JavaScript.

/**
 * The publications: the preview is bounded (counts and the newest few) for the first paint; the whole list
 * is its own chunk, requested only when a page needs it.
 */
const publicationModules: Record<string, ModuleSource> = {
  // Abstracts show only on each publication's own page: the list and its first paint leave them out.
  'virtual:publications': ({ publications }) => `export const publications = ${jsonModule(publications.map(listed))};`,
  'virtual:publications-preview': ({ publications }) =>
    `export const preview = ${jsonModule(previewOf(publications.map(listed)))};`,
  // Abstracts included: for the build's render of each paper's own page (src/prerender.tsx), never the browser's.
  'virtual:publication-pages': ({ publications }) => `export const publications = ${jsonModule(publications)};`,
};

/** Home's news section (src/app/pages/home/HomeNews.tsx): a site without news carries none of its code. */
const homeNewsFile = new URL('../../src/app/pages/home/HomeNews.tsx', import.meta.url).pathname;

/**
 * An item as the browser gets it: the body as the build's HTML (only where its page is), never its
 * Markdown; an untitled item with a page headed by its first words, as the feeds head it.
 */
function shipped({ body: _body, bodyHtml, ...item }: NewsEntry, withBody: boolean): NewsEntry {
  return {
    ...item,
    ...(item.page && !item.title ? { title: headline({ ...item, body: _body }) } : {}),
    ...(withBody && bodyHtml ? { bodyHtml } : {}),
  };
}

/** The news: every item for the archive, and Home's newest few apart, so Home's chunk stays the same size. */
const newsModules: Record<string, ModuleSource> = {
  'virtual:news': ({ modules, publications }) => {
    const items = newsOf(modules, publications).map((item) => shipped(item, true));
    return `export const news = ${jsonModule({ items, total: items.length } satisfies NewsList)};`;
  },
  'virtual:news-home': ({ modules, publications }) => {
    const items = newsOf(modules, publications).map((item) => shipped(item, false));
    const home = { items: items.slice(0, newsOnHome(modules)), total: items.length } satisfies NewsList;
    return `export const news = ${jsonModule(home)};`;
  },
  'virtual:home-news': ({ modules }) =>
    newsContent(modules).news?.length && newsOnHome(modules) > 0
      ? `export { HomeNews } from ${JSON.stringify(homeNewsFile)};`
      : 'export const HomeNews = () => null;',
};

/** About's talks, teaching and the owner's own sections (cvContent.ts), checked. */
const cvModules: Record<string, ModuleSource> = {
  'virtual:cv': ({ modules, talks }) => `export const cv = ${jsonModule(cvContentOf(modules, talks))};`,
};

/**
 * Home's featured projects (current projects marked `home`), as the intro cards show them: the heading, each
 * title and intro text, nothing else, so Home's chunk does not grow with the Projects page.
 */
/** The profile's intro paragraphs (checked: each a non-empty text). */
const introOf = (modules: CheckedContent['modules']) =>
  ((modules['profile.ts']?.profile as Partial<Profile> | undefined)?.intro ?? []).filter(
    (p): p is string => typeof p === 'string',
  );

const homeModules: Record<string, ModuleSource> = {
  // The intro as Home shows it, its Markdown made HTML here: the browser gets no Markdown parser.
  'virtual:home-intro': ({ modules }) => `export const intro = ${jsonModule(introOf(modules).map(introParagraph))};`,
  'virtual:intro-text': ({ modules }) => `export const introText = ${jsonModule(introOf(modules).map(plainText))};`,
  'virtual:home-projects': ({ modules }) => {
    const t = siteWords({ modules });
    const file = (modules['projects.ts'] ?? {}) as {
      currentProjects?: unknown;
      sectionTitles?: Record<string, string>;
    };
    const current = Array.isArray(file.currentProjects) ? (file.currentProjects as Project[]) : [];
    const entries = current.filter((p) => p.home).map(({ id, title, description }) => ({ id, title, description }));
    const title = file.sectionTitles?.currentProjects ?? t(kindSections.projects.currentProjects);
    return `export const featured = ${jsonModule({ title, entries } satisfies FeaturedProjects)};`;
  },
  // Each project with a body, its page's content with the body as the build's HTML: the project pages' chunk alone.
  'virtual:project-pages': ({ modules }) => {
    const pages = projectsWithPages(modules).map(({ body, ...project }) => {
      const page = projectPage({ ...project, body })!;
      return { ...project, page, bodyHtml: footnotesOn(bodyOf(body).html, itemFile('projects', page)) };
    });
    return `export const projects = ${jsonModule(pages)};`;
  },
};

/**
 * Which optional pages have anything to show: a page with nothing leaves the navigation
 * (src/app/routes.ts). Apart from the content, so the layout knows without loading it.
 */
const sitePages: ModuleSource = ({ modules, publications }) => {
  const hasPage = pagesWithContent(modules, publications);
  // The icon only when News is in the navigation: the entry of a site without carries none of it.
  const newsIcon =
    hasPage.news && newsContent(modules).newsInNavigation === true
      ? `export { default as newsIcon } from 'lucide-react/icons/newspaper';`
      : 'export const newsIcon = undefined;';
  const itemPages: ItemPages = {
    news: Object.fromEntries(
      newsOf(modules, publications).flatMap((item) => (item.page ? [[item.page, headline(item)]] : [])),
    ),
    projects: Object.fromEntries(projectsWithPages(modules).map((p) => [projectPage(p)!, p.title])),
  };
  // What every page's frame says of the owner (the title, the footer): the rest of the profile (the intro,
  // the links) stays in the chunks of the pages that show it, however long the owner writes it.
  const profile = (modules['profile.ts']?.profile ?? {}) as Partial<Profile>;
  const owner = { name: profile.name, siteTitle: profile.site?.title, affiliation: profile.affiliation?.name };
  return [
    `export const hasPage = ${JSON.stringify(hasPage)};`,
    newsIcon,
    `export const itemPages = ${jsonModule(itemPages)};`,
    `export const owner = ${JSON.stringify(owner)};`,
  ].join('\n');
};

/** Every virtual module, by the id the app imports. `virtual:site-pages` is the one the layout reads. */
export const generatedModules: Record<string, ModuleSource> = {
  ...publicationModules,
  ...newsModules,
  ...cvModules,
  ...homeModules,
  'virtual:site-pages': sitePages,
};

/** Whether the owner keeps the address off the site (the build then imports the profile as `publicProfile`). */
export const emailKeptOff = ({ modules }: CheckedContent) =>
  (modules['profile.ts']?.profile as { emailPublished?: boolean } | undefined)?.emailPublished === false;

const withoutEmail = ({ email: _email, ...kept }: Record<string, unknown>) => kept;

/**
 * The profile as the built site imports it when the owner keeps the address off the site: the checked
 * exports as data, the address left out, so no chunk, page or PDF can carry it.
 */
export const publicProfile: ModuleSource = ({ modules }) =>
  Object.entries(withoutMarkdown(contentFile('profile'), modules['profile.ts'] ?? {}))
    .filter(([name]) => name !== 'default')
    .map(([name, value]) => {
      const data = name === 'profile' ? withoutEmail(value as Record<string, unknown>) : value;
      return `export const ${name} = ${jsonModule(data)};`;
    })
    .join('\n');
