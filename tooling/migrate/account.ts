import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { readLeftover } from './leftovers.ts';
import { reasonWords, type LeftReason, type Migration } from './model.ts';
import type { Source } from './sourceFiles.ts';

/**
 * The account of an old site: every page, collection and data file it holds, each with where it went
 * (carried as which kind) or why it was left, so nothing of the old site is missing from the report.
 */

/** Files that hold content or settings: what a migration must account for. */
export const contentFile = /\.(md|markdown|html?|ya?ml|toml|json|bib)$/i;
/** Jekyll's machinery folders (layouts, includes, styles, built output), never content. */
const machinery = new Set(['_layouts', '_includes', '_sass', '_site', '_plugins', '_scripts']);
/** A repository's own documents at its root, which Jekyll and Hugo sites do not publish as pages. */
const repoDocs = /^(readme|license|licence|changelog|contributing|code_of_conduct|security)(\.|$)/i;
const cap = 20_000;

/** The old site's content files, relative and sorted: pages, collections, `_data/`, `content/`, `data/`. */
export function contentFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      if (out.length >= cap || entry.name.startsWith('.')) continue;
      const path = rel ? posix.join(rel, entry.name) : entry.name;
      // Symlinks and devices are never followed: only plain folders and files are read.
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && contentFile.test(entry.name)) out.push(path);
    }
  };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const name = entry.name;
    if (entry.isDirectory() && !machinery.has(name) && (name.startsWith('_') || name === 'content' || name === 'data'))
      walk(name);
    else if (entry.isFile() && /\.(md|markdown|html?)$/i.test(name) && !repoDocs.test(name)) out.push(name);
  }
  return out.sort();
}

/** The folder a file is reported under: a collection or section by folder, a page or data file by itself. */
export function groupOf(path: string): string {
  const parts = path.split('/');
  if (parts.length === 1) return path;
  if (parts[0] === 'content') return parts.length <= 2 || parts[1] === 'home' ? path : `content/${parts[1]}/`;
  if (['_pages', '_data', 'data', '_bibliography'].includes(parts[0]!))
    return parts.length <= 2 ? path : `${parts.slice(0, 2).join('/')}/`;
  return parts[0]!.startsWith('_') ? `${parts[0]}/` : path;
}

const kindWords: Record<string, string> = {
  news: 'news',
  talks: 'talks',
  teaching: 'teaching entries',
  projects: 'projects',
  cv: 'CV entries',
  skills: 'skill groups',
  publications: 'publications',
  people: 'people',
};

/** Per source file: each thing taken from it (`news`) and each thing left (`left: why`). */
export function accountOf(m: Migration): Map<string, string[]> {
  const map = new Map<string, string[]>();
  // A CV section's entries come from `_data/cv.yml › Education`: the account is of files.
  const add = (from: string, what: string) => {
    const file = from.split(' › ')[0]!;
    map.set(file, [...(map.get(file) ?? []), what]);
  };
  for (const [kind, list] of [
    ['news', m.news],
    ['talks', m.talks],
    ['teaching', m.teaching],
    ['projects', m.projects],
    ['skills', m.skills],
    ['publications', m.bibEntries],
    ['people', m.people],
  ] as const)
    for (const item of list) add(item.from, kind);
  for (const section of m.cv) for (const item of section.entries) add(item.from, 'cv');
  if (m.bibFile) for (let i = 0; i < m.publicationsFound; i++) add(m.bibFile, 'publications');
  // Links of the profile are named in "Left behind"; the account is of files.
  for (const l of m.left) if (l.kind !== 'profile links') add(l.from, `left\u0000${l.reason}\u0000${l.why}`);
  for (const r of m.read) add(r.from, `read\u0000${r.what}`);
  return map;
}

/** Whether a file is in the account: itself, or (a Hugo page bundle) a file of its bundle folder. */
function accounted(path: string, map: Map<string, string[]>, bundles: Set<string>): boolean {
  return map.has(path) || bundles.has(path.split('/').slice(0, 3).join('/'));
}

/** Every content file no reader took or named: read as a leftover page, so each has its line. */
export function sweep(source: Source, m: Migration) {
  const map = accountOf(m);
  const bundles = new Set(
    [...map.keys()]
      .filter((p) => p.startsWith('content/') && p.split('/').length > 3)
      .map((p) => p.split('/').slice(0, 3).join('/')),
  );
  // A bundle's Markdown before its rendered HTML (blogdown keeps both), so the page is named by its source.
  const files = contentFiles(source.dir).sort((a, b) => Number(/\.html?$/i.test(a)) - Number(/\.html?$/i.test(b)));
  for (const path of files) {
    if (accounted(path, map, bundles)) continue;
    readLeftover(source, path, m);
    // One line per page bundle: its other files (`index.en.html` beside `index.en.md`) are the same page.
    if (path.startsWith('content/') && path.split('/').length > 3) bundles.add(path.split('/').slice(0, 3).join('/'));
  }
}

/** The report's account: folder by folder and page by page, what was read and where each went. */
export function accountLines(m: Migration): string[] {
  const groups = new Map<string, string[]>();
  for (const [from, whats] of accountOf(m)) {
    const group = groupOf(from);
    groups.set(group, [...(groups.get(group) ?? []), ...whats]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, whats]) => {
      const counts = new Map<string, number>();
      for (const what of whats) {
        const [tag, reasonOrWhat, why] = what.split('\u0000');
        const one = whats.length === 1 && !group.endsWith('/');
        // A page left says why in full; a folder counts its items by reason (each is under "Left behind").
        const key =
          tag === 'left'
            ? one
              ? `left, ${reasonWords[reasonOrWhat as LeftReason]}: ${why}`
              : `left (${reasonWords[reasonOrWhat as LeftReason]})`
            : tag === 'read'
              ? reasonOrWhat!
              : tag!;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const said = [...counts].map(([key, n]) =>
        kindWords[key]
          ? `${n} ${kindWords[key]}`
          : key.startsWith('left (')
            ? `${n} ${key}`
            : n > 1
              ? `${n} × ${key}`
              : key,
      );
      return `  ${group}: ${said.join('; ')}`;
    });
}
