import { createHash } from 'node:crypto';
import { readFile, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'lightningcss';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { faceFilePrefix, preloadFaces } from './fontFaces.ts';
import { themeAttribute, themeStorageKey } from '../styles/themeChoice.ts';
import { escapeHtml } from './siteContent.ts';

/**
 * Prerenders the layout and every page into index.html, so no route needs
 * JavaScript for its first paint. Every page waits in an inert <template> (no
 * layout, no image requests): a short inline script at the end of <body>
 * copies the opened route's page into #root before the first paint, and
 * main.tsx hydrates it. So a deep link never shows, or downloads, another
 * page's content. Without JavaScript, a <noscript> in #root shows the home page.
 *
 * A small inline script in <head> (the boot script) sets `data-route` on
 * <html> before the body is parsed. Both scripts' sha256 go into the
 * Content-Security-Policy meta, which otherwise allows no inline script. The
 * boot script also sends the bare address (no hash, `#`, `#/`) to `#/home`
 * with history.replaceState, as the router's redirect does.
 *
 * The boot script starts the app, too. Vite's <script type="module"> and
 * module preloads are taken out of the HTML: when the opened route is
 * prerendered, the page is already complete and its links work, so the app's
 * JavaScript is requested only once the page has loaded and painted (the
 * load event and the first-contentful-paint entry, where the browser reports
 * paint timing; at the latest 3 s after the load event, as a browser need not
 * report a paint), and never competes with the HTML, CSS, fonts and images for
 * a phone's bandwidth; for any other address it is requested at once.
 *
 * Also in <head>: preloads for the first screen's fonts, and the stylesheet
 * itself, inline (its hash in the CSP's style-src): the first paint needs the
 * HTML alone, one round trip instead of two.
 */
export interface PrerenderOptions {
  /** The SSR entry exporting `render(pathname, inNoscript?): Promise<string>`. */
  entry?: string;
}

/**
 * Kept short: its exact text is hashed into the CSP. Reads the app's files
 * from its own data-entry (the entry module) and data-preload (the entry's
 * static imports) attributes, and the prerendered routes from data-pages.
 * data-heroes names, per route, the picture its first paint waits for: the
 * page sits in a <template>, where the browser's preload scanner cannot see it,
 * so the boot script requests it while the rest of the HTML is still arriving.
 */
export const bootScript = [
  '(function(){var d=document,s=d.currentScript,h=location.hash;',
  // The visitor's theme (src/styles/themeChoice.ts), before anything is painted.
  `try{var c=localStorage.getItem('${themeStorageKey}');(c=='light'||c=='dark')&&d.documentElement.setAttribute('${themeAttribute}',c)}catch(e){}`,
  "if(/^#?\\/?$/.test(h)){history.replaceState(history.state,'','#/home');h='#/home'}",
  "var r=h.slice(2).split(/[\\/#?]/)[0];d.documentElement.setAttribute('data-route',r);",
  'function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];d.head.appendChild(e)}',
  "var started;function go(){if(started)return;started=1;s.dataset.preload.split(' ').forEach(function(u){",
  "u&&add('link',{rel:'modulepreload',href:u})});add('script',{type:'module',src:s.dataset.entry})}",
  'function later(){requestAnimationFrame(function(){setTimeout(go)})}',
  'function painted(){var P=window.PerformanceObserver;setTimeout(go,3000);',
  "if(!P||(P.supportedEntryTypes||[]).indexOf('paint')<0)return later();",
  "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}})",
  ".observe({type:'paint',buffered:true})}",
  "var q=new URLSearchParams(h.split('?')[1]||''),f=(s.dataset.filters||'').split(' ').some(function(k){return k&&q.has(k)});",
  "if(f)d.documentElement.setAttribute('data-filtered','');",
  "var x=!f&&JSON.parse(s.dataset.heroes||'{}')[r];",
  "x&&add('link',{rel:'preload',as:'image',type:x.type,imageSrcset:x.srcset,imageSizes:x.sizes,fetchPriority:'high'});",
  "f||(' '+s.dataset.pages+' ').indexOf(' '+r+' ')<0?go():addEventListener('load',painted)})()",
].join('');

/**
 * At the end of <body>: puts the opened route's prerendered page into #root, before the first paint,
 * and for a link to a section (`#/about?section=experience`, or the older `#/about#experience`) scrolls
 * to its heading, so the first paint already shows it, and again once the web fonts are in.
 */
export const swapScript = [
  "(function(){var h=document.documentElement,r=!h.hasAttribute('data-filtered')&&h.getAttribute('data-route'),",
  "t=document.querySelector('template[data-page=\"'+r+'\"]'),root=document.getElementById('root');",
  "if(t&&root){root.replaceChildren(t.content);root.setAttribute('data-prerendered',r)}",
  "var l=location.hash,i=new URLSearchParams(l.split('?')[1]||'').get('section')||decodeURIComponent(l.split('#')[2]||''),",
  // Instant: the page's smooth scrolling (when motion is welcome) would otherwise animate the first
  // paint from the top down to the heading, over about a second.
  "e=i&&document.getElementById(i);if(!e)return;var o={behavior:'instant'};e.scrollIntoView(o);",
  // The stylesheet is inline, so this first paint can come before the web fonts: once they are in
  // (text above may wrap differently), the heading is put back at the top unless the visitor scrolled.
  'var y=scrollY,f=document.fonts;f&&f.ready.then(function(){scrollY===y&&e.scrollIntoView(o)})})()',
].join('');

export const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Adds a hash for every inline script to the CSP meta's script-src (JSON-LD data blocks are not scripts). */
export function addInlineScriptHashes(html: string): string {
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => cspHash(m[2]!));
  if (inline.length === 0) return html;
  return html.replace(
    /(http-equiv="Content-Security-Policy"\s+content="[^"]*script-src )([^;"]*)/,
    (_, head, sources) => {
      const have = new Set(sources.split(/\s+/));
      return `${head}${[...have, ...inline.filter((h) => !have.has(h))].join(' ')}`;
    },
  );
}

/**
 * Query parameters that filter a page (`#/publications?kind=journal`): the prerendered page shows
 * it unfiltered, so an address with one of them is rendered by the app instead.
 */
export const filterParams = ['kind', 'q'];

/**
 * Replaces the one <link rel="stylesheet"> with the stylesheet's text in a <style> (its url()s
 * rebased from assets/ to the page) and allows exactly that text in the CSP's style-src. The file
 * goes: nothing else links it.
 */
async function inlineStylesheet(html: string, outDir: string): Promise<string> {
  const links = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)];
  if (links.length !== 1)
    throw new Error(`prerender: expected one stylesheet link in index.html, found ${links.length}`);
  const href = /href="\.\/([^"]+\.css)"/.exec(links[0]![0])?.[1];
  if (!href) throw new Error(`prerender: no local href in ${links[0]![0]}`);
  const file = path.join(outDir, href);
  const { code } = transform({
    filename: href,
    code: await readFile(file),
    minify: true,
    visitor: {
      Url(url) {
        if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(url.url)) return url;
        return { ...url, url: `./${path.posix.normalize(path.posix.join(path.posix.dirname(href), url.url))}` };
      },
    },
  });
  const css = code.toString();
  await unlink(file);
  const withStyle = html.replace(links[0]![0], () => `<style>${css}</style>`);
  const policy = /(http-equiv="Content-Security-Policy"\s+content="[^"]*style-src )([^;"]*)/;
  if (!policy.test(withStyle)) throw new Error('prerender: the CSP meta has no style-src');
  return withStyle.replace(policy, (_, head, sources) => `${head}${sources} ${cspHash(css)}`);
}

/**
 * Per page, the first source of the <picture> whose image has fetchpriority="high" (the one image a
 * page marks as its largest paint), as React rendered it.
 */
function heroes(pages: Array<{ name: string; markup: string }>) {
  const out: Record<string, { type: string; srcset: string; sizes: string }> = {};
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
  for (const { name, markup } of pages) {
    const picture = [...markup.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].find((m) =>
      /fetchPriority="high"/i.test(m[1]!),
    );
    const source = picture && /<source\b[^>]*>/.exec(picture[1]!)?.[0];
    const [type, srcset, sizes] = source ? [attr(source, 'type'), attr(source, 'srcSet'), attr(source, 'sizes')] : [];
    if (type && srcset && sizes) out[name] = { type, srcset, sizes };
  }
  return out;
}

export function prerender(options: PrerenderOptions = {}): Plugin {
  const entry = options.entry ?? 'src/prerender.tsx';
  let config: ResolvedConfig;
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
    async closeBundle() {
      // The nested SSR build below loads this config too. PRERENDER=0 builds without it (for before/after figures).
      if (config.build.ssr || process.env.PRERENDER === '0') return;
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
      const { render, routes } = (await import(
        `${pathToFileURL(path.join(ssrOutDir, 'prerender.mjs')).href}?t=${Date.now()}`
      )) as { render: (pathname: string, inNoscript?: boolean) => Promise<string>; routes: string[] };
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

      const indexFile = path.join(outDir, 'index.html');
      let html = await readFile(indexFile, 'utf8');
      if (!html.includes('<div id="root"></div>'))
        throw new Error('prerender: index.html has no empty <div id="root">');
      const templates = pages.map((p) => `<template data-page="${p.name}">${p.markup}</template>`);
      html = html.replace(
        '<div id="root"></div>',
        () =>
          `<div id="root"><noscript>${noscriptHome}</noscript></div>\n    ${templates.join('\n    ')}` +
          `\n    <script>${swapScript}</script>`,
      );

      const fonts = preloadFaces.map((face) => {
        const file = emitted.find((f) => path.basename(f).startsWith(faceFilePrefix(face)) && f.endsWith('.woff2'));
        if (!file) throw new Error(`prerender: no woff2 emitted for ${face.family} ${face.weight}`);
        return `<link rel="preload" href="./${file}" as="font" type="font/woff2" crossorigin>`;
      });
      if (!entryChunk) throw new Error('prerender: no entry chunk in the bundle');
      // Vite's own tags for the entry: the boot script adds them when the page wants them.
      const escape = (f: string) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const file of [entryChunk.file, ...entryChunk.imports]) {
        const tag = new RegExp(`\\s*<(script|link)\\b[^>]*(src|href)="\\./${escape(file)}"[^>]*>(</script>)?`);
        if (!tag.test(html)) throw new Error(`prerender: no tag for ${file} in index.html`);
        html = html.replace(tag, '');
      }
      const attrs = [
        `data-entry="./${entryChunk.file}"`,
        `data-preload="${entryChunk.imports.map((f) => `./${f}`).join(' ')}"`,
        `data-pages="${pages.map((p) => p.name).join(' ')}"`,
        `data-filters="${filterParams.join(' ')}"`,
        `data-heroes="${escapeHtml(JSON.stringify(heroes(pages)))}"`,
      ].join(' ');
      const head = [`<script ${attrs}>${bootScript}</script>`, ...fonts];
      // Right after the CSP meta: a meta policy governs only what follows it.
      const csp = html.match(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/);
      if (!csp) throw new Error('prerender: index.html has no Content-Security-Policy meta');
      html = html.replace(csp[0], () => `${csp[0]}\n    ${head.join('\n    ')}`);
      html = await inlineStylesheet(html, outDir);
      await writeFile(indexFile, addInlineScriptHashes(html));
    },
  };
}
