import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { doctypeProblem, elementProblem, instructionProblem, xhtmlNamespace } from './markupRules.ts';

/**
 * An XML file of public/ (SVG, XHTML, XML) read as a browser reads it, then checked by markupRules.ts: the
 * first problem, with its line. A file the browser would read differently from this check is refused too.
 */

export interface MarkupFinding {
  line: number;
  /** What runs, in a few words (`a <svg:script> element`); with `unread`, the whole message: the file could not be read as a browser would. */
  problem: string;
  unread?: boolean;
}

const svgNamespace = 'http://www.w3.org/2000/svg';

/**
 * The text as a browser decodes an XML file served with no charset: a byte-order mark first (UTF-8, UTF-16),
 * then UTF-16 by its first `<?` without one, then the declaration's encoding, else UTF-8.
 */
export function decodeXml(bytes: Uint8Array): { text: string } | { problem: string } {
  const [a, b, c] = bytes;
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (a === 0xef && b === 0xbb && c === 0xbf) return { text: iconv.decode(buffer.subarray(3), 'utf-8') };
  if (a === 0xff && b === 0xfe) return { text: iconv.decode(buffer.subarray(2), 'utf-16le') };
  if (a === 0xfe && b === 0xff) return { text: iconv.decode(buffer.subarray(2), 'utf-16be') };
  if (a === 0x3c && b === 0x00) return { text: iconv.decode(buffer, 'utf-16le') };
  if (a === 0x00 && b === 0x3c) return { text: iconv.decode(buffer, 'utf-16be') };
  // The declaration is ASCII in every encoding a browser reads without a mark.
  const declared = /^<\?xml[^>]{0,200}?encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/.exec(
    buffer.subarray(0, 256).toString('latin1'),
  )?.[1];
  const encoding = declared?.toLowerCase() ?? 'utf-8';
  if (/^(utf-?7|utf-?32|ucs-?4)/.test(encoding) || !iconv.encodingExists(encoding))
    return { problem: `in an encoding this check cannot read as a browser would ("${declared}"): save it as UTF-8` };
  return { text: iconv.decode(buffer, encoding) };
}

/** Thrown to stop the parser at the first finding. */
class Found extends Error {
  constructor(readonly finding: MarkupFinding) {
    super(finding.problem);
  }
}

/** The first problem of an XML file, or undefined when it runs nothing. */
export function xmlMarkupProblem(bytes: Uint8Array): MarkupFinding | undefined {
  const decoded = decodeXml(bytes);
  if ('problem' in decoded) return { line: 1, problem: decoded.problem, unread: true };
  const parser = new SaxesParser({ xmlns: true, position: true });
  // The line a tag starts on: opentag fires at its end, after attributes that may span lines.
  let tagLine = 1;
  let foreignDepth = 0;
  // In an SVG (its root in the SVG namespace) HTML has no place: an XHTML element there is refused.
  let root: string | undefined;
  const stop = (problem: string, line = parser.line, unread = false) => {
    throw new Found({ line, problem, ...(unread ? { unread } : {}) });
  };
  parser.on('opentagstart', () => {
    tagLine = parser.line;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const attributes = Object.values(tag.attributes).map(({ name, local, value }) => ({ name, local, value }));
    const element = { name: tag.name, local: tag.local, namespace: tag.uri, attributes };
    root ??= tag.uri;
    const problem =
      elementProblem(element, { inForeignObject: foreignDepth > 0 }) ??
      (tag.uri === xhtmlNamespace && root === svgNamespace ? `HTML in the SVG (<${tag.name}>)` : undefined);
    if (problem) stop(problem, tagLine);
    if (foreignDepth > 0 || (tag.uri === svgNamespace && tag.local === 'foreignObject')) foreignDepth++;
  });
  parser.on('closetag', () => {
    if (foreignDepth > 0) foreignDepth--;
  });
  parser.on('processinginstruction', ({ target }) => {
    const problem = instructionProblem(target ?? '');
    if (problem) stop(problem);
  });
  parser.on('doctype', (doctype) => {
    const problem = doctypeProblem(doctype);
    if (problem) stop(problem);
  });
  parser.on('error', (error) => {
    const message = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    stop(
      `not well-formed XML (${message}): a browser shows an error, and may run what comes before it: fix it, or export it again`,
      parser.line,
      true,
    );
  });
  try {
    parser.write(decoded.text).close();
  } catch (error) {
    if (error instanceof Found) return error.finding;
    throw error;
  }
  return undefined;
}
