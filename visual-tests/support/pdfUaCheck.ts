import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib';
import { paintedOutsideMarkedContent, paintsText } from './pdfContent';

/*
 * The PDF/UA-1 checks a machine can make without veraPDF (not installable here: docs/testing.md says
 * what they cannot see). Each failure is one line; a conforming file gives none.
 */

const name = (n: string) => PDFName.of(n);
const text = (o: unknown) =>
  o instanceof PDFString || o instanceof PDFHexString
    ? o.decodeText()
    : o instanceof PDFName
      ? o.decodeText()
      : undefined;

/** The structure tree: each element's type, its parent's, its kids' types, and whether it holds an annotation. */
export interface StructElem {
  type: string;
  parent: string;
  kids: string[];
  objr: boolean;
}

export function structElems(doc: PDFDocument): StructElem[] {
  const root = doc.catalog.lookupMaybe(name('StructTreeRoot'), PDFDict);
  const out: StructElem[] = [];
  const kidsOf = (d: PDFDict) => {
    const k = d.get(name('K'));
    return k instanceof PDFArray ? k.asArray() : k ? [k] : [];
  };
  const visit = (dict: PDFDict, parent: string) => {
    const type = text(dict.get(name('S'))) ?? '?';
    const kids = kidsOf(dict).map((k) => doc.context.lookup(k));
    const elems = kids.filter((k): k is PDFDict => k instanceof PDFDict && k.has(name('S')));
    const objr = kids.some((k) => k instanceof PDFDict && k.get(name('Type')) === name('OBJR'));
    out.push({ type, parent, kids: elems.map((k) => text(k.get(name('S')))!), objr });
    for (const kid of elems) visit(kid, type);
  };
  if (root) for (const kid of kidsOf(root)) visit(doc.context.lookup(kid, PDFDict), 'StructTreeRoot');
  return out;
}

/** The catalog, the metadata, the structure, the annotations, the fonts and the content of one PDF. */
export async function pdfUaFailures(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const failures: string[] = [];
  const fail = (what: string) => failures.push(what);
  const cat = doc.catalog;
  const mark = cat.lookupMaybe(name('MarkInfo'), PDFDict)?.get(name('Marked'));
  if (mark !== PDFBool.True) fail('catalog: MarkInfo Marked is not true');
  if (!text(cat.get(name('Lang')))) fail('catalog: no Lang');
  if (cat.lookupMaybe(name('ViewerPreferences'), PDFDict)?.get(name('DisplayDocTitle')) !== PDFBool.True)
    fail('catalog: ViewerPreferences DisplayDocTitle is not true');
  const title = doc.getTitle();
  if (!title) fail('info: no Title');
  const xmpStream = cat.lookupMaybe(name('Metadata'), PDFStream);
  const xmp = xmpStream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(xmpStream).decode()).toString() : '';
  if (!/<pdfuaid:part>1<\/pdfuaid:part>|pdfuaid:part="1"/.test(xmp)) fail('metadata: no pdfuaid:part 1');
  if (title && !xmp.includes(`>${title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</rdf:li>`))
    fail('metadata: dc:title is not the Title');

  const elems = structElems(doc);
  if (elems.length === 0) fail('structure: no StructTreeRoot');
  const headings = elems.filter((e) => /^H\d$/.test(e.type)).map((e) => Number(e.type.slice(1)));
  if (headings[0] !== 1)
    fail(headings.length ? `structure: the first heading is H${headings[0]}, not H1` : 'structure: no heading');
  headings.forEach((h, i) => i > 0 && h > headings[i - 1]! + 1 && fail(`structure: H${h} after H${headings[i - 1]}`));
  for (const e of elems) {
    if (e.type === 'LI' && e.kids.some((k) => k !== 'Lbl' && k !== 'LBody')) fail(`structure: LI holds ${e.kids}`);
    if (e.type === 'L' && e.kids.some((k) => !['LI', 'L', 'Caption'].includes(k))) fail(`structure: L holds ${e.kids}`);
    if ((e.type === 'LBody' || e.type === 'Lbl') && e.parent !== 'LI') fail(`structure: ${e.type} in ${e.parent}`);
    if (e.type === 'LI' && e.parent !== 'L') fail(`structure: LI in ${e.parent}`);
    if (e.type === 'Link' && !e.objr) fail('structure: a Link without its annotation');
  }

  doc.getPages().forEach((page, i) => {
    const where = `page ${i + 1}`;
    const annots = page.node.lookupMaybe(name('Annots'), PDFArray)?.asArray() ?? [];
    if (annots.length > 0 && page.node.get(name('Tabs')) !== name('S')) fail(`${where}: Tabs is not S`);
    for (const ref of annots) {
      const annot = doc.context.lookup(ref, PDFDict);
      if (annot.get(name('Subtype')) !== name('Link')) continue;
      if (!text(annot.get(name('Contents')))) fail(`${where}: a link annotation without Contents`);
      if (!(annot.get(name('StructParent')) instanceof PDFNumber))
        fail(`${where}: a link annotation outside the structure`);
    }
    const fonts = page.node.Resources()?.lookupMaybe(name('Font'), PDFDict);
    for (const [key, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const base = text(font.get(name('BaseFont'))) ?? key.decodeText();
      if (!font.has(name('ToUnicode'))) fail(`${where}: font ${base} has no ToUnicode`);
      const descendant = font.lookupMaybe(name('DescendantFonts'), PDFArray)?.lookup(0, PDFDict) ?? font;
      const descriptor = descendant.lookupMaybe(name('FontDescriptor'), PDFDict);
      if (!['FontFile', 'FontFile2', 'FontFile3'].some((f) => descriptor?.has(name(f))))
        fail(`${where}: font ${base} is not embedded`);
    }
    if (!fonts?.entries().length && paintsText(page, doc)) fail(`${where}: text with no font among its resources`);
    const painted = paintedOutsideMarkedContent(page, doc);
    if (painted.length > 0) fail(`${where}: painted outside tagged or artifact content: ${painted.slice(0, 5)}`);
  });
  return failures;
}
