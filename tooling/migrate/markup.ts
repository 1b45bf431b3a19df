import { nameToEmoji } from 'gemoji';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];

/** Text converted from an old site's Markdown, Liquid and HTML, with what could not be said in the new form. */
export interface Converted {
  text: string;
  /** Each construct dropped because its meaning is not clear here, as written (`{% include … %}`, `<video>`). */
  unclear: string[];
}

/**
 * Template code, each form read up to its own end and never past the next opening, so a run of `{` is read
 * once (linear): Liquid tags `{% … %}`, Hugo shortcodes `{{< … >}}` / `{{% … %}}`, Liquid output `{{ … }}`.
 */
const liquidTag = String.raw`\{%(?:[^%{]|%(?!\})|\{(?!%))*%\}`;
const shortcode = String.raw`\{\{[%<](?:[^%>{]|[%>](?!\}\})|\{(?!\{))*[%>]\}\}`;
const liquidOutput = String.raw`\{\{(?:[^{}]|\{(?!\{)|\}(?!\}))*\}\}`;
export const templateCodeRun = new RegExp(`${liquidTag}|${shortcode}|${liquidOutput}`, 'g');

/** Liquid and Hugo template code whose meaning is clear: the site's own address, a link, a file. */
function templateCode(source: string, unclear: string[]): string {
  return (
    source
      // Hugo: {{% staticref "files/cv.pdf" "newtab" %}}words{{% /staticref %}} is a link to a file.
      // The words stop at the next staticref, opening or closing, so unclosed ones are read once each.
      .replace(
        /\{\{[%<]\s*staticref\s+"([^"]+)"[^%>]*[%>]\}\}((?:(?!\{\{[%<]\s*\/?staticref)[\s\S])*)\{\{[%<]\s*\/staticref\s*[%>]\}\}/g,
        '[$2]($1)',
      )
      .replace(/\{\{\s*(?:site\.url|site\.baseurl|base_path|["']?\/?["']?\s*\|\s*relative_url)\s*\}\}/g, '')
      .replace(/\{\{\s*["']([^"']+)["']\s*\|\s*(?:relative_url|absolute_url|prepend:\s*site\.baseurl)\s*\}\}/g, '$1')
      .replace(/\{%-?\s*include\s+base_path\s*-?%\}/g, '')
      // {% link _pages/cv.md %} as a link's target names a page of the old site; bare in a sentence it means nothing here.
      .replace(
        /(\]\(\s*|href=["'])\{%-?\s*link\s+([^\s%]+)\s*-?%\}/g,
        (_, before: string, path: string) => `${before}/${path.replace(/^\/?(_pages\/)?/, '')}`,
      )
      .replace(templateCodeRun, (code: string) => {
        unclear.push(code.replace(/\s+/g, ' ').trim());
        return '';
      })
  );
}

const dropped = new Set(['script', 'style', 'video', 'iframe', 'audio', 'object', 'embed', 'form', 'input', 'button']);

function childrenOf(node: Node): Node[] {
  return 'childNodes' in node ? (node.childNodes as Node[]) : [];
}

function attr(node: Node, name: string): string {
  return 'attrs' in node ? (node.attrs.find((a) => a.name === name)?.value ?? '') : '';
}

/** A YouTube player's address as its watch page (`…/embed/ID` is `…/watch?v=ID`); any other as written. */
const watchPage = (src: string) =>
  src.replace(
    /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]+)(?:\?.*)?$/,
    'https://www.youtube.com/watch?v=$1',
  );

/**
 * An embedded player (`<iframe>`, `<video>`): a body embeds nothing, so it becomes a link to what it played,
 * named; one with no address is dropped, named.
 */
function embedded(node: Node, unclear: string[]): string {
  const src = attr(node, 'src') || attr(childrenOf(node).find((c) => c.nodeName === 'source') ?? node, 'src');
  if (!src) {
    unclear.push(`<${node.nodeName}>`);
    return '';
  }
  const href = watchPage(src);
  unclear.push(`link to ${href} in place of the embedded <${node.nodeName}>: a body embeds no player`);
  return `\n\n[Video](${href})\n\n`;
}

/** HTML elements as the Markdown that means the same; an element with no equivalent is named. */
function markdownOf(nodes: Node[], unclear: string[]): string {
  return nodes
    .map((node): string => {
      if (node.nodeName === '#text') return (node as DefaultTreeAdapterMap['textNode']).value;
      if (node.nodeName === '#comment') return '';
      const inner = () => markdownOf(childrenOf(node), unclear);
      switch (node.nodeName) {
        case 'a': {
          const href = attr(node, 'href');
          return href ? `[${inner().trim()}](${href})` : inner();
        }
        case 'em':
        case 'i':
        case 'cite':
          return `*${inner().trim()}*`;
        case 'strong':
        case 'b':
          return `**${inner().trim()}**`;
        case 'br':
          return '\n';
        case 'iframe':
        case 'video':
          return embedded(node, unclear);
        case 'img':
          return `![${attr(node, 'alt')}](${attr(node, 'src')})`;
        case 'p':
        case 'div':
          return `${inner()}\n\n`;
        case 'li':
          return `- ${inner().trim()}\n`;
        case 'ul':
        case 'ol':
          return `\n${inner()}\n`;
        case 'span':
        case 'sup':
        case 'sub':
        case 'small':
        case 'center':
        case 'font':
          return inner();
        default:
          if (dropped.has(node.nodeName)) {
            unclear.push(`<${node.nodeName}>`);
            return '';
          }
          unclear.push(`<${node.nodeName}>`);
          return inner();
      }
    })
    .join('');
}

/** GitHub's emoji shortcodes (`:tada:`), which Jekyll and Hugo draw as the emoji: the emoji itself. */
function emojify(text: string): string {
  return text.replace(/(?<![\w:/]):([a-z0-9_+-]+):(?![\w/])/g, (code, name: string) => nameToEmoji[name] ?? code);
}

/** Markdown with Liquid/Hugo code and HTML in it, as Markdown alone. */
export function toMarkdown(source: string): Converted {
  const unclear: string[] = [];
  const code = emojify(templateCode(source, unclear));
  const text = markdownOf(parseFragment(code).childNodes as Node[], unclear)
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, unclear: [...new Set(unclear)] };
}

/** One line of text (a title, a news item): Markdown emphasis kept as single `*`, line breaks as spaces. */
export function toLine(source: string): Converted {
  const { text, unclear } = toMarkdown(source);
  const line = text
    .replace(/!\[[^\][]*\]\([^()]*\)/g, (image) => {
      unclear.push(image);
      return '';
    })
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a?: string, b?: string) => `*${a ?? b}*`)
    .replace(/(?<!\s)\s*\n+\s*/g, ' ')
    .trim();
  return { text: line, unclear };
}

/** Plain text, no markup at all (a talk's title, a name): links become their words. */
export function toPlain(source: string): string {
  return toLine(source)
    .text.replace(/\[([^\][]*)\]\([^()]*\)/g, '$1')
    .replace(/(^|[^\w*])\*([^*]+)\*/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
