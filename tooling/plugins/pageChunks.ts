// Vite's own bundler's types (rolldown comes with vite).
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';

/**
 * The client's code splitting: the modules the pages share (besides what the entry loads) in two chunks,
 * not one per combination of pages that imports them. A page's chunk then imports 2–4 chunks instead of
 * up to 15, and a visit starts that many requests (a `<link rel="modulepreload">` each, the main thread's
 * work after the new page's first paint). Home's share stays apart, so Home's own chunk and its imports
 * hold only what Home uses (visual-tests/owner/budgets.spec.ts).
 */
export function pageChunks(homePage: string): CodeSplittingOptions {
  /** The chunks a module's static importers lead up to: the app's entry, and the pages' dynamic imports. */
  const memo = new Map<string, Set<string>>();
  const roots = (id: string, ctx: ChunkingContext): Set<string> => {
    const known = memo.get(id);
    if (known) return known;
    const found = new Set<string>();
    memo.set(id, found); // an import cycle ends here
    const info = ctx.getModuleInfo(id);
    if (!info || info.isEntry || info.dynamicImporters.length > 0) found.add(id);
    else for (const importer of info.importers) for (const r of roots(importer, ctx)) found.add(r);
    return found;
  };
  return {
    // A module in a group brings only itself: React and the rest of the entry's graph stay where they are.
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (id, ctx) => {
          const info = ctx.getModuleInfo(id);
          if (!info || info.isEntry || info.dynamicImporters.length > 0) return null;
          const from = roots(id, ctx);
          if ([...from].some((r) => ctx.getModuleInfo(r)?.isEntry)) return null; // the entry's, as it is
          if (from.has(homePage)) return 'home-shared';
          return from.size > 1 ? 'pages-shared' : null;
        },
      },
    ],
  };
}
