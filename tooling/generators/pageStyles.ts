import type { Manifest } from 'vite';

/**
 * Which of the client build's CSS files (one per chunk, `cssCodeSplit`) go where, from Vite's manifest:
 *
 * - `inline`: the entry's and Home's (their chunks and static imports, transitively), inline in index.html;
 * - `pages`: per other prerendered route, the files its page chunk needs that are not inline, carried by its page
 *   file (src/boot/scriptData.ts `pageFileText`);
 * - `all`: every file, for the one stylesheet of the pages that run no app (src/static, news/, item pages).
 *
 * Each list is in the order one stylesheet for the whole site had (Vite's with `cssCodeSplit: false`: the entry's
 * imports before it, depth first, then each dynamic import as first met), so a file's rules still come after those
 * of the files it builds on.
 */
export interface PageStyleFiles {
  inline: string[];
  pages: Record<string, string[]>;
  all: string[];
}

/** The manifest key of the entry (index.html). */
const entryKey = (manifest: Manifest) => {
  const keys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (keys.length !== 1) throw new Error(`prerender: the manifest has ${keys.length} entries, expected one`);
  return keys[0]!;
};

type Chunk = Manifest[string];

/**
 * CSS files of a chunk and its static imports, depth first (imports before the chunk), skipping `seen`; `visit`
 * meets each chunk once its imports are done.
 */
function closure(
  manifest: Manifest,
  key: string,
  seen: Set<string>,
  out: string[] = [],
  visit?: (chunk: Chunk) => void,
): string[] {
  if (seen.has(key)) return out;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`prerender: the manifest has no chunk ${key}`);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen, out, visit);
  visit?.(chunk);
  out.push(...(chunk.css ?? []));
  return out;
}

/** Every CSS file in the order of Vite's one stylesheet (its css plugin's `generateBundle`, `cssCodeSplit: false`). */
export function siteStyleOrder(manifest: Manifest): string[] {
  const seen = new Set<string>();
  const dynamic = new Set<string>();
  const out: string[] = [];
  const noteDynamic = (chunk: Chunk) => chunk.dynamicImports?.forEach((dep) => dynamic.add(dep));
  closure(manifest, entryKey(manifest), seen, out, noteDynamic);
  for (const key of dynamic) if (manifest[key]) closure(manifest, key, seen, out, noteDynamic);
  return [...new Set(out)];
}

/**
 * The page module of each kind's entry pages (`news/<page>` → `src/app/pages/NewsItem.tsx`): the files
 * src/app/itemViews.ts imports (unit/page-styles checks the two agree).
 */
export const itemPageModules: Record<string, string> = {
  news: 'NewsItem',
  projects: 'ProjectItem',
  people: 'PersonItem',
};

/** The page module of a route: `about` → `src/app/pages/About.tsx`, `news/<page>` → its kind's item page. */
const pageModule = (route: string) => {
  const [first, item] = route.split('/');
  return `src/app/pages/${item === undefined ? first : (itemPageModules[first!] ?? route)}.tsx`.toLowerCase();
};

/** The page chunk of a route (`about`, `news/<page>`) in the build's manifest, as the app's routes import it. */
export function pageChunkKey(manifest: Manifest, route: string): string {
  const module = pageModule(route);
  const key = Object.keys(manifest).find(
    (k) => manifest[k]!.isDynamicEntry && manifest[k]!.src?.toLowerCase() === module,
  );
  if (!key) throw new Error(`no page chunk for #/${route} (src/app/pages/<Route>.tsx) in the build's manifest`);
  return key;
}

export function pageStyleFiles(manifest: Manifest, routes: string[], documentRoute: string): PageStyleFiles {
  const chunkOf = (route: string) => {
    try {
      return pageChunkKey(manifest, route);
    } catch (error) {
      throw new Error(`prerender: ${(error as Error).message}, so its styles cannot travel with its page`);
    }
  };
  const all = siteStyleOrder(manifest);
  const inOrder = (files: Iterable<string>) => {
    const wanted = new Set(files);
    return all.filter((file) => wanted.has(file));
  };
  const inlineSeen = new Set<string>();
  const inline = inOrder([
    ...closure(manifest, entryKey(manifest), inlineSeen),
    ...closure(manifest, chunkOf(documentRoute), inlineSeen),
  ]);
  const pages = Object.fromEntries(
    routes
      .filter((route) => route !== documentRoute)
      .map((route) => {
        const files = closure(manifest, chunkOf(route), new Set());
        return [route, inOrder(files).filter((file) => !inline.includes(file))];
      }),
  );
  return { inline, pages, all };
}
