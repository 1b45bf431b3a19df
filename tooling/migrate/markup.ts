import { nameToEmoji } from 'gemoji';
import { parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { inlineAutolinks, inlineReferences } from './referenceLinks.ts';

type Node = DefaultTreeAdapterMap['childNode'];

/** Text converted from an old site's Markdown, Liquid and HTML, with what could not be said in the new form. */
export interface Converted {
  text: string;
  /** Each construct dropped because its meaning is not clear here, as written (`{% include … %}`, `<video>`). */
  unclear: string[];
}

/** A Liquid include's or Hugo shortcode's arguments (`path="a.jpg" caption='x' loading=lazy`), by name. */
function argsOf(text: string): Record<string, string> {
  const args: Record<string, string> = {};
  for (const m of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=]+))/g))
    args[m[1]!.toLowerCase()] = (m[2] ?? m[3] ?? m[4] ?? '').trim();
  return args;
}

/** A citation by key (`{% cite a b %}`, `<d-cite key="a,b">`): a link per key, made a paper's link by localLinks. */
const citation = (keys: string[]) => (keys.length ? `(${keys.map((key) => `[${key}](cite:${key})`).join('; ')})` : '');

/** jekyll-scholar's `{% cite a b --file x --locator 3 %}`: the keys, its options left out. */
function citeKeys(args: string): string[] {
  const words = args.replace(/-$/, '').trim().split(/\s+/).filter(Boolean);
  return words.filter((word, i) => !word.startsWith('-') && !words[i - 1]?.startsWith('--'));
}

/** A picture with its caption: its alt text the owner's, else the caption's words. */
function figure(src: string, caption: string, alt: string): string {
  if (!src) return '';
  // With no words, its alt text is named as a to-do where the picture is placed (sourceFiles.ts localLinks).
  const words = (alt || caption).replace(/[[\]\n]/g, ' ').trim();
  return `\n\n![${words}](${src})${caption ? `\n\n*${caption}*` : ''}\n\n`;
}

/** A video's address as a link (a body embeds no player), named. */
function videoLink(href: string, words: string, unclear: string[]): string {
  if (!href) return '';
  const to = watchPage(href);
  unclear.push(`link to ${to} in place of the embedded video: a body embeds no player`);
  return `\n\n[${words || 'Video'}](${to})\n\n`;
}

/** al-folio's figure and video includes, Hugo's figure and video shortcodes: one clear meaning each. */
function mediaCode(source: string, unclear: string[]): string {
  return source
    .replace(
      /\{%-?\s*include\s+(figure|video)\.(?:liquid|html)\b([^%]*)%\}[ \t]*/g,
      (_, kind: string, rest: string) => {
        const args = argsOf(rest);
        return kind === 'figure'
          ? figure(args.path ?? '', args.caption ?? '', args.alt || args.title || '')
          : videoLink(args.path ?? '', args.caption ?? args.title ?? '', unclear);
      },
    )
    .replace(/\{\{[<%]\s*(figure|youtube|vimeo|video)\b([^<>%]*)[>%]\}\}[ \t]*/g, (_, kind: string, rest: string) => {
      const args = argsOf(rest);
      const bare = /^\s*"?([\w-]+)"?\s*$/.exec(rest)?.[1] ?? '';
      if (kind === 'figure') return figure(args.src ?? '', args.caption ?? args.title ?? '', args.alt ?? '');
      if (kind === 'youtube') {
        const id = args.id ?? bare;
        return id ? videoLink(`https://www.youtube.com/watch?v=${id}`, args.title ?? '', unclear) : '';
      }
      if (kind === 'vimeo') {
        const id = args.id ?? bare;
        return id ? videoLink(`https://vimeo.com/${id}`, args.title ?? '', unclear) : '';
      }
      return videoLink(args.src ?? '', args.caption ?? args.title ?? '', unclear);
    });
}

/**
 * kramdown's attribute lists (`{:target="_blank"}`, `{: .class}`) and abbreviation definitions
 * (`*[AUV]: Autonomous …`): instructions to the old renderer, never words on the page.
 */
const kramdownMarks = (source: string) => source.replace(/\{:[^{}\n]*\}/g, '').replace(/^\*\[[^\]\n]*\]:.*$/gm, '');

/** Liquid and Hugo template code whose meaning is clear: the site's own address, a link, a file, a citation. */
function templateCode(source: string, unclear: string[]): string {
  return (
    mediaCode(
      kramdownMarks(source)
        .replace(/\{\{\s*(?:site\.url|site\.baseurl|base_path|["']?\/?["']?\s*\|\s*relative_url)\s*\}\}/g, '')
        .replace(/\{\{\s*["']([^"']+)["']\s*\|\s*(?:relative_url|absolute_url|prepend:\s*site\.baseurl)\s*\}\}/g, '$1'),
      unclear,
    )
      .replace(/\{%-?\s*cite\b([^%]*)%\}/g, (_, args: string) => citation(citeKeys(args)))
      // Hugo: {{% staticref "files/cv.pdf" "newtab" %}}words{{% /staticref %}} is a link to a file.
      .replace(/\{\{[%<]\s*staticref\s+"([^"]+)"[^%>]*[%>]\}\}([^{]*)\{\{[%<]\s*\/staticref\s*[%>]\}\}/g, '[$2]($1)')
      .replace(/\{%-?\s*include\s+base_path\s*-?%\}/g, '')
      // {% link _pages/cv.md %} as a link's target names a page of the old site; bare in a sentence it means nothing here.
      .replace(
        /(\]\(\s*|href=["'])\{%-?\s*link\s+([^\s%]+)\s*-?%\}/g,
        (_, before: string, path: string) => `${before}/${path.replace(/^\/?(_pages\/)?/, '')}`,
      )
  );
}

/**
 * Every other `{% … %}` and `{{ … }}` left out, each named: found by indexOf, not a lazy pattern, so text with many
 * openers and no closer takes one pass (a regular expression would rescan the rest from each opener).
 */
/** Liquid's logic (`{% if %}`, `{% for %}` …): it arranges the old page and says nothing itself. */
const liquidLogic =
  /^\{%-?\s*(?:if|elsif|else|endif|unless|endunless|for|endfor|case|when|endcase|assign|capture|endcapture|comment|endcomment|raw|endraw|break|continue)\b/;
/** The template's own lists drawn into a page (news, posts, selected papers, the bibliography): the new site draws its own. */
const templateList =
  /^\{%-?\s*(?:bibliography\b|include\s+(?:news|latest_posts|selected_papers|publications?|projects|repositories|social|talks)[\w.-]*)/;

/** What a dropped piece of template code was, as the report says it. */
const templateNote = (code: string) =>
  liquidLogic.test(code)
    ? 'template logic ({% if %}, {% for %} and the like) left out: it arranged the old page and says nothing of its own'
    : templateList.test(code)
      ? `template list ${code} left out: the new site shows its news, papers and projects on its own pages`
      : code;

function otherTemplateCode(text: string, unclear: string[]): string {
  for (const [open, close] of [
    ['{%', '%}'],
    ['{{', '}}'],
  ] as const) {
    let out = '';
    let from = 0;
    for (let at = text.indexOf(open); at >= 0; at = text.indexOf(open, from)) {
      const end = text.indexOf(close, at + open.length);
      if (end < 0) break;
      unclear.push(
        templateNote(
          text
            .slice(at, end + close.length)
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      );
      out += text.slice(from, at);
      from = end + close.length;
    }
    text = out + text.slice(from);
  }
  return text;
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
        case 'd-cite':
          return citation(
            attr(node, 'key')
              .split(',')
              .map((key) => key.trim())
              .filter(Boolean),
          );
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
        case 'abbr':
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
  const code = emojify(otherTemplateCode(templateCode(inlineAutolinks(source), unclear), unclear));
  const text = inlineReferences(markdownOf(parseFragment(code).childNodes as Node[], unclear))
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { text, unclear: [...new Set(unclear)] };
}

/** One line of text (a title, a news item): Markdown emphasis kept as single `*`, line breaks as spaces. */
export function toLine(source: string): Converted {
  const { text, unclear } = toMarkdown(source);
  const line = text
    .replace(/!\[[^[\]]*\]\([^()]*\)/g, (image) => {
      unclear.push(image);
      return '';
    })
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a?: string, b?: string) => `*${a ?? b}*`)
    .split('\n')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ')
    .trim();
  return { text: line, unclear };
}

/** Plain text, no markup at all (a talk's title, a name): links become their words. */
export function toPlain(source: string): string {
  return toLine(source)
    .text.replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/(^|[^\w*])\*([^*]+)\*/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
