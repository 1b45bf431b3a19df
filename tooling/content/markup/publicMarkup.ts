import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlMarkupProblem } from './htmlMarkup.ts';
import { xmlMarkupProblem, type MarkupFinding } from './xmlMarkup.ts';
import type { ContentIssue } from '../checks/validateContent.ts';

/**
 * A file of public/ that a browser opens as a document (SVG, XHTML, XML, HTML) runs on the site's address:
 * shown by `<img>` an SVG never runs, but opened on its own (a link, its address typed) it does, and GitHub
 * Pages sends no policy to stop it (see hostHeaders.ts). Each is read as the browser reads it and refused,
 * by file and line, when anything in it could run script.
 */

/** Extensions a host serves as an XML document (GitHub Pages: image/svg+xml, application/xhtml+xml, application/xml …). */
const xmlExtensions = new Set(['svg', 'xml', 'xhtml', 'xht', 'xsl', 'xslt', 'rss', 'atom', 'rdf', 'mml']);
const htmlExtensions = new Set(['html', 'htm', 'shtml']);
/** Read whole to be checked: a larger markup file is refused rather than read. */
const maxMarkupBytes = 20 * 1024 * 1024;

const kindOf = (ext: string) => (ext === 'svg' ? 'the SVG' : htmlExtensions.has(ext) ? 'the page' : 'the file');

/** HTML's text: a byte-order mark decides, else UTF-8 (every encoding a browser guesses keeps ASCII markup as it is). */
function htmlText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** The problem of one file of public/ (`rel`, with /), or undefined for a file no browser runs or one that runs nothing. */
export function markupIssue(publicDir: string, rel: string, label: string): ContentIssue | undefined {
  const ext = /\.([a-z]+)$/i.exec(rel)?.[1]?.toLowerCase() ?? '';
  const file = `${label}/${rel}`;
  if (ext === 'svgz')
    return {
      file,
      problem:
        'a compressed SVG (.svgz): hosts serve it unlike browsers expect, and this check cannot read it: save it as a plain .svg',
    };
  if (!xmlExtensions.has(ext) && !htmlExtensions.has(ext)) return undefined;
  const path = join(publicDir, rel);
  let found: MarkupFinding | undefined;
  try {
    if (statSync(path).size > maxMarkupBytes)
      return {
        file,
        problem: `over ${maxMarkupBytes / 1024 / 1024} MB, too large to check for script: make it smaller`,
      };
    const bytes = readFileSync(path);
    found = xmlExtensions.has(ext) ? xmlMarkupProblem(bytes) : htmlMarkupProblem(htmlText(bytes));
  } catch {
    return { file, problem: 'could not be read to check it for script' };
  }
  if (!found) return undefined;
  if (found.unread) return { file: `${file}:${found.line}`, problem: found.problem };
  const hint = ext === 'svg' ? ` (an editor's "export as plain SVG" leaves none)` : '';
  return {
    file: `${file}:${found.line}`,
    problem: `${kindOf(ext)} holds ${found.problem}, which would run on your site's address when the file is opened: remove it${hint}`,
  };
}
