// What a built site holds, file by file, with its hashes set aside: a text file's normalised text, a PDF's
// text, any other file's bytes, each with its sha256.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import {
  classListIdentifiers,
  hashRenames,
  normalName,
  normaliseText,
  sortedManifest,
  styleIdentifiers,
} from './normalise.mjs';

/** @typedef {{ path: string, kind: 'text' | 'pdf' | 'bytes', sha256: string, text?: string }} FileEntry */
/** @typedef {{ format: 1, site: string, buildDay: string, pdfReader: string, files: FileEntry[], failed?: string }} Snapshot */

/** Files read as bytes, whatever they hold. */
const binary = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz)$/i;
const sha256 = (/** @type {string | Uint8Array} */ data) => createHash('sha256').update(data).digest('hex');
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Every regular file under the folder, as sorted `/`-separated paths (links are not followed). */
function listFiles(/** @type {string} */ dir, rel = '') {
  /** @type {string[]} */
  const out = [];
  for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(dir, child));
    else if (e.isFile()) out.push(child);
  }
  return out.sort();
}

/** A file's text when it is UTF-8 without NUL bytes, else undefined. */
function textOf(/** @type {string} */ rel, /** @type {Buffer} */ bytes) {
  if (binary.test(rel) || bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

let pdftotextMissing = false;
/** The reader a PDF's text is taken with: Poppler's pdftotext where installed, else the pages' drawing. */
export const pdfReader = () => (pdftotextMissing ? 'pdf-lib content streams' : 'pdftotext');

/**
 * A PDF's text through pdftotext. Without it, the pages' decoded content streams through pdf-lib (which reads
 * no text): what each page draws, positions and glyph codes included, without the file's dates and ids.
 */
async function pdfText(/** @type {string} */ file) {
  if (!pdftotextMissing)
    try {
      return execFileSync('pdftotext', ['-q', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') throw error;
      pdftotextMissing = true;
    }
  const doc = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
  return doc
    .getPages()
    .map((page) => {
      const contents = page.node.Contents();
      const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
      const decoded = streams.map((s) =>
        s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : new Uint8Array(),
      );
      return decoded.map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
    })
    .join('\n\f\n');
}

/**
 * The snapshot of a built site's folder.
 * @param {string} dir
 * @param {string} site the name it is reported under
 * @returns {Promise<Snapshot>}
 */
export async function snapshot(dir, site) {
  const paths = listFiles(dir);
  const renames = hashRenames(paths);
  /** @type {{ rel: string, text?: string, bytes: Buffer }[]} */
  const read = paths.map((rel) => {
    const bytes = readFileSync(path.join(dir, rel));
    const text = textOf(rel, bytes);
    return { rel, bytes, ...(text === undefined ? {} : { text: normaliseText(text, { renames }) }) };
  });
  // In the order of their names without hashes (then of their texts, for two `cards-[hash].js`), as in any build.
  const order = (/** @type {string} */ x, /** @type {string} */ y) => (x < y ? -1 : x > y ? 1 : 0);
  const texts = read
    .filter((f) => f.text !== undefined)
    .sort((a, b) => order(normalName(a.rel), normalName(b.rel)) || order(a.text ?? '', b.text ?? ''));
  const stylesheets = texts.filter((f) => f.rel.endsWith('.css'));
  const identifiers = classListIdentifiers(
    styleIdentifiers(stylesheets.map((f) => f.text ?? '')),
    texts.map((f) => f.text ?? ''),
  );
  /** @type {FileEntry[]} */
  const files = [];
  for (const f of read) {
    const name = normalName(f.rel);
    if (f.text !== undefined) {
      const normal = normaliseText(f.text, { renames: [], identifiers });
      const text = f.rel === '.vite/manifest.json' ? sortedManifest(normal) : normal;
      files.push({ path: name, kind: 'text', sha256: sha256(text), text });
    } else if (/\.pdf$/i.test(f.rel)) {
      const text = await pdfText(path.join(dir, f.rel));
      files.push({ path: name, kind: 'pdf', sha256: sha256(text), text });
    } else files.push({ path: name, kind: 'bytes', sha256: sha256(f.bytes) });
  }
  files.sort((a, b) => (a.path === b.path ? (a.sha256 < b.sha256 ? -1 : 1) : a.path < b.path ? -1 : 1));
  return { format: 1, site, buildDay: new Date().toISOString().slice(0, 10), pdfReader: pdfReader(), files };
}
