import { decodePDFRawStream, PDFArray, PDFDict, PDFName, PDFRawStream, type PDFDocument, type PDFPage } from 'pdf-lib';

/*
 * A page's text read through pdf-lib, for machines without poppler's pdftotext: each glyph shown, mapped
 * through its font's ToUnicode map. Written for two-byte codes in hex strings, as Chromium and pdfkit write
 * them; a literal string fails the read rather than reading as nothing.
 */

const streamText = (stream: unknown) =>
  stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1') : '';

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** The text between `begin<name>` and `end<name>`, each such section of the CMap. */
const sections = (cmap: string, name: string) =>
  cmap
    .split(`begin${name}`)
    .slice(1)
    .map((part) => part.split(`end${name}`)[0]!);

/** A ToUnicode CMap's code → text, from its bfchar and bfrange sections. */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const section of sections(cmap, 'bfchar'))
    for (const [, code, text] of section.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(code!.toUpperCase(), utf16(text!));
  // A range maps to consecutive text from its first (`<lo> <hi> <first>`) or to each of a list (`[<a> <b> …]`).
  for (const section of sections(cmap, 'bfrange'))
    for (const [, low, high, first, list] of section.matchAll(/<(\w+)>\s*<(\w+)>\s*(?:<(\w+)>|\[([^\]]*)\])/g)) {
      const each = list ? [...list.matchAll(/<(\w+)>/g)].map(([, hex]) => utf16(hex!)) : undefined;
      const start = first ? utf16(first) : '';
      for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++) {
        const offset = code - parseInt(low!, 16);
        const text = each
          ? each[offset]
          : start.slice(0, -1) + String.fromCharCode(start.charCodeAt(start.length - 1) + offset);
        if (text !== undefined) map.set(code.toString(16).toUpperCase().padStart(low!.length, '0'), text);
      }
    }
  return map;
}

/** The page's text, one line per text object (BT … ET), in the order it is drawn. */
export function pageText(page: PDFPage, doc: PDFDocument): string {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  const mapOf = (name: string) => {
    if (!maps.has(name))
      maps.set(name, toUnicode(streamText(fonts?.lookup(PDFName.of(name), PDFDict).lookup(PDFName.of('ToUnicode')))));
    return maps.get(name)!;
  };
  const contents = page.node.Contents();
  const content = (contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents])
    .map(streamText)
    .join('\n');
  let font = new Map<string, string>();
  let text = '';
  const tokens = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\)\s*(Tj|'|")|\b(ET)\b/g;
  const show = (hex: string) => {
    for (let i = 0; i < hex.length; i += 4) text += font.get(hex.slice(i, i + 4).toUpperCase()) ?? '\uFFFD';
  };
  for (const [, name, hex, shown, literal] of content.matchAll(tokens)) {
    if (name) font = mapOf(name);
    else if (hex !== undefined) show(hex);
    else if (shown?.includes('(') || literal)
      throw new Error('text shown as a literal string, which this reader does not read');
    else if (shown !== undefined) for (const [, part] of shown.matchAll(/<([0-9A-Fa-f]*)>/g)) show(part!);
    else text += '\n';
  }
  return text;
}

/** Every page's text. */
export const pdfText = (doc: PDFDocument) => doc.getPages().map((page) => pageText(page, doc));
