import path from 'node:path';

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

/**
 * Why `outDir` may not be the build's output, or undefined: Vite empties its output folder before
 * it writes, so that folder must hold nothing else. It may not be, hold or sit inside a guarded
 * folder, nor be or hold the project root (a folder inside the root, such as dist/, is the usual case).
 */
export function outDirProblem(root: string, outDir: string, guarded: readonly GuardedFolder[]): string | undefined {
  const out = path.resolve(root, outDir);
  const shown = (dir: string) => (path.relative(root, dir) || '.').split(path.sep).join('/') + '/';
  const relation = (dir: string): (typeof relations)[number] | undefined => {
    if (out === dir) return 'is';
    if (isWithin(out, dir)) return 'holds';
    return dir !== root && isWithin(dir, out) ? 'is inside' : undefined;
  };
  const found = [{ dir: root, name: 'the project itself' }, ...guarded]
    .map(({ dir, name }) => ({ dir: path.resolve(dir), name, how: relation(path.resolve(dir)) }))
    .filter((f) => f.how !== undefined)
    // The most telling first: the folder it is, then one it holds, then one it is inside.
    .sort((a, b) => relations.indexOf(a.how!) - relations.indexOf(b.how!))[0];
  if (!found) return undefined;
  return (
    `the output folder ${shown(out)} (OUT_DIR or build.outDir) ${found.how} ${found.name} (${shown(found.dir)}): ` +
    'Vite empties its output folder before it writes, so choose a folder of its own, such as dist/'
  );
}
