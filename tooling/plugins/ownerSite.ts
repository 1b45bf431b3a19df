import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { headTags, siteImages } from '../generators/headTags.ts';
import { checkContent, contentLocation, type CheckedContent, type ContentLocation } from '../content/loadContent.ts';
import { previewOf } from '../content/publications.ts';
import { escapeHtml, siteContentOf, type SiteContent } from '../content/siteContent.ts';
import { newsContent, newsOf, newsOnHome } from '../content/news.ts';
import { cvContentOf } from '../content/cvContent.ts';
import { contentModuleSource, specOfImport } from '../content/contentModule.ts';
import type { NewsList } from '../../src/content/news.ts';
import { sectionNames } from '../../src/content/kinds.ts';
import type { Publication } from '../../src/content/types.ts';
import { siteFiles } from '../generators/siteFiles.ts';
import { buildStop } from './buildStop.ts';
import { outDirProblem } from './outDirGuard.ts';
import { formatIssue, formatReport, isError, isWarning, type ContentIssue } from '../content/validateContent.ts';

/**
 * The publications, as data modules (typed in publications.d.ts): the preview
 * is bounded (counts and the newest few) for the first paint; the whole list
 * is its own chunk, requested only when a page needs it. JSON.parse of a
 * string literal parses faster than the same object as JavaScript.
 */
const publicationModules: Record<string, (content: CheckedContent) => string> = {
  // Abstracts show only on each publication's own page: the list and its first paint leave them out.
  'virtual:publications': ({ publications }) => `export const publications = ${jsonModule(publications.map(listed))};`,
  'virtual:publications-preview': ({ publications }) =>
    `export const preview = ${jsonModule(previewOf(publications.map(listed)))};`,
  // Abstracts included: for the build's render of each paper's own page (src/prerender.tsx), never the browser's.
  'virtual:publication-pages': ({ publications }) => `export const publications = ${jsonModule(publications)};`,
};

/** Home's news section (src/app/pages/home/HomeNews.tsx): a site without news carries none of its code. */
const homeNewsFile = new URL('../../src/app/pages/home/HomeNews.tsx', import.meta.url).pathname;

/** The news: every item for the archive, and Home's newest few apart, so Home's chunk stays the same size. */
const newsModules: Record<string, (content: CheckedContent) => string> = {
  'virtual:news': ({ modules, publications }) => {
    const items = newsOf(modules, publications);
    return `export const news = ${jsonModule({ items, total: items.length } satisfies NewsList)};`;
  },
  'virtual:news-home': ({ modules, publications }) => {
    const items = newsOf(modules, publications);
    const home = { items: items.slice(0, newsOnHome(modules)), total: items.length } satisfies NewsList;
    return `export const news = ${jsonModule(home)};`;
  },
  'virtual:home-news': ({ modules }) =>
    newsContent(modules).news?.length && newsOnHome(modules) > 0
      ? `export { HomeNews } from ${JSON.stringify(homeNewsFile)};`
      : 'export const HomeNews = () => null;',
};

/** About's talks, teaching and the owner's own sections (src/content/cvContent.ts), checked. */
const cvModules: Record<string, (content: CheckedContent) => string> = {
  'virtual:cv': ({ modules, talks }) => `export const cv = ${jsonModule(cvContentOf(modules, talks))};`,
};
/** The app's `@content/<name>` imports, where the owner's file alone would leave a declared export out. */
const contentPrefix = '\0content-file:';
const contentModules = { ...publicationModules, ...newsModules, ...cvModules };
/**
 * Which optional pages have anything to show: a page with nothing leaves the navigation
 * (src/app/routes.ts). Apart from the content, so the layout knows without loading it.
 */
const sitePagesModule = 'virtual:site-pages';
const sitePages = ({ modules, publications }: CheckedContent) => {
  const projects = modules['projects.ts'] ?? {};
  const hasPage = {
    projects: sectionNames('projects').some((name) => Array.isArray(projects[name]) && projects[name].length > 0),
    publications: publications.length > 0,
    news: newsOf(modules, publications).length > 0,
  };
  // The icon only when News is in the navigation: the entry of a site without carries none of it.
  const newsIcon =
    hasPage.news && newsContent(modules).newsInNavigation === true
      ? `export { default as newsIcon } from 'lucide-react/icons/newspaper';`
      : 'export const newsIcon = undefined;';
  return `export const hasPage = ${JSON.stringify(hasPage)};\n${newsIcon}`;
};

/**
 * The profile as the built site imports it when the owner keeps the address off the site: the checked
 * exports as data, the address left out, so no chunk, page or PDF can carry it.
 */
const publicProfileModule = 'virtual:public-profile';
const emailKeptOff = ({ modules }: CheckedContent) =>
  (modules['profile.ts']?.profile as { emailPublished?: boolean } | undefined)?.emailPublished === false;
const withoutEmail = ({ email: _email, ...kept }: Record<string, unknown>) => kept;
const publicProfile = ({ modules }: CheckedContent) =>
  Object.entries(modules['profile.ts'] ?? {})
    .filter(([name]) => name !== 'default')
    .map(([name, value]) => {
      const data = name === 'profile' ? withoutEmail(value as Record<string, unknown>) : value;
      return `export const ${name} = ${jsonModule(data)};`;
    })
    .join('\n');

/** A content file that had characters no page can carry: the build imports its exports without them, as data. */
const cleanedPrefix = '\0cleaned-content:';
const cleanedModule = (exports: Readonly<Record<string, unknown>> = {}) =>
  Object.entries(exports)
    .map(([name, value]) => `export ${name === 'default' ? 'default' : `const ${name} =`} ${jsonModule(value)};`)
    .join('\n');

const listed = ({ abstract: _abstract, ...shown }: Publication): Publication => shown;
const jsonModule = (value: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;

/** What the other build plugins may ask of this one (the prerender: the content of the publication pages' heads). */
export interface OwnerSiteApi {
  siteContent(): Promise<SiteContent | undefined>;
  /** How messages name the content folder (`sample/content`). */
  contentLabel(): Promise<string>;
}

export interface OwnerSiteOptions {
  /** The content folder, relative to the root; default `CONTENT_DIR` or the site folder's content/. */
  contentDir?: string;
}

/** The dev-only script that lists the content warnings in a corner of the page (errors use Vite's overlay). */
const warningsClient = new URL('../../src/dev/contentWarnings.ts', import.meta.url).pathname;
export const warningsEvent = 'owner-site:content-warnings';

/** The project's folders a build must not empty, as messages name them. */
const projectFolders = {
  site: 'the owner’s site',
  sample: 'the template’s sample site',
  src: 'the site’s source code',
  tooling: 'the build’s source code',
  'visual-tests': 'the tests',
  node_modules: 'the installed packages',
  '.git': 'the git repository',
};

const stopped = (errors: number) =>
  `The build stopped: ${errors === 1 ? '1 problem' : `${errors} problems`} in the content, listed above.`;

const errorsIn = (issues: readonly ContentIssue[]) => issues.filter(isError);

/**
 * The owner's workflow in the build: validates the content on every build and
 * in the dev server (errors in the dev overlay), writes the head tags into
 * index.html, and adds robots.txt, sitemap.xml, the web manifest, icons, the
 * social card and one static page per publication.
 */
export function ownerSite(options: OwnerSiteOptions = {}): Plugin {
  let config: ResolvedConfig;
  let location: ContentLocation;
  let cached: Promise<CheckedContent> | undefined;
  // Set when `vite build` checked the content before its environments (buildApp), so they do not again.
  let checkedBeforeBuild = false;
  const content = () => (cached ??= checkContent(location));

  function watchContent(server: ViteDevServer) {
    let failing = false;
    let timer: NodeJS.Timeout | undefined;
    const sendIssues = async () => {
      const { issues } = await content();
      const warnings = issues.filter(isWarning).map(formatIssue);
      server.ws.send({ type: 'custom', event: warningsEvent, data: warnings });
      if (errorsIn(issues).length > 0) {
        failing = true;
        const report = formatReport(issues);
        config.logger.error(report, { timestamp: true });
        server.ws.send({ type: 'error', err: { message: report, stack: '', plugin: 'owner-site:content' } });
        return;
      }
      if (warnings.length > 0) config.logger.warn(formatReport(issues), { timestamp: true });
      if (failing) {
        failing = false;
        config.logger.info('Content check passed.', { timestamp: true });
        server.ws.send({ type: 'full-reload' });
      }
    };
    // A browser that connects (or reloads) sees the overlay at once while the content is broken; the
    // warnings panel asks for the warnings when its script has loaded.
    server.ws.on('connection', () => {
      void content().then(({ issues }) => {
        if (errorsIn(issues).length > 0)
          server.ws.send({ type: 'error', err: { message: formatReport(issues), stack: '' } });
      });
    });
    server.ws.on(warningsEvent, (_data, client) => {
      void content().then(({ issues }) => client.send(warningsEvent, issues.filter(isWarning).map(formatIssue)));
    });
    const inside = (dir: string, file: string) => !relative(dir, file).startsWith('..');
    server.watcher.add(location.contentDir);
    server.watcher.on('all', (_event, file) => {
      if (!inside(location.contentDir, file) && !inside(location.publicDir, file)) return;
      cached = undefined;
      const pages = server.environments.client.moduleGraph.getModuleById(`\0${sitePagesModule}`);
      if (pages) server.environments.client.moduleGraph.invalidateModule(pages);
      // Any content file may feed the generated modules (a news item cites a paper, the .bib holds talks).
      if (inside(location.contentDir, file)) {
        for (const id of Object.keys(contentModules)) {
          const mod = server.environments.client.moduleGraph.getModuleById(`\0${id}`);
          if (mod) server.environments.client.moduleGraph.invalidateModule(mod);
        }
        if (file.endsWith('.bib')) server.ws.send({ type: 'full-reload' });
      }
      // Let Vite's own HMR update land first: it clears any overlay on the page.
      clearTimeout(timer);
      timer = setTimeout(() => void sendIssues(), 200);
    });
    void sendIssues();
  }

  return {
    name: 'owner-site',
    configResolved(resolved) {
      config = resolved;
      const base = contentLocation(resolved.root, resolved.publicDir);
      location = options.contentDir ? { ...base, contentDir: `${resolved.root}${sep}${options.contentDir}` } : base;
      if (resolved.command !== 'build') return;
      const problem = outDirProblem(resolved.root, resolved.build.outDir, [
        { dir: location.contentDir, name: 'the site’s content' },
        { dir: location.publicDir, name: 'the site’s public files' },
        ...Object.entries(projectFolders).map(([dir, name]) => ({ dir: join(resolved.root, dir), name })),
      ]);
      if (problem) throw buildStop(problem);
    },
    resolveId: {
      // Before Vite's own resolvers: a server build would otherwise leave `virtual:` ids to Node.
      order: 'pre',
      async handler(id) {
        if (id in contentModules || id === sitePagesModule) return `\0${id}`;
        // The alias has made `@content/profile` a path in the content folder by now.
        const profileFile = [join(location.contentDir, 'profile'), join(location.contentDir, 'profile.ts')];
        if (config.command === 'build' && profileFile.includes(id) && emailKeptOff(await content()))
          return `\0${publicProfileModule}`;
        const cleaned = config.command === 'build' ? contentFileOf(id) : undefined;
        if (cleaned && (await content()).cleanedFiles.includes(cleaned)) return `${cleanedPrefix}${cleaned}`;
        // A content file with a declared export left out (no publicationsLead), or no file at all, is the file
        // and every such export as undefined: the owner may leave them out without a warning of the build's.
        const name = /^@content\/([\w-]+)$/.exec(id)?.[1];
        if (name && (await contentModule(name))) return `${contentPrefix}${name}`;
        return undefined;
      },
    },
    async load(id) {
      if (id.startsWith(cleanedPrefix)) return cleanedModule((await content()).modules[id.slice(cleanedPrefix.length)]);
      if (id.startsWith(contentPrefix)) return contentModule(id.slice(contentPrefix.length));
      if (id === `\0${sitePagesModule}`) return sitePages(await content());
      if (id === `\0${publicProfileModule}`) return publicProfile(await content());
      const make = id.startsWith('\0') ? contentModules[id.slice(1)] : undefined;
      return make ? make(await content()) : undefined;
    },
    buildApp: {
      // Before any environment builds (and Vite empties the output folder): a failed check stops
      // `vite build` with the report as its last words, no stack trace.
      order: 'pre',
      async handler() {
        cached = undefined;
        checkedBeforeBuild = true;
        const { issues } = await content();
        const errors = errorsIn(issues).length;
        if (errors > 0) throw buildStop(`${formatReport(issues)}\n${stopped(errors)}`);
        if (issues.length > 0) config.logger.warn(formatReport(issues));
      },
    },
    async buildStart() {
      // Checked once, in the client's build: the other environments (tooling/plugins/prerender.ts) share it.
      if (config.command !== 'build' || this.environment.name !== 'client' || checkedBeforeBuild) return;
      cached = undefined;
      const { issues } = await content();
      if (issues.length === 0) return;
      // The report is printed once, here; the error that stops the build only points back to it.
      const errors = errorsIn(issues).length;
      (errors > 0 ? config.logger.error : config.logger.warn)(formatReport(issues));
      if (errors > 0) this.error(stopped(errors));
    },
    configureServer(server) {
      watchContent(server);
      // The generated files, served in development too (robots.txt, publication pages, …).
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split(/[?#]/)[0]!)
          .replace(/^\//, '')
          .replace(/^publications\/$/, 'publications/index.html');
        if (
          !/^(robots\.txt|llms\.txt|sitemap\.xml|manifest\.webmanifest|[\w-]+\.png|publications\/[\w.-]+)$/.test(path)
        )
          return next();
        void generated().then((files) => {
          const file = files?.find((f) => f.fileName === path);
          if (!file) return next();
          const types: Record<string, string> = {
            html: 'text/html; charset=utf-8',
            css: 'text/css; charset=utf-8',
            xml: 'application/xml; charset=utf-8',
            webmanifest: 'application/manifest+json; charset=utf-8',
            png: 'image/png',
            bib: 'application/x-bibtex; charset=utf-8',
          };
          res.setHeader('Content-Type', types[path.split('.').pop()!] ?? 'text/plain; charset=utf-8');
          res.end(file.source);
        }, next);
      });
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (config.command === 'serve') {
          html = html.replace('</body>', `<script type="module" src="/@fs${warningsClient}"></script></body>`);
          // The dev server injects <style> elements (vanilla-extract, the error overlay); the built
          // site's strict style-src would leave dev unstyled. Only the dev page is relaxed.
          html = html.replace(/style-src 'self'/, "style-src 'self' 'unsafe-inline'");
        }
        const site = siteContentOf(...(await siteInput()));
        if (!site) return html;
        return {
          // The generated <title> and description replace any hand-written ones.
          html: html
            .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
            .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
            .replace(/<html lang="[^"]*"/i, () => `<html lang="${escapeHtml(site.profile.site.locale)}"`),
          tags: headTags(site, { faviconSvg: await faviconSvg() }),
        };
      },
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const file of (await generated()) ?? []) {
        this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      }
    },
    api: {
      async siteContent() {
        return siteContentOf(...(await siteInput()));
      },
      async contentLabel() {
        return relative(config.root, location.contentDir).split(sep).join('/') || '.';
      },
    } satisfies OwnerSiteApi,
  };

  /** `news.ts` when `id` is a file of the content folder (the alias has made `@content/news` a path there). */
  function contentFileOf(id: string): string | undefined {
    if (!isAbsolute(id)) return undefined;
    const rel = relative(location.contentDir, id);
    return /^[\w-]+(\.ts)?$/.test(rel) ? rel.replace(/(\.ts)?$/, '.ts') : undefined;
  }

  /** The module for `@content/<name>` (contentModule.ts), or undefined where the owner's file serves as it is. */
  async function contentModule(name: string) {
    const spec = specOfImport(name);
    if (!spec) return undefined;
    const file = join(location.contentDir, spec.file);
    if (!existsSync(file)) return contentModuleSource(spec, undefined, []);
    // The dev server serves the owner's file itself, for its hot updates: only a build warns of a missing export.
    if (config.command !== 'build') return undefined;
    return contentModuleSource(spec, file, Object.keys((await content()).modules[spec.file] ?? {}));
  }

  async function siteInput() {
    const { modules, publications } = await content();
    return [modules, publications] as const;
  }

  async function faviconSvg() {
    const file = join(location.publicDir, siteImages.faviconSvg);
    return existsSync(file) ? readFile(file, 'utf8') : undefined;
  }

  async function generated() {
    const site = siteContentOf(...(await siteInput()));
    return site ? siteFiles(site, { publicDir: location.publicDir }) : undefined;
  }
}
