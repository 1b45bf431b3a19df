import type { Element, Root as HastRoot, RootContent } from 'hast';
import { pictureFile, pictureSlots, widthsFor } from '../../../src/content/pictureSlots.ts';

/**
 * Pictures in a Markdown body (a news item's, a project's page), made to fit like every picture: the build
 * makes each at the body column's widths (the `body` slot), and the body's HTML names those files, as
 * <Picture> does. Which files were made is known once the content is checked (loadContent.ts sets it);
 * until then a body's picture is its file as written.
 */

/** One picture as the build makes it (tooling/content/pictures/imageFiles.ts GeneratedImage). */
export interface FittedPicture {
  width: number;
  height: number;
  stem: string;
  hash: string;
  widths: number[];
}

let fitted: Readonly<Record<string, FittedPicture>> = {};
const listeners: Array<() => void> = [];

/** The pictures the build makes, by their path in public/: every body rendered after this names them. */
export function setFittedPictures(pictures: Readonly<Record<string, FittedPicture>>) {
  fitted = pictures;
  for (const listener of listeners) listener();
}

/** Called when the pictures change (markdown.ts forgets the bodies it rendered). */
export const onFittedPictures = (listener: () => void) => listeners.push(listener);

const element = (tagName: string, properties: Element['properties'], children: Element[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** An <img> of the body as <picture>: AVIF and WebP at the slot's widths, its size reserved, loaded lazily. */
function fittedElement(img: Element): Element {
  const src = String(img.properties.src ?? '').replace(/^\.?\//, '');
  const image = fitted[src];
  const common = { alt: img.properties.alt ?? '', loading: 'lazy', decoding: 'async' };
  // A picture from elsewhere (refused by the check) is never loaded: the page embeds nothing of another site.
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(src)) return element('img', common);
  if (!image) return element('img', { src, ...common });
  const { sizes, shownAt } = pictureSlots.body;
  const made = new Set(image.widths);
  const fitting = widthsFor(['body'], image.width).filter((w) => made.has(w));
  const widths = fitting.length ? fitting : image.widths;
  const srcset = (format: 'avif' | 'webp') => widths.map((w) => `${pictureFile(image, w, format)} ${w}w`).join(', ');
  const fallback = Math.min(image.width, Math.max(...shownAt));
  return element('picture', {}, [
    element('source', { type: 'image/avif', srcSet: srcset('avif'), sizes }),
    element('img', {
      src: pictureFile(image, made.has(fallback) ? fallback : widths.at(-1)!, 'webp'),
      srcSet: srcset('webp'),
      sizes,
      width: image.width,
      height: image.height,
      ...common,
    }),
  ]);
}

/** A rehype step after the sanitiser: each picture (checked there: a file, its alt text) made to fit. */
export function fitPictures() {
  const visit = (node: HastRoot | RootContent) => {
    if (!('children' in node)) return;
    node.children = node.children.map((child) =>
      child.type === 'element' && child.tagName === 'img' ? fittedElement(child) : child,
    );
    // A picture made here is not visited again: its <img> names the made files already.
    for (const child of node.children) if (child.type !== 'element' || child.tagName !== 'picture') visit(child);
  };
  return (tree: HastRoot) => visit(tree);
}
