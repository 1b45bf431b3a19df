import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

/** A file the content links (a PDF, a picture) is copied up to this size; a larger one is named, not copied. */
export const fileCap = 50 * 1024 * 1024;
/** A page, configuration or .bib larger than this is no one's hand-written text: named, not read. */
export const textCap = 8 * 1024 * 1024;

export type Refusal = { refused: string };
export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

/**
 * A path as the old site wrote it, made relative to its folder (a leading `/` is the site's root, as
 * Jekyll and Hugo read it, never this machine's), or why it is refused.
 */
export function within(path: string): string | Refusal {
  // Backslashes and control characters: no file name of a web site holds them, and Windows reads `\` as `/`.
  if (/[\\\p{Cc}]/u.test(path)) return { refused: 'not a file name of a web site' };
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return { refused: 'an address, not a file of the old site' };
  const clean = posix.normalize(path.replace(/^\/+/, '')).replace(/\/+$/, '');
  if (clean === '..' || clean.startsWith('../')) return { refused: 'leads out of the old site’s folder' };
  if (clean === '.' || !clean) return { refused: 'names no file' };
  return clean;
}

export type Entry = { kind: 'file'; size: number } | { kind: 'folder' } | { kind: 'none' } | Refusal;

/**
 * What lies at a path inside a folder, each component looked at without following it: a symbolic link
 * anywhere on the way, a device, a FIFO or a socket is refused, so nothing outside the folder is ever read.
 */
export function entryAt(dir: string, path: string): Entry {
  const rel = within(path);
  if (isRefusal(rel)) return rel;
  const parts = rel.split('/');
  let full = dir;
  for (const [i, part] of parts.entries()) {
    full = join(full, part);
    let stat;
    try {
      stat = lstatSync(full);
    } catch {
      return { kind: 'none' };
    }
    if (stat.isSymbolicLink()) return { refused: 'a symbolic link (never followed)' };
    const last = i === parts.length - 1;
    if (stat.isDirectory()) {
      if (last) return { kind: 'folder' };
    } else if (!last) return { kind: 'none' };
    else if (stat.isFile()) return { kind: 'file', size: stat.size };
    else return { refused: 'a device, FIFO or socket (never read)' };
  }
  return { kind: 'none' };
}

const megabytes = (cap: number) => `${Math.round(cap / 1024 / 1024)} MB`;

/**
 * A regular file's bytes, read through a descriptor opened without following a link (and checked again
 * once open), or why not; undefined when there is no such file.
 */
export function readInside(dir: string, path: string, cap: number): Buffer | Refusal | undefined {
  const entry = entryAt(dir, path);
  if (isRefusal(entry)) return entry;
  if (entry.kind !== 'file') return undefined;
  if (entry.size > cap) return { refused: `larger than ${megabytes(cap)}` };
  let fd: number;
  try {
    fd = openSync(join(dir, within(path) as string), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch {
    return { refused: 'could not be opened as a plain file' };
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return { refused: 'a device, FIFO or socket (never read)' };
    if (stat.size > cap) return { refused: `larger than ${megabytes(cap)}` };
    return readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
