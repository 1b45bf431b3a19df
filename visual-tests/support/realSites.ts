import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './buildOutput';

/**
 * Real owners' sites, kept outside the repository (never copied into it): $REALSITES_DIR, else a
 * `shared/realsites` beside the checkout or one of its parents, else this machine's /work/shared/realsites.
 * Undefined when none is there.
 */
export function realSitesDir(): string | undefined {
  const candidates = [process.env.REALSITES_DIR];
  for (let dir = repoRoot; ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, '..', 'shared', 'realsites'));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push('/work/shared/realsites');
  return candidates.find((dir): dir is string => !!dir && existsSync(dir));
}
