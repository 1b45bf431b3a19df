import { defaultTreeAdapter as tree } from 'parse5';
import type { HtmlTagDescriptor } from 'vite';
import { directionOf } from '../../src/i18n/direction.ts';
import { append, element, parsedNodes, serializeHtml, type Element, type Node } from '../html/htmlDocument.ts';
import { tagElement } from './headTags.ts';

/** What a page that runs no app is made of; the shell adds the frame every such page has. */
export interface StaticDocument {
  /** The content's locale (`en`, `ar-EG`): `<html lang>`, and `dir="rtl"` for a language written right to left. */
  locale: string;
  /** The page's Content-Security-Policy, as a meta tag before anything it governs. */
  policy: string;
  /** Where the page's addresses resolve from (`../`: as on index.html). */
  base: string;
  /** The one inline script, before anything paints (the theme script). */
  script: string;
  /** The page's title, as text. */
  title: string;
  /** Head tags, in order; a list of elements (the body's own hints) is written on one line. */
  head: Array<HtmlTagDescriptor | Element[]>;
  /** The body's markup (React's), parsed as the body's content. */
  body: Node[];
}

const bodyContext = element('body');

/** React's markup for a page's body, parsed as a browser parses the body's content. */
export const bodyNodes = (markup: string) => parsedNodes(markup, bodyContext);

/**
 * React puts the preloads of the first images before the markup when it renders no <head>: the leading
 * <link> elements of the body, taken out for the head.
 */
export function leadingLinks(nodes: Node[]): { links: Element[]; rest: Node[] } {
  const count = nodes.findIndex((n) => !(tree.isElementNode(n) && n.tagName === 'link'));
  const at = count < 0 ? nodes.length : count;
  return { links: nodes.slice(0, at) as Element[], rest: nodes.slice(at) };
}

/** Nodes with a line break after each, as the page's source reads best. */
const lines = (nodes: Array<Node | Node[]>) =>
  nodes.flatMap((n) => (Array.isArray(n) ? (n.length ? [...n, '\n'] : []) : [n, '\n']));

/**
 * The document of every page that runs no app (a paper's, the lists, a news item's, a project's): the frame
 * (charset, viewport, policy, base, the theme script, the title), the head tags, the body. One tree, one serialiser.
 */
export function staticDocument(page: StaticDocument): string {
  const doc = tree.createDocument();
  tree.setDocumentType(doc, 'html', '', '');
  const rtl = directionOf(page.locale) === 'rtl';
  const head = element('head', {}, [
    '\n',
    ...lines([
      element('meta', { charset: 'utf-8' }),
      element('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      element('meta', { 'http-equiv': 'Content-Security-Policy', content: page.policy }),
      element('base', { href: page.base }),
      element('script', {}, [page.script]),
      element('title', {}, [page.title]),
      ...page.head.map((tag) => (Array.isArray(tag) ? tag : tagElement(tag))),
    ]),
  ]);
  const html = element('html', { lang: page.locale, dir: rtl && 'rtl' }, [
    '\n',
    head,
    '\n',
    element('body', {}, ['\n', ...page.body, '\n']),
    '\n',
  ]);
  append(doc, ['\n', html, '\n']);
  return serializeHtml(doc);
}
