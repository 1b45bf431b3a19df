import { wrapListBodies } from './listBodies.ts';
import { escapeHtml } from '../content/site/siteContent.ts';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/** What the finished PDF says of itself. */
export interface CvMetadata {
  title: string;
  author: string;
  subject: string;
  lang: string;
  creator: string;
  paper: 'A4' | 'LETTER';
}

/** The paper in points: Chromium sets a page on its 0.96 pt grid (594.96 × 841.92 for A4), a reader expects the exact size. */
const paperSize = { A4: [595.28, 841.89], LETTER: [612, 792] } as const;

/** The XMP packet: Dublin Core title and author, and the PDF/UA-1 identification (ISO 14289-1, 6.7.11). */
function xmp(meta: CvMetadata, now: Date): string {
  const date = now.toISOString().replace(/\.\d+Z$/, 'Z');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmlns:pdf="http://ns.adobe.com/pdf/1.3/" xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/">
<dc:format>application/pdf</dc:format>
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeHtml(meta.title)}</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>${escapeHtml(meta.author)}</rdf:li></rdf:Seq></dc:creator>
<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeHtml(meta.subject)}</rdf:li></rdf:Alt></dc:description>
<dc:language><rdf:Bag><rdf:li>${escapeHtml(meta.lang)}</rdf:li></rdf:Bag></dc:language>
<xmp:CreatorTool>${escapeHtml(meta.creator)}</xmp:CreatorTool>
<xmp:CreateDate>${date}</xmp:CreateDate>
<xmp:ModifyDate>${date}</xmp:ModifyDate>
<pdf:Producer>${escapeHtml(meta.creator)}</pdf:Producer>
<pdfuaid:part>1</pdfuaid:part>
</rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

/**
 * Chromium's tagged PDF made PDF/UA-1: the title shown as the window's, the language, the metadata
 * with the PDF/UA identification, each link annotation's text (`Contents`) and the tab order by structure.
 */
export async function finishPdfUa(pdf: Uint8Array, meta: CvMetadata, linkTexts: ReadonlyMap<string, string>) {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const now = new Date();
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator(meta.creator);
  doc.setProducer(meta.creator);
  doc.setLanguage(meta.lang);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const metadata = doc.context.stream(new TextEncoder().encode(xmp(meta, now)), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(metadata));
  wrapListBodies(doc);
  for (const page of doc.getPages()) {
    const [width, height] = paperSize[meta.paper];
    page.setSize(width, height);
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    if (!annots) continue;
    page.node.set(PDFName.of('Tabs'), PDFName.of('S'));
    for (let i = 0; i < annots.size(); i++) {
      const annot = annots.lookup(i, PDFDict);
      if (annot.get(PDFName.of('Subtype')) !== PDFName.of('Link')) continue;
      const uri = annot.lookupMaybe(PDFName.of('A'), PDFDict)?.lookup(PDFName.of('URI'));
      const href = uri instanceof PDFString || uri instanceof PDFHexString ? uri.decodeText() : undefined;
      const text = (href && linkTexts.get(href)) ?? href;
      if (text) annot.set(PDFName.of('Contents'), PDFHexString.fromText(text));
    }
  }
  return doc.save({ useObjectStreams: true });
}
