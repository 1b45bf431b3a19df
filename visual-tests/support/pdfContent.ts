import { decodePDFRawStream, PDFArray, PDFRawStream, type PDFDocument, type PDFPage } from 'pdf-lib';

/** The operators that paint: a path filled or stroked, text shown, an image or form drawn, a shading. */
const painting = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'Tj', 'TJ', "'", '"', 'Do', 'sh', 'BI']);

/** The operators of a content stream, in order (operands, strings, names and dictionaries skipped). */
export function operators(content: string): string[] {
  const ops: string[] = [];
  let i = 0;
  while (i < content.length) {
    const c = content[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '%') i = content.indexOf('\n', i) < 0 ? content.length : content.indexOf('\n', i);
    else if (c === '(') {
      let depth = 0;
      for (; i < content.length; i++) {
        if (content[i] === '\\') i++;
        else if (content[i] === '(') depth++;
        else if (content[i] === ')' && --depth === 0) break;
      }
      i++;
    } else if (content.startsWith('<<', i) || content.startsWith('>>', i)) i += 2;
    else if (c === '<') i = content.indexOf('>', i) + 1;
    else if ('[]{}>'.includes(c)) i++;
    else {
      const word = /^\/?[^\s()<>[\]{}/%]*/.exec(content.slice(i, i + 64))![0] || c;
      i += word.length;
      if (word.startsWith('/') || /^[-+.\d]/.test(word)) continue;
      ops.push(word);
      // An inline image's data is binary: skipped to its end.
      if (word === 'ID') i = content.indexOf('EI', i) + 2;
    }
  }
  return ops;
}

/** The page's content streams, decoded and joined. */
function pageContent(page: PDFPage, doc: PDFDocument): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n');
}

/** Each painting operator drawn outside marked content (neither tagged nor an artifact), by its place. */
export function paintedOutsideMarkedContent(page: PDFPage, doc: PDFDocument): string[] {
  let depth = 0;
  const found: string[] = [];
  operators(pageContent(page, doc)).forEach((op, i) => {
    if (op === 'BDC' || op === 'BMC') depth++;
    else if (op === 'EMC') depth--;
    else if (depth <= 0 && painting.has(op)) found.push(`${op} (operator ${i})`);
  });
  return found;
}

/** Whether the page shows text (its fonts are then among the page's own resources, where the check reads them). */
export const paintsText = (page: PDFPage, doc: PDFDocument) =>
  operators(pageContent(page, doc)).some((op) => op === 'Tj' || op === 'TJ');
