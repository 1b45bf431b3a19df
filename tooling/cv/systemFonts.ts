import { execFileSync } from 'node:child_process';

/*
 * What the machine's fonts draw, asked of fontconfig (which Chromium falls back through on Linux): the fonts
 * whose charset holds given code points. One call per script in the usual case, where one font draws it all.
 */

const fcList = (...args: string[]) =>
  execFileSync('fc-list', args, { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] });

/** Most letters asked about one by one, when no one font draws a script's letters together. */
const ONE_BY_ONE = 200;

/**
 * The code points of those given that no installed font draws; undefined without fontconfig (macOS and
 * Windows, whose own fonts draw every script a CV is likely to hold).
 */
export function systemFontsLack(): ((codePoints: readonly number[]) => number[]) | undefined {
  try {
    fcList('--version');
  } catch {
    return undefined;
  }
  const drawn = (cs: readonly number[]) => fcList(`:charset=${cs.map((c) => c.toString(16)).join(' ')}`, 'family');
  return (cs) => (drawn(cs).trim() ? [] : cs.slice(0, ONE_BY_ONE).filter((c) => !drawn([c]).trim()));
}
