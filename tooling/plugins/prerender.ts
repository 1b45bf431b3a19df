import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'lightningcss';
import type { BuildEnvironment, Manifest, Plugin, ResolvedConfig } from 'vite';
import { createHash } from 'node:crypto';
import { documentPage, itemPagePattern, pageFileName, pageFileText, type BootData } from '../../src/boot/scriptData.ts';
import { hasScheme } from '../content/checks/contentRules.ts';
import { assembleIndexHtml, heroes } from '../generators/indexHtml.ts';
import { pageStyleFiles } from '../generators/pageStyles.ts';
import { siteImages } from '../content/site/siteImages.ts';
import { isFaceFile, pageFaces } from '../generators/fontFaces.ts';
import { findOne, getAttr, parseHtml } from '../html/htmlDocument.ts';
import { hostHeaders, hostHeadersFile } from '../generators/hostHeaders.ts';
import { staticPageCsp } from '../generators/publicationPage.ts';
import type { SiteContent } from '../content/site/siteContent.ts';
import { ownerSiteApi } from './pluginApis.ts';
import { serverEntryFile, type ServerEntry } from './serverEntry.ts';
import { renderedFiles } from './siteFileList.ts';
import { writeCvs } from '../cv/writeCvs.ts';
import { pageKinds } from '../../src/content/kinds.ts';
import { buildEnvironments, inlineScripts, onlyChunk, serverEnvironment } from './buildEnvironments.ts';

/**
 * Prerenders the layout and every page into index.html, so no route needs JavaScript for its first
 * paint. One Vite build (`vite build` runs the environments below through this plugin's `buildApp`),
 * one config and one set of plugin instances, so the content is read and checked once:
 *
 * 1. `client`: the app, as Vite builds it (index.html, chunks, the stylesheet, the site's files);
 * 2. `prerender`: src/prerender.tsx for Node, into the cache folder;
 * 3. `bootScript`, `swapScript`, `themeScript`: the inline scripts, each one classic script in memory;
 * 4. then every page rendered with (2) and put together with (1) and (3) into index.html (indexHtml.ts).
 * What index.html hands to the scripts and the app: src/boot/scriptData.ts; the states of the first
 * load: docs/architecture.md.
 */
export interface PrerenderOptions {
  /** The SSR entry exporting `render(pathname, inNoscript?): Promise<string>`. */
  entry?: string;
}

/** A stylesheet's text, minified, its url()s rebased from its folder to the page. */
function rebasedStylesheet(outDir: string, href: string): string {
  const { code } = transform({
    filename: href,
    code: readFileSync(path.join(outDir, href)),
    minify: true,
    visitor: {
      Url(url) {
        if (hasScheme(url.url) || /^[/#]/.test(url.url)) return url;
        return { ...url, url: `./${path.posix.normalize(path.posix.join(path.posix.dirname(href), url.url))}` };
      },
    },
  });
  return code.toString();
}

/**
 * The pages that run no app link one stylesheet of every rule the site has, in the order the app's come in: each
 * file's text as Vite wrote it (their url()s all from assets/, where this one is too).
 */
async function siteStylesheet(outDir: string, files: string[]): Promise<string> {
  const code = files.map((file) => readFileSync(path.join(outDir, file), 'utf8')).join('\n');
  const file = `assets/site-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.css`;
  await writeFile(path.join(outDir, file), code);
  return file;
}

/**
 * index.html's img-src, exactly what the site uses: its own files, and `data:` only when the page, a page's
 * markup or an emitted script or stylesheet holds a data: image (an inlined favicon, an asset Vite inlined).
 */
function imageSources(outDir: string, emitted: string[], texts: string[]): string[] {
  const code = emitted.filter((f) => /\.(js|css)$/.test(f)).map((f) => readFileSync(path.join(outDir, f), 'utf8'));
  return [...texts, ...code].some((text) => text.includes('data:image/')) ? ["'self'", 'data:'] : ["'self'"];
}

export function prerender(options: PrerenderOptions = {}): Plugin {
  const entry = options.entry ?? serverEntryFile;
  let config: ResolvedConfig;
  const emitted: string[] = [];
  let entryChunk: { file: string; imports: string[] } | undefined;

  return {
    name: 'prerender',
    apply: 'build',
    config(userConfig) {
      // PRERENDER=0 builds the client alone, for before/after figures.
      return process.env.PRERENDER === '0' ? undefined : buildEnvironments(userConfig, entry);
    },
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      emitted.length = 0;
      for (const [fileName, item] of Object.entries(bundle)) {
        emitted.push(fileName);
        if (item.type !== 'chunk') continue;
        if (item.isEntry) entryChunk = { file: fileName, imports: item.imports };
      }
    },
    buildApp: {
      order: 'pre',
      async handler(builder) {
        const environment = (name: string): BuildEnvironment => {
          const found = builder.environments[name];
          if (!found) throw new Error(`prerender: the build has no ${name} environment`);
          return found;
        };
        await builder.build(environment('client'));
        if (!builder.environments[serverEnvironment]) return;
        const serverOutDir = environment(serverEnvironment).config.build.outDir;
        await builder.build(environment(serverEnvironment));
        const code: Record<string, string> = {};
        for (const name of Object.keys(inlineScripts))
          code[name] = onlyChunk(await builder.build(environment(name)), name);
        await renderIndexHtml(serverOutDir, code);
      },
    },
  };

  async function renderIndexHtml(serverOutDir: string, code: Record<string, string>) {
    const server = (await import(
      `${pathToFileURL(path.join(serverOutDir, 'prerender.mjs')).href}?t=${Date.now()}`
    )) as ServerEntry;
    const { render, routes, itemRoutes, titles } = server;
    // The list pages, then each entry's page, which alone has a title of its own (its file sets it).
    const pages: Array<{ name: string; markup: string; title?: string }> = [];
    for (const { path: route, title } of [...routes.map((path) => ({ path, title: undefined })), ...itemRoutes]) {
      const markup = await render(route);
      // React's marker for a boundary that failed on the server and is left to the browser.
      if (markup.includes('<!--$!-->')) {
        config.logger.warn(`prerender: ${route} did not render at build time; it will render in the browser only`);
        continue;
      }
      pages.push({ name: route.slice(1), markup, title });
    }
    if (!pages.some((p) => p.name === 'home')) throw new Error('prerender: the home page did not render');
    const listPages = pages.filter((p) => p.title === undefined);
    const noscriptHome = await render('/home', true);
    await rm(serverOutDir, { recursive: true, force: true });

    const outDir = path.resolve(config.root, config.build.outDir);
    if (!entryChunk) throw new Error('prerender: no entry chunk in the bundle');
    const { file, imports } = entryChunk;
    // Home's page in index.html, within the response's first 14 KB; each other page in a file of its own, which a
    // deep link asks for from <head> (src/boot/bootScript.ts), in a folder named by the hash of them all.
    // An entry's page (`news/<page>`) is a file in its kind's folder, which sets its title too (its title is not in
    // index.html, nor is its name: the boot script knows it by its address, src/boot/scriptData.ts `itemPagePattern`).
    // Each page's stylesheets travel in its page file, which applies them before its markup is shown; the entry's
    // and Home's are inline in index.html (pageStyles.ts).
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const styleFiles = pageStyleFiles(
      manifest,
      pages.map((p) => p.name),
      documentPage,
    );
    const pageStyle = (file: string) => ({ href: `./${file}`, css: rebasedStylesheet(outDir, file) });
    const otherPages = pages
      .filter((p) => p.name !== documentPage)
      .map((p) => [p.name, pageFileText(p.name, p.markup, styleFiles.pages[p.name]!.map(pageStyle), p.title)]);
    const pageFiles = `assets/pages-${createHash('sha256').update(JSON.stringify(otherPages)).digest('hex').slice(0, 10)}/`;
    for (const [name, text] of otherPages) {
      const to = path.join(outDir, pageFiles, pageFileName(name!));
      await mkdir(path.dirname(to), { recursive: true });
      await writeFile(to, text!);
    }
    const itemKinds = new Set(itemRoutes.map((r) => r.path.split('/')[1]!));
    const bootData = {
      pageFiles: `./${pageFiles}`,
      entry: `./${file}`,
      preload: imports.map((f) => `./${f}`).join(' '),
      pages: listPages.map((p) => p.name).join(' '),
      ...(itemKinds.size ? { itemPages: itemPagePattern([...itemKinds]) } : {}),
      appliedStyles: styleFiles.inline.map((file) => `./${file}`).join(' '),
      // The list pages' only: an entry's picture is asked for when its page file has run.
      heroes: JSON.stringify(heroes(listPages)),
      manifest: siteImages.manifest,
      // Home's title is the document's own <title> (siteHead.ts), which the boot script keeps.
      titles: JSON.stringify(Object.fromEntries(Object.entries(titles).filter(([route]) => route !== documentPage))),
      fonts: pageFaces
        .map((face) => {
          const file = emitted.find((f) => isFaceFile(face, f));
          if (!file) throw new Error(`prerender: no woff2 emitted for ${face.family} ${face.weight}`);
          return `./${file}`;
        })
        .join(' '),
    } satisfies BootData;
    const indexFile = path.join(outDir, 'index.html');
    const viteHtml = await readFile(indexFile, 'utf8');
    const html = assembleIndexHtml(viteHtml, {
      imageSources: imageSources(outDir, emitted, [viteHtml, ...pages.map((p) => p.markup)]),
      pages: pages.filter((p) => p.name === documentPage),
      noscriptHome,
      bootScript: { code: code.bootScript!, data: bootData },
      swapScript: code.swapScript!,
      entryChunk,
      styles: {
        files: styleFiles.inline,
        css: styleFiles.inline.map((file) => rebasedStylesheet(outDir, file)).join(''),
      },
      printStylesheet(css) {
        const file = `assets/print-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
        writeFileSync(path.join(outDir, file), css);
        return `./${file}`;
      },
    });
    await writeFile(indexFile, html);
    const site = await ownerSiteApi(config)?.siteContent();
    // The folders of pages that run no app, from the store: the news archive's, and each kind's whose entries
    // have pages (src/content/kinds.ts `pages`); each has its policy in _headers.
    const listed = !!site?.publications.length;
    const pageFolders = site ? pageFoldersOf(site) : [];
    const linked = listed || pageFolders.length > 0;
    const stylesheet = linked ? await siteStylesheet(outDir, styleFiles.all) : undefined;
    if (site) await writeRenderedFiles(site, server, outDir, stylesheet, code.themeScript!);
    const index = getAttr(
      findOne(parseHtml(html), 'CSP meta', 'meta', { 'http-equiv': 'Content-Security-Policy' }),
      'content',
    );
    const staticCsp = staticPageCsp(code.themeScript!);
    const policies = {
      index: index!,
      ...(listed ? { publications: staticCsp } : {}),
      folders: Object.fromEntries(pageFolders.map((folder) => [folder, staticCsp])),
    };
    await writeFile(path.join(outDir, hostHeadersFile), hostHeaders(policies));
    // The CVs, tagged, from one Chromium for them all (tooling/cv/writeCvs.ts): the files the list names as `cv`.
    await writeCvs(server, outDir, {
      logger: config.logger,
      contentLabel: async () => (await ownerSiteApi(config)?.contentLabel()) ?? 'content',
    });
  }

  /**
   * The files the site file list (siteFileList.ts) renders with the server entry: each publication's page and
   * the list, the news archive and items (linking the app's stylesheet), the CV and its JSON.
   */
  async function writeRenderedFiles(
    site: SiteContent,
    server: ServerEntry,
    outDir: string,
    stylesheet: string | undefined,
    themeScript: string,
  ) {
    const rendering = async () => ({ server, stylesheet, themeScript });
    for (const file of renderedFiles(site, rendering)) {
      if (file.cv) continue;
      const source = await file.source();
      if (source === undefined) continue;
      await mkdir(path.dirname(path.join(outDir, file.fileName)), { recursive: true });
      await writeFile(path.join(outDir, file.fileName), source);
    }
  }
}

/** The folders of the pages that run no app: news/ with the archive, and `<kind>/` for each kind with an entry's page. */
const pageFoldersOf = (site: SiteContent): string[] => [
  ...new Set([...(site.news.length ? ['news'] : []), ...pageKinds.filter((kind) => site.itemPages[kind].length > 0)]),
];
