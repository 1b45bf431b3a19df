import { publicationListAddress } from '../../../src/content/staticAddresses.ts';

/** Names a paper's page may not take in publications/: the build writes these itself. */
const reserved: Record<string, string> = {
  index: `the list of every publication (${publicationListAddress}index.html)`,
};

/**
 * Why a citation key cannot name its own files (`publications/<id>.html` and `.bib`), or undefined.
 * `seen` maps each file name taken so far, in lower case (Windows, macOS and some hosts ignore case),
 * to its key; a free name is added to it.
 */
export function fileNameClash(key: string, id: string, seen: Map<string, string>): string | undefined {
  const file = `${publicationListAddress}${id}.html`;
  if (!/[A-Za-z0-9]/.test(id))
    return `citation key "${key}" has no letter or digit to name its page by (${file}): use letters and digits`;
  const name = id.toLowerCase();
  const builds = reserved[name];
  if (builds) return `citation key "${key}" would overwrite ${builds}: rename the key`;
  const other = seen.get(name);
  if (other !== undefined) return `citation key "${key}" names the same page as "${other}" (${file})`;
  seen.set(name, key);
  return undefined;
}

/** `citation key "k" is used 3 times (lines 4, 20 and 31)`, with what to do. */
export function keyUsedAgain(key: string, lines: readonly number[]): string {
  const list = `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)}`;
  const times = lines.length === 2 ? 'twice' : `${lines.length} times`;
  return `citation key "${key}" is used ${times} (lines ${list}): give each entry a key of its own; only the first is read`;
}
