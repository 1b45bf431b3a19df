import { previewOf } from './bib/publications.ts';
import { jsonModule, withoutMarkdown } from './forms/contentModule.ts';
import { contentFile } from './checks/contentSchema.ts';
import { newsContent, newsOnHome } from './markdown/news.ts';
import { cvContentOf } from './site/cvContent.ts';
import { pagesWithContent } from './site/siteRoutes.ts';
import { contentKinds, listKinds, pageKinds } from '../../src/content/kinds.ts';
import { allItemPages, entriesWithPages, shippedEntry } from './site/itemPages.ts';
import { kindList } from './site/kindList.ts';
import type { CheckedContent } from './loadContent.ts';
import type { NewsEntry, NewsList } from '../../src/content/news.ts';
import type { Profile, Project, Publication } from '../../src/content/types.ts';
import { publicationsOf } from './store/publications.ts';
import type { DataStore } from './store/types.ts';
import { kindSections } from '../../src/content/kindSections.ts';
import { siteWords } from './words/messages.ts';
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
  'virtual:publications': ({ store }) =>
    `export const publications = ${jsonModule(publicationsOf(store).map(listed))};`,
  'virtual:publications-preview': ({ store }) =>
    `export const preview = ${jsonModule(previewOf(publicationsOf(store).map(listed)))};`,
  // Abstracts included: for the build's render of each paper's own page (src/prerender.tsx), never the browser's.
  'virtual:publication-pages': ({ store }) => `export const publications = ${jsonModule(publicationsOf(store))};`,
};

/** Home's news section (src/app/pages/home/HomeNews.tsx): a site without news carries none of its code. */
const homeNewsFile = new URL('../../src/app/pages/home/HomeNews.tsx', import.meta.url).pathname;

/**
 * An item as a list gets it: its text as the build's HTML, never its Markdown, no body (an item's body ships
 * with its own page, `virtual:item-pages/news`); its headline only where a link is named after an untitled item.
 */
function shipped({ body: _body, text: _text, bodyHtml: _html, headline, ...item }: NewsEntry): NewsEntry {
  return { ...item, ...(!item.title && (item.page || item.link) ? { headline } : {}) };
}

/** The news: every item for the archive (no bodies), and Home's newest few apart, so Home's chunk stays the same size. */
const newsModules: Record<string, ModuleSource> = {
  'virtual:news': ({ store }) => {
    const items = store.news.map(shipped);
    return `export const news = ${jsonModule({ items, total: items.length } satisfies NewsList)};`;
  },
  'virtual:news-home': ({ modules, store }) => {
    const items = store.news.map(shipped);
    const home = { items: items.slice(0, newsOnHome(modules)), total: items.length } satisfies NewsList;
    return `export const news = ${jsonModule(home)};`;
  },
  'virtual:home-news': ({ modules, store }) =>
    store.news.length && newsOnHome(modules) > 0
      ? `export { HomeNews } from ${JSON.stringify(homeNewsFile)};`
      : 'export const HomeNews = () => null;',
};

/** About's talks, teaching and the owner's own sections (cvContent.ts), checked. */
const cvModules: Record<string, ModuleSource> = {
  'virtual:cv': ({ modules, store }) => `export const cv = ${jsonModule(cvContentOf(store, modules))};`,
};

/**
 * Home's featured projects (current projects marked `home`), as the intro cards show them: the heading, each
 * title and intro text, nothing else, so Home's chunk does not grow with the Projects page.
 */
/** The profile's intro paragraphs (checked: each a non-empty text), as the store rendered them. */
function introOf(store: DataStore) {
  const profile = store.entries.profile?.[0];
  const intro = (profile?.data as Partial<Profile> | undefined)?.intro ?? [];
  return intro.flatMap((p, i) =>
    typeof p === 'string'
      ? [
          {
            html: profile!.html[`intro[${i}]`] ?? '',
            inline: profile!.lines.includes(`intro[${i}]`),
            text: profile!.text[`intro[${i}]`] ?? '',
          },
        ]
      : [],
  );
}

const homeModules: Record<string, ModuleSource> = {
  // The intro as Home shows it, its Markdown made HTML here: the browser gets no Markdown parser.
  'virtual:home-intro': ({ store }) =>
    `export const intro = ${jsonModule(introOf(store).map(({ html, inline }) => ({ html, inline })))};`,
  'virtual:intro-text': ({ store }) =>
    `export const introText = ${jsonModule(introOf(store).map(({ text }) => text))};`,
  'virtual:home-projects': ({ modules, store }) => {
    const t = siteWords({ modules });
    const titles = (modules['projects.ts']?.sectionTitles ?? {}) as Record<string, string>;
    const entries = (store.entries.projects ?? [])
      .filter(({ section, data }) => section === 'currentProjects' && data.home)
      .map(({ data }) => {
        const { id, title, description } = data as unknown as Project;
        return { id, title, description };
      });
    const title = titles.currentProjects ?? t(kindSections.projects.currentProjects);
    return `export const featured = ${jsonModule({ title, entries } satisfies FeaturedProjects)};`;
  },
};

/**
 * Each entry with a page of its own, per kind declared with `pages` (`virtual:item-pages/people`), its body
 * as the build's HTML: that kind's page chunk alone carries it.
 */
const itemPageModules: Record<string, ModuleSource> = Object.fromEntries(
  pageKinds.map((kind) => [
    `virtual:item-pages/${kind}`,
    ({ store }: CheckedContent) => {
      const entries = entriesWithPages(kind, store).map(shippedEntry);
      return `export const entries = ${jsonModule(entries)};`;
    },
  ]),
);

/**
 * The headline of each entry with a page, by page, per kind (`virtual:item-headlines/news`): apart from
 * virtual:site-pages, so the entry does not grow with the entries. Its item view (the title), its list (Projects'
 * links) and the prerender import it.
 */
const itemHeadlineModules: Record<string, ModuleSource> = Object.fromEntries(
  pageKinds.map((kind) => [
    `virtual:item-headlines/${kind}`,
    ({ store }: CheckedContent) => {
      const headlines = Object.fromEntries(entriesWithPages(kind, store).map((p) => [p.page, p.headline]));
      return `export const headlines = ${jsonModule(headlines)};`;
    },
  ]),
);

/**
 * The list page of each such kind, and of each declared with `listPage` (`virtual:kind-list/people`): its sections
 * and texts, no body (tooling/content/site/kindList.ts).
 */
const kindListModules: Record<string, ModuleSource> = Object.fromEntries(
  [...new Set([...pageKinds, ...listKinds])].map((kind) => [
    `virtual:kind-list/${kind}`,
    ({ modules, store }: CheckedContent) => `export const list = ${jsonModule(kindList(kind, store, modules))};`,
  ]),
);

/**
 * Which optional pages have anything to show: a page with nothing leaves the navigation
 * (src/app/routes.ts). Apart from the content, so the layout knows without loading it.
 */
const sitePages: ModuleSource = ({ modules, store }) => {
  const hasPage = pagesWithContent(store);
  // The icon only when News is in the navigation: the entry of a site without carries none of it.
  const newsIcon =
    hasPage.news && newsContent(modules).newsInNavigation === true
      ? `export { default as newsIcon } from 'lucide-react/icons/newspaper';`
      : 'export const newsIcon = undefined;';
  // The kinds with an entry page: one route each (`/<kind>/:page`); the pages' headlines are virtual:item-headlines'.
  const itemKinds = Object.entries(allItemPages(store))
    .filter(([, pages]) => pages.length > 0)
    .map(([kind]) => kind);
  // The navigation's list pages (`listPage`), of the kinds the owner has an entry of: src/app/routes.ts.
  const listPages = listKinds.filter((kind) => hasPage[kind]).map((kind) => ({ kind, ...contentKinds[kind].listPage }));
  // What every page's frame says of the owner (the title, the footer): the rest of the profile (the intro,
  // the links) stays in the chunks of the pages that show it, however long the owner writes it.
  const profile = (modules['profile.ts']?.profile ?? {}) as Partial<Profile>;
  const owner = { name: profile.name, siteTitle: profile.site?.title, affiliation: profile.affiliation?.name };
  return [
    `export const hasPage = ${JSON.stringify(hasPage)};`,
    newsIcon,
    `export const itemKinds = ${JSON.stringify(itemKinds)};`,
    `export const listPages = ${JSON.stringify(listPages)};`,
    `export const owner = ${JSON.stringify(owner)};`,
  ].join('\n');
};

/** Every virtual module, by the id the app imports. `virtual:site-pages` is the one the layout reads. */
export const generatedModules: Record<string, ModuleSource> = {
  ...publicationModules,
  ...newsModules,
  ...cvModules,
  ...homeModules,
  ...itemPageModules,
  ...itemHeadlineModules,
  ...kindListModules,
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
