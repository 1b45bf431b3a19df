/**
 * What in a markup file of public/ (SVG, XHTML, XML, HTML) could run script on the site's address when the file
 * is opened on its own: GitHub Pages serves it as a document and sends no policy to stop it (see hostHeaders.ts).
 * One set of rules for every parser (xmlMarkup.ts reads XML, htmlMarkup.ts HTML), on names as the parser
 * resolved them, so no spelling (a namespace prefix, an entity, a `>` in a value, an encoding) hides one.
 */

export interface MarkupAttribute {
  /** As written (`xlink:href`), for the message. */
  name: string;
  /** Without its prefix (`href`). */
  local: string;
  /** As the parser read it: entities and character references decoded. */
  value: string;
}

export interface MarkupElement {
  name: string;
  local: string;
  namespace: string;
  attributes: MarkupAttribute[];
}

export const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';

/** Elements that run script, or hold a document of their own that may (`<iframe srcdoc>`, `<object>`). */
const scriptElements = new Set(['script', 'handler', 'listener']);
const documentElements = new Set('iframe frame frameset embed object applet portal fencedframe'.split(' '));
/** SVG animation elements: one that sets an `href` or a handler makes a link or a script. */
const animations = new Set(['animate', 'set', 'animatemotion', 'animatetransform', 'animatecolor']);
/** Elements that draw another file: one of another origin is content the owner does not hold. */
const embedding = new Set(['use', 'image', 'feimage']);
/** Attributes that hold an address. */
const linkAttributes = new Set(
  'href src action formaction data poster background codebase cite longdesc srcset'.split(' '),
);
/** A picture embedded in an SVG (as editors export them): raster data, which runs nothing. */
const rasterData = /^data:image\/(png|jpe?g|gif|webp|avif);/;

/** The value as a browser reads an address: tabs, newlines and controls inside it ignored, case folded. */
// eslint-disable-next-line no-control-regex -- control characters are what a browser skips in an address
const asAddress = (value: string) => value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();

/**
 * What in this element could run, in a few words (`a <svg:script> element`), or undefined. `inForeignObject`:
 * the element stands inside an SVG `<foreignObject>`, where a browser renders HTML.
 */
export function elementProblem(el: MarkupElement, options: { inForeignObject?: boolean } = {}): string | undefined {
  const local = el.local.toLowerCase();
  if (scriptElements.has(local)) return `a script element (<${el.name}>)`;
  if (documentElements.has(local)) {
    const srcdoc = el.attributes.some((a) => a.local.toLowerCase() === 'srcdoc') ? ' srcdoc' : '';
    return `an embedded document (<${el.name}${srcdoc}>)`;
  }
  if (options.inForeignObject) return `HTML in a <foreignObject> (<${el.name}>), which may run script`;
  for (const attribute of el.attributes) {
    const name = attribute.local.toLowerCase();
    const address = asAddress(attribute.value);
    if (name.startsWith('on')) return `an event handler (${attribute.name}=)`;
    if (name === 'srcdoc') return `an embedded document (srcdoc= on <${el.name}>)`;
    if (/(java|vb)script:/.test(address)) return `a javascript: address (${attribute.name}= on <${el.name}>)`;
    if (!linkAttributes.has(name)) continue;
    if (address.startsWith('data:') && !(embedding.has(local) && rasterData.test(address)))
      return `a data: address (${attribute.name}= on <${el.name}>)`;
    if (embedding.has(local) && /^([a-z][a-z0-9+.-]*:|\/\/)/.test(address) && !address.startsWith('data:'))
      return `a reference to another site (<${el.name} ${attribute.name}="${attribute.value.slice(0, 60)}">)`;
  }
  if (animations.has(local)) {
    const target = el.attributes.find((a) => a.local.toLowerCase() === 'attributename');
    const targetName = (target?.value.trim().split(':').pop() ?? '').toLowerCase();
    if (targetName === 'href' || targetName.startsWith('on'))
      return `an animation of ${target!.value.trim()} (<${el.name}>), which can make a link run script`;
  }
  return undefined;
}

/** A processing instruction's problem: an `<?xml-stylesheet?>` may be XSLT, which writes a page with script. */
export function instructionProblem(target: string): string | undefined {
  return target.toLowerCase() === 'xml-stylesheet'
    ? 'an <?xml-stylesheet?> instruction (a stylesheet can transform the file into a page that runs script)'
    : undefined;
}

/** A DOCTYPE's problem: declared entities can hide markup from a reader and expand without bound. */
export function doctypeProblem(doctype: string): string | undefined {
  return /<!ENTITY/i.test(doctype) ? 'an <!ENTITY> declaration in its DOCTYPE' : undefined;
}
