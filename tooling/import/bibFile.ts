import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { decodeBib } from '../content/bib/bibEncoding.ts';
import { encodedAs, encodingName, type OwnersBib } from '../content/bib/bibBytes.ts';
import { ImportFailure } from './http.ts';
import type { Work } from '../content/bib/work.ts';

/** TeX accents for letters Windows-1252 lacks (Ł, ř, ź, ő…): combining mark → accent command. */
const accents: Record<string, string> = {
  '\u0300': '`',
  '\u0301': "'",
  '\u0302': '^',
  '\u0303': '~',
  '\u0304': '=',
  '\u0306': 'u',
  '\u0307': '.',
  '\u0308': '"',
  '\u030a': 'r',
  '\u030b': 'H',
  '\u030c': 'v',
  '\u0323': 'd',
  '\u0327': 'c',
  '\u0328': 'k',
};
const letters: Record<string, string> = { ł: '{\\l}', Ł: '{\\L}', ı: '{\\i}' };

function texAccent(c: string): string | undefined {
  if (letters[c]) return letters[c];
  const [base, mark, ...more] = [...c.normalize('NFD')];
  const command = mark ? accents[mark] : undefined;
  if (!base || !command || more.length > 0 || !/^[A-Za-z]$/.test(base)) return undefined;
  return /[a-z]/i.test(command) ? `{\\${command}{${base}}}` : `{\\${command}${base}}`;
}

const holds = (bib: OwnersBib, c: string) => iconv.decode(iconv.encode(c, bib.encoding), bib.encoding) === c;

/** A value as the file's encoding can hold it (TeX accents for the letters it lacks), or the first character it cannot. */
export function inFileEncoding(bib: OwnersBib, value: string): { text: string } | { missing: string } {
  if (bib.encoding !== 'win1252') return { text: value };
  let text = '';
  for (const c of value) {
    const written = c.charCodeAt(0) < 0x80 || holds(bib, c) ? c : texAccent(c);
    if (written === undefined) return { missing: c };
    text += written;
  }
  return { text };
}

/** The work's fields as the file's encoding holds them; a character it cannot hold fails the work, naming it. */
export function workInFile(bib: OwnersBib, label: string, work: Work): Work {
  const fields = work.fields.map(([name, value]): [string, string] => {
    const held = inFileEncoding(bib, value);
    if ('text' in held) return [name, held.text];
    throw new ImportFailure(
      `“${held.missing}” (in its ${name}) cannot be written in ${label}, which is ${encodingName(bib)}: save the file as UTF-8 to import this entry`,
    );
  });
  return { ...work, fields };
}

/**
 * Appends `text` to the file: the bytes read, then the new text in the file's encoding, written to a
 * temporary file beside it and renamed over it, and only if the file still holds the bytes read.
 * Returns why nothing was written, or undefined.
 */
export function appendTo(bib: OwnersBib, text: string): string | undefined {
  const next = Buffer.concat([bib.bytes, encodedAs(bib, text)]);
  if (decodeBib(next).text !== bib.text + text) return 'would not read back as it was with the new entries after it';
  const temporary = path.join(path.dirname(bib.path), `.${path.basename(bib.path)}.import-${process.pid}.tmp`);
  try {
    rmSync(temporary, { force: true });
    writeFileSync(temporary, next, { flag: 'wx' });
    chmodSync(temporary, bib.mode);
    // Compared just before the rename: an edit saved since the start of the run is never overwritten.
    const now = existsSync(bib.path) ? readFileSync(bib.path) : undefined;
    if (bib.exists ? !now?.equals(bib.bytes) : now !== undefined) return 'changed since the import read it';
    renameSync(temporary, bib.path);
  } catch (error) {
    return `could not be written (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    rmSync(temporary, { force: true });
  }
  return undefined;
}
