/**
 * A small, strict XML reader for the Atom feed arXiv answers with: elements, attributes, text, CDATA and
 * the predefined and numeric entities; no DTDs. Names are kept as written (`arxiv:doi`). Anything that
 * is not well-formed throws, so a truncated or HTML answer is named as malformed.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text and its descendants', in order. */
  text: string;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const value = entities[name];
    if (value === undefined) throw new Error(`unknown entity ${whole}`);
    return value;
  });
}

const tag = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>/y;
const attribute = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const open: XmlElement[] = [root];
  const addText = (text: string) => {
    for (const element of open) element.text += text;
  };
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const end = lt < 0 ? source.length : lt;
    if (end > i) {
      const text = source.slice(i, end);
      if (open.length === 1 && text.trim()) throw new Error('text outside the root element');
      addText(decode(text));
    }
    if (lt < 0) break;
    if (source.startsWith('<?', lt)) i = skipTo(source, '?>', lt);
    else if (source.startsWith('<!--', lt)) i = skipTo(source, '-->', lt);
    else if (source.startsWith('<![CDATA[', lt)) {
      const close = skipTo(source, ']]>', lt);
      addText(source.slice(lt + 9, close - 3));
      i = close;
    } else if (source.startsWith('<!', lt)) throw new Error('document type declarations are not read');
    else {
      tag.lastIndex = lt;
      const m = tag.exec(source);
      if (!m) throw new Error(`unreadable tag at offset ${lt}`);
      const [, closing, name, attrs, selfClosing] = m as unknown as [string, string, string, string, string];
      i = tag.lastIndex;
      if (closing) {
        const top = open.pop();
        if (!top || top === root || top.name !== name) throw new Error(`</${name}> closes <${top?.name ?? ''}>`);
        continue;
      }
      const element: XmlElement = { name, attributes: {}, children: [], text: '' };
      for (const a of attrs.matchAll(attribute)) element.attributes[a[1]!] = decode(a[2] ?? a[3] ?? '');
      if (open.length === 1 && root.children.length > 0) throw new Error('a second root element');
      open.at(-1)!.children.push(element);
      if (!selfClosing) open.push(element);
    }
  }
  if (open.length > 1) throw new Error(`<${open.at(-1)!.name}> is never closed`);
  if (root.children.length === 0) throw new Error('no element');
  return root.children[0]!;
}

function skipTo(source: string, marker: string, from: number): number {
  const at = source.indexOf(marker, from);
  if (at < 0) throw new Error(`unterminated ${source.slice(from, from + 4)}`);
  return at + marker.length;
}

/** The children named `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);
/** The first child named `name`'s text, trimmed, or undefined. */
export const childText = (element: XmlElement, name: string) =>
  childrenNamed(element, name)[0]?.text.replace(/\s+/g, ' ').trim() || undefined;
