import { fold, type Identity } from '../content/bib/work.ts';

/** Words a key skips to reach the title's first meaningful one (Google Scholar's habit). */
const small = new Set(
  'a an the on of in for to and with from by at as is are do does how what when why towards toward via'.split(' '),
);

/**
 * A citation key in the form most owners' files use, `family` + `year` + first title word
 * (`abawi2025gaze`), made unique against every key taken, whatever its case: b, c, … then -2, -3.
 */
export function newKey(identity: Identity, title: string, taken: ReadonlySet<string>): string {
  const family = (identity.family ?? 'anon').replace(/[^a-z0-9]/g, '');
  const word = fold(title)
    .split(' ')
    .find((w) => /[a-z]/.test(w) && !small.has(w));
  const base = `${family}${identity.year ?? ''}${word ?? ''}`;
  const suffixes = ['', ...'bcdefghijklmnopqrstuvwxyz'];
  for (const suffix of suffixes) if (!taken.has(`${base}${suffix}`.toLowerCase())) return `${base}${suffix}`;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`.toLowerCase())) return `${base}-${n}`;
}

/** Every citation key in the file, entries the reader could not finish included (a key is taken all the same). */
export function keysIn(source: string): string[] {
  return [...source.matchAll(/@\s*(\w+)\s*[{(]\s*([^,\s{}()]+)\s*,/g)]
    .filter((m) => !/^(comment|string|preamble)$/i.test(m[1]!))
    .map((m) => m[2]!);
}
