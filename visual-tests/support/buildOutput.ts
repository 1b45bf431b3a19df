import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { pageFileMarkup, pageFileName, pageType, swapScriptId } from '../../src/boot/scriptData';

/** Reads the production build (OUT_DIR, else dist) for the Node-only budget checks. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const outDir = path.resolve(repoRoot, process.env.OUT_DIR ?? 'dist');
/** The complete test owner's build (`npm run build:complete`), which the behaviour tests visit. */
export const completeOutDir = path.resolve(repoRoot, process.env.COMPLETE_OUT_DIR ?? 'dist-complete');
/** The Arabic test owner's build (owners/rtl), as the config serves it. */
export const rtlOutDir = path.resolve(repoRoot, process.env.RTL_OUT_DIR ?? 'dist-rtl');

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dir = outDir): Manifest {
  const file = path.join(dir, '.vite/manifest.json');
  if (!existsSync(file)) throw new Error(`No build manifest at ${file}: run \`vite build\` first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export const readOut = (rel: string, dir = outDir) => readFileSync(path.join(dir, rel));

/** Gzipped size at zlib's default level: the figure `vite build` prints, and what a static host sends. */
export const gzipSize = (rel: string, dir = outDir) => gzipSync(readOut(rel, dir)).length;
export const rawSize = (rel: string, dir = outDir) => statSync(path.join(dir, rel)).size;

/** Manifest keys a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Every file under the output folder, as paths relative to it. */
export function listOut(dir = '', root = outDir): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.posix.join(dir, e.name);
    return e.isDirectory() ? listOut(rel, root) : [rel];
  });
}

export type Attrs = Record<string, string>;

/** The attributes of every `<tag …>` in some HTML (enough for the build's own, well-formed output). */
export function tags(html: string, tag: string): Attrs[] {
  const out: Attrs[] = [];
  for (const m of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attrs: Attrs = {};
    for (const a of m[1]!.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    out.push(attrs);
  }
  return out;
}

/** URLs in a srcset, resolved against the page (all are relative to index.html). */
export const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean)
    .map((u) => u.replace(/^\.\//, ''));

export const KiB = 1024;

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];
const attr = (node: Node, name: string) =>
  'attrs' in node ? node.attrs.find((a) => a.name === name)?.value : undefined;
const children = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
const textOf = (node: Node): string =>
  node.nodeName === '#text' && 'value' in node ? node.value : children(node).map(textOf).join('');
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of children(node)) yield* walk(child);
}

/** The main navigation of the built index.html: the pages this site has, in order, as path and label. */
export function builtPageRoutes(): Array<{ path: string; label: string }> {
  // The prerendered layout is in <noscript>: read as markup, as a browser without scripts does.
  const document = parse(readOut('index.html').toString('utf8'), { scriptingEnabled: false });
  const nav = [...walk(document)].find((n) => n.nodeName === 'nav' && attr(n, 'aria-label') === 'Main');
  if (!nav) throw new Error(`no <nav aria-label="Main"> in ${outDir}/index.html`);
  return [...walk(nav)]
    .filter((n) => n.nodeName === 'a' && attr(n, 'href')?.startsWith('#/'))
    .map((a) => ({ path: attr(a, 'href')!.slice(1), label: textOf(a).trim() }));
}

/** A prerendered page's own file, as index.html's boot script names its folder (`assets/pages-…/about.js`). */
export const pageFileOf = (html: string, route: string) => {
  const folder = /data-page-files="\.\/([^"]+)"/.exec(html)?.[1];
  return folder ? folder + pageFileName(route) : '';
};

/** The prerendered routes index.html's boot script names (`home about …`). */
export const prerenderedRoutes = (html: string) => /data-pages="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];

/**
 * A prerendered page's markup: Home's as index.html holds it (a `pageType` data block), any other from the
 * text of its page file (`pageFile`); '' when the build has none.
 */
export const prerenderedPage = (html: string, route: string, pageFile = '') =>
  new RegExp(`<script type="${pageType}" data-page="${route}">([\\s\\S]*?)</script>`).exec(html)?.[1] ??
  pageFileMarkup(pageFile) ??
  '';

/** index.html and every other prerendered page (their page files) of a build, as one text: all its pages say. */
export function builtPages(outDir: string): string {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = prerenderedRoutes(html).map((route) => pageFileOf(html, route));
  const pages = files.map((file) =>
    file && existsSync(path.join(outDir, file)) ? readFileSync(path.join(outDir, file), 'utf8') : '',
  );
  return [html, ...pages.map((text) => pageFileMarkup(text) ?? '')].join('\n');
}

/**
 * What the first round trip of index.html brings (a new connection's ten segments, 14 KiB gzipped as a static
 * host serves it): whether Home's data block, to the end of its main, and the swap script that shows it are in it.
 */
export function homeInFirstWindow(indexHtml: Buffer): { whole: boolean; swap: boolean } {
  const firstWindow = gunzipSync(gzipSync(indexHtml).subarray(0, 14 * KiB), {
    finishFlush: constants.Z_SYNC_FLUSH,
  }).toString('utf8');
  const home = firstWindow.indexOf(`<script type="${pageType}" data-page="home">`);
  return {
    whole: home > 0 && firstWindow.indexOf('</main>', home) > home,
    swap: firstWindow.includes(`<script id="${swapScriptId}">`),
  };
}
