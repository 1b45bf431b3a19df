import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './buildOutput';

/**
 * Real owners' .bib files, kept outside the repository (never copied into it): $REALBIB_DIR, else a
 * `shared/realbib` beside the checkout or one of its parents, else this machine's /work/shared/realbib
 * (a clean clone for CI may live anywhere). Undefined when none is there.
 */
export function realBibDir(): string | undefined {
  const candidates = [process.env.REALBIB_DIR];
  for (let dir = repoRoot; ; dir = path.dirname(dir)) {
    candidates.push(path.join(dir, '..', 'shared', 'realbib'));
    if (path.dirname(dir) === dir) break;
  }
  candidates.push('/work/shared/realbib');
  return candidates.find((dir): dir is string => !!dir && existsSync(dir));
}
