import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import iconv from 'iconv-lite';
import { decodeBib, saveAsUtf8 } from './bibEncoding.ts';

/**
 * The owner's .bib as bytes and text, and text back to bytes in the file's own encoding: one module for
 * every command that rewrites a .bib (import appends, clean-bib cuts), so each keeps every byte it does
 * not change, in UTF-8, UTF-16 or Windows-1252, with its byte-order mark and line ends.
 */
export interface OwnersBib {
  /** The file itself (a symbolic link followed, so a rename replaces the file, not the link). */
  path: string;
  exists: boolean;
  bytes: Buffer;
  /** The text, without a byte-order mark. */
  text: string;
  /** iconv-lite's name for the file's encoding; text is written in it. */
  encoding: 'utf8' | 'utf16le' | 'utf16be' | 'win1252';
  /** The byte-order mark as the file has it (none: empty). */
  bom: Buffer;
  eol: '\n' | '\r\n';
  mode: number;
}

export const encodingName = (bib: OwnersBib) =>
  bib.encoding === 'win1252' ? 'Windows-1252' : bib.encoding === 'utf8' ? 'UTF-8' : 'UTF-16';

const boms = [Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from([0xff, 0xfe]), Buffer.from([0xfe, 0xff])];

/** `text` in the file's encoding, without a byte-order mark (what is appended after the bytes read). */
export const encodedAs = (bib: OwnersBib, text: string): Buffer => iconv.encode(text, bib.encoding);

/** A whole file of `text` as the owner's file is written: its byte-order mark, then the text in its encoding. */
export const fileBytes = (bib: OwnersBib, text: string): Buffer => Buffer.concat([bib.bom, encodedAs(bib, text)]);

/**
 * The file, or why it cannot be written back exactly: an encoding the build cannot tell either, or
 * bytes that would not come back the same from their text (an unpaired UTF-16 surrogate).
 */
export function readOwnersBib(file: string, label: string): OwnersBib | string {
  const exists = existsSync(file);
  const real = exists ? realpathSync(file) : file;
  const bytes = exists ? readFileSync(real) : Buffer.alloc(0);
  const decoded = decodeBib(bytes);
  if (decoded.text === undefined) {
    return `${label}: FAILED: its encoding cannot be told (not UTF-8, UTF-16 with a byte-order mark, or Windows-1252 text; see line ${decoded.line}): nothing read or written; ${saveAsUtf8}`;
  }
  const utf16 = bytes[0] === 0xff ? 'utf16le' : 'utf16be';
  const encoding = decoded.encoding === 'utf-16' ? utf16 : decoded.encoding === 'windows-1252' ? 'win1252' : 'utf8';
  const bom = Buffer.from(boms.find((mark) => bytes.subarray(0, mark.length).equals(mark)) ?? []);
  const eol = decoded.text.includes('\r\n') ? '\r\n' : '\n';
  const mode = exists ? statSync(real).mode & 0o777 : 0o666;
  const bib: OwnersBib = { path: real, exists, bytes, text: decoded.text, encoding, bom, eol, mode };
  if (!fileBytes(bib, bib.text).equals(bytes))
    return `${label}: FAILED: its ${encodingName(bib)} bytes would not be written back as they are: nothing read or written; ${saveAsUtf8}`;
  return bib;
}
