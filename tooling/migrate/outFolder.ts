import { existsSync, lstatSync, readdirSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

/** What a migration writes in its folder: all `--force` may delete. */
const written = new Set(['content', 'public', 'migration-report.txt']);
/** What marks a project's own folder (this template's or another's): never a place to write a site into. */
const projectMarks = ['.git', 'package.json', 'src', 'sample'];

export const inside = (child: string, parent: string) => child === parent || child.startsWith(parent + sep);

/** A path with every symbolic link of its existing part resolved, so `a/../checkout` or a link is seen for what it is. */
function real(path: string): string {
  if (existsSync(path)) return realpathSync(path);
  const parent = dirname(path);
  return parent === path ? path : join(real(parent), basename(path));
}

/** How many files a folder holds, links not followed. */
function count(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return 1;
  return readdirSync(path).reduce((n, name) => n + count(join(path, name)), 0);
}

export interface OutPlan {
  /** Why nothing can be written there (the command stops, nothing changed), with its exit code. */
  problem?: string;
  code: number;
  /** Each entry `--force` deletes, as `site/content/ (12 files)`, in the order deleted. */
  deletes: string[];
  /** Deletes what a previous migration wrote, and nothing else. */
  clear(): void;
}

/**
 * Whether a site may be written into `out`: never the checkout, a folder holding it or a project of any
 * kind, never over the old site; an existing folder only with --force, and only when it holds no more
 * than what a migration writes.
 */
export function planOut(out: string, root: string, source: string, force: boolean, label: string): OutPlan {
  const at = real(out);
  const repo = real(root);
  const plan = (problem?: string, entries: string[] = [], code = problem ? 2 : 0): OutPlan => ({
    problem,
    code,
    deletes: entries.map(
      (e) => `${label}/${e}${lstatSync(join(out, e)).isDirectory() ? `/ (${count(join(out, e))} files)` : ''}`,
    ),
    clear: () => entries.forEach((e) => rmSync(join(out, e), { recursive: true })),
  });
  if (inside(repo, at)) return plan(`${label} holds this checkout: a site is written into a folder of its own`);
  if (at === join(repo, 'sample') || at.split(sep).includes('.git'))
    return plan(`${label} is the template’s own (its sample or its history): choose another --out`);
  if (inside(at, real(source)) || inside(real(source), at))
    return plan(`${label} and the old site overlap: the old site is never written into. Choose another --out`);
  if (!existsSync(out)) return plan();
  if (lstatSync(out).isSymbolicLink() || !lstatSync(out).isDirectory())
    return plan(`${label} is not a plain folder: choose another --out`);
  const entries = readdirSync(out).sort();
  const marks = projectMarks.filter((m) => entries.includes(m));
  if (marks.length)
    return plan(`${label} holds ${marks.join(', ')}: a project, not a site of a migration. Nothing was changed`);
  if (!entries.length) return plan();
  if (!force) return plan(`${label}/ already exists; nothing was changed. Add --force to replace it`, [], 1);
  const unknown = entries.filter((e) => !written.has(e));
  if (unknown.length)
    return plan(
      `${label}/ holds what no migration wrote (${unknown.join(', ')}): nothing was deleted. Move them, or choose another --out`,
    );
  return plan(undefined, entries);
}
