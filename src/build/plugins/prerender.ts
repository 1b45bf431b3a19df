import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'lightningcss';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { BootData } from '../../boot/bootScript.ts';
import { hasScheme } from '../content/contentRules.ts';
import { isFaceFile, preloadFaces } from '../generators/fontFaces.ts';
import { assembleIndexHtml, heroes } from '../generators/indexHtml.ts';
import { inlineScript } from './inlineScript.ts';

/**
 * Prerenders the layout and every page into index.html, so no route needs JavaScript for its first
 * paint. Every page waits in an inert <template> (no layout, no image requests); the swap script
 * (src/boot/swapScript.ts) copies the opened route's page into #root before the first paint, and
 * main.tsx hydrates it. So a deep link never shows, or downloads, another page's content. Without
 * JavaScript, a <noscript> in #root shows the home page.
 *
 * The boot script (src/boot/bootScript.ts), first in <head>, applies the theme, marks the route
 * and starts the app once the page has painted: Vite's own entry tags are taken out. Also in
 * <head>: preloads for the first screen's fonts, and the stylesheet itself, inline, so the first
 * paint needs the HTML alone, one round trip instead of two. How the HTML is put together:
 * indexHtml.ts.
 */
export interface PrerenderOptions {
  /** The SSR entry exporting `render(pathname, inNoscript?): Promise<string>`. */
  entry?: string;
}

/** The stylesheet's text, minified, its url()s rebased from its folder to the page. */
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

export function prerender(options: PrerenderOptions = {}): Plugin {
  const entry = options.entry ?? 'src/prerender.tsx';
  let config: ResolvedConfig;
  let failed = false;
  const emitted: string[] = [];
  let entryChunk: { file: string; imports: string[] } | undefined;

  return {
    name: 'prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_, bundle) {
      emitted.length = 0;
      for (const [fileName, item] of Object.entries(bundle)) {
        emitted.push(fileName);
        if (item.type !== 'chunk') continue;
        if (item.isEntry) entryChunk = { file: fileName, imports: item.imports };
      }
    },
    buildEnd(error) {
      failed = error !== undefined;
    },
    async closeBundle() {
      // The nested SSR build below loads this config too. PRERENDER=0 builds without it (for before/after figures).
      // A failed client build (the content check) is not prerendered: its errors are already reported.
      if (config.build.ssr || process.env.PRERENDER === '0' || failed) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // One folder per output folder, so parallel builds (OUT_DIR) never share the server bundle.
      const ssrOutDir = path.join(
        config.cacheDir,
        'prerender',
        createHash('sha256').update(outDir).digest('hex').slice(0, 12),
      );
      await build({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: ssrOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      const { render, routes, titles } = (await import(
        `${pathToFileURL(path.join(ssrOutDir, 'prerender.mjs')).href}?t=${Date.now()}`
      )) as {
        render: (pathname: string, inNoscript?: boolean) => Promise<string>;
        routes: string[];
        titles: Record<string, string>;
      };
      const pages: Array<{ name: string; markup: string }> = [];
      for (const route of routes) {
        const markup = await render(route);
        // React's marker for a boundary that failed on the server and is left to the browser.
        if (markup.includes('<!--$!-->')) {
          config.logger.warn(`prerender: ${route} did not render at build time; it will render in the browser only`);
          continue;
        }
        pages.push({ name: route.slice(1), markup });
      }
      if (!pages.some((p) => p.name === 'home')) throw new Error('prerender: the home page did not render');
      const noscriptHome = await render('/home', true);
      await rm(ssrOutDir, { recursive: true, force: true });

      const preloadFonts = preloadFaces.map((face) => {
        const file = emitted.find((f) => isFaceFile(face, f));
        if (!file) throw new Error(`prerender: no woff2 emitted for ${face.family} ${face.weight}`);
        return file;
      });
      if (!entryChunk) throw new Error('prerender: no entry chunk in the bundle');
      const { file, imports } = entryChunk;
      const bootData = {
        entry: `./${file}`,
        preload: imports.map((f) => `./${f}`).join(' '),
        pages: pages.map((p) => p.name).join(' '),
        titles: JSON.stringify(titles),
        heroes: JSON.stringify(heroes(pages)),
      } satisfies BootData;
      const indexFile = path.join(outDir, 'index.html');
      const stylesheets: string[] = [];
      const html = assembleIndexHtml(await readFile(indexFile, 'utf8'), {
        pages,
        noscriptHome,
        bootScript: { code: await inlineScript(config.root, 'src/boot/bootScript.ts'), data: bootData },
        swapScript: await inlineScript(config.root, 'src/boot/swapScript.ts'),
        entryChunk,
        preloadFonts,
        stylesheet(href) {
          stylesheets.push(href);
          return rebasedStylesheet(outDir, href);
        },
      });
      await writeFile(indexFile, html);
      // Inline now: nothing else links the stylesheet file.
      for (const href of stylesheets) await unlink(path.join(outDir, href));
    },
  };
}
