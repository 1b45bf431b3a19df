import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildStop } from '../content/commands/buildStop.ts';
import { requireOwnerSite } from './pluginApis.ts';

/** A folder the build must never write into or empty, and how a message names it. */
export interface GuardedFolder {
  dir: string;
  name: string;
}

const relations = ['is', 'holds', 'is inside'] as const;

const isWithin = (parent: string, child: string) => {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** The real path of `dir` (symlinks resolved); a part that does not exist yet is appended to its nearest real parent. */
export function realDir(dir: string): string {
  const absolute = path.resolve(dir);
  try {
    return realpathSync(absolute);
  } catch {
    const parent = path.dirname(absolute);
    return parent === absolute ? absolute : path.join(realDir(parent), path.basename(absolute));
  }
}

/**
 * Why `outDir` may not be the build's output, or undefined: Vite empties its output folder before
 * it writes, so that folder must hold nothing else. It may not be, hold or sit inside a guarded
 * folder, nor be or hold the project root (a folder inside the root, such as dist/, is the usual case).
 */
export function outDirProblem(root: string, outDir: string, guarded: readonly GuardedFolder[]): string | undefined {
  // Compared by real path: a symlinked output folder that leads into site/ is site/ to Vite's emptying.
  const given = path.resolve(root, outDir);
  root = realDir(root);
  const out = realDir(given);
  const shown = (dir: string) => (path.relative(root, dir) || '.').split(path.sep).join('/') + '/';
  const named = path.join(realDir(path.dirname(given)), path.basename(given));
  const outShown = named === out ? shown(out) : `${shown(named)} (a link to ${shown(out)})`;
  const relation = (dir: string): (typeof relations)[number] | undefined => {
    if (out === dir) return 'is';
    if (isWithin(out, dir)) return 'holds';
    return dir !== root && isWithin(dir, out) ? 'is inside' : undefined;
  };
  const found = [{ dir: root, name: 'the project itself' }, ...guarded]
    .map(({ dir, name }) => ({ dir: realDir(dir), name, how: relation(realDir(dir)) }))
    .filter((f) => f.how !== undefined)
    // The most telling first: the folder it is, then one it holds, then one it is inside.
    .sort((a, b) => relations.indexOf(a.how!) - relations.indexOf(b.how!))[0];
  if (!found) return undefined;
  return (
    `the output folder ${outShown} (OUT_DIR or build.outDir) ${found.how} ${found.name} (${shown(found.dir)}): ` +
    'Vite empties its output folder before it writes, so choose a folder of its own, such as dist/'
  );
}

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

/** Stops a build, before Vite empties its output folder, whose output folder would take the project's own with it. */
export function outDirGuard(): Plugin {
  return {
    name: 'out-dir-guard',
    apply: 'build',
    configResolved(resolved) {
      const { contentDir, publicDir } = requireOwnerSite(resolved).location();
      const problem = outDirProblem(resolved.root, resolved.build.outDir, [
        { dir: contentDir, name: 'the site’s content' },
        { dir: publicDir, name: 'the site’s public files' },
        ...Object.entries(projectFolders).map(([dir, name]) => ({ dir: path.join(resolved.root, dir), name })),
      ]);
      if (problem) throw buildStop(problem);
    },
  };
}
