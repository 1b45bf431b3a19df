import { PDFArray, PDFDict, PDFHexString, PDFName, PDFString, type PDFDocument } from 'pdf-lib';

/*
 * What a PDF's objects say, read through pdf-lib: the file's own bytes do not show them when they sit
 * in compressed object streams.
 */

const textOf = (o: unknown) => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined);

/** Every link annotation's address, page by page. */
export function linkUris(doc: PDFDocument): string[] {
  return doc.getPages().flatMap((page) =>
    (page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)?.asArray() ?? []).flatMap((ref) => {
      const action = doc.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = textOf(action?.get(PDFName.of('URI')));
      return uri ? [uri] : [];
    }),
  );
}

/** The bookmarks' titles, depth first. */
export function outlineTitles(doc: PDFDocument): string[] {
  const titles: string[] = [];
  const walk = (item: PDFDict | undefined) => {
    for (let at = item; at; at = at.lookupMaybe(PDFName.of('Next'), PDFDict)) {
      const title = textOf(at.get(PDFName.of('Title')));
      if (title) titles.push(title);
      walk(at.lookupMaybe(PDFName.of('First'), PDFDict));
    }
  };
  walk(doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict));
  return titles;
}

/** The catalog's language. */
export const languageOf = (doc: PDFDocument) => textOf(doc.catalog.get(PDFName.of('Lang')));
