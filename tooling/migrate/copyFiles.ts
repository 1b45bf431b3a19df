import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import type { Refused } from './missingFiles.ts';
import type { FileRef } from './model.ts';
import { fileCap, isRefusal, readInside, within } from './oldFolder.ts';
import type { Source } from './sourceFiles.ts';

/** Where a file lands under a folder, or undefined when its path would leave it. */
export function under(folder: string, path: string): string | undefined {
  const rel = within(path);
  const target = isRefusal(rel) ? '' : resolve(folder, rel);
  return target.startsWith(folder + sep) ? target : undefined;
}

/**
 * Copies the old site's files into public/, each read again without following a link and written only as a
 * new file; returns those it could not copy, with why.
 */
export function copyFiles(source: Source, publicDir: string, present: FileRef[]): Refused[] {
  mkdirSync(publicDir, { recursive: true });
  const failed: Refused[] = [];
  for (const ref of present) {
    const target = under(publicDir, ref.to);
    const bytes = readInside(source.dir, ref.from, fileCap);
    try {
      if (!target) throw new Error('would be written outside public/');
      if (!bytes || isRefusal(bytes)) throw new Error(bytes?.refused ?? 'is no longer in the old site’s folder');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, bytes, { flag: 'wx' });
    } catch (error) {
      // A system error names a path of this machine: its code only.
      const code = (error as NodeJS.ErrnoException).code;
      failed.push({
        path: ref.to,
        why: code ? `could not be written (${code})` : (error as Error).message,
        by: ref.by,
      });
    }
  }
  return failed;
}
