/**
 * The pages' prerendered markup, kept once the app has taken over, so a navigation shows the new
 * page at once, as the build rendered it, while its chunk loads (src/app/PrerenderedMain.tsx).
 * index.html's data blocks (src/boot/scriptData.ts) hold each page with its layout; only what sits
 * in <main> is shown, parsed in an inert <template> (no image is requested until it is shown).
 */
import { pageType } from '../boot/scriptData';

const pages = new Map<string, string>();

/** Keeps every data block's page, and the opened page as it is in #root (its block is gone). */
export function keepPrerenderedPages(root: HTMLElement, opened?: string) {
  for (const block of document.querySelectorAll<HTMLScriptElement>(`script[type="${pageType}"]`))
    pages.set(block.dataset.page!, block.text);
  if (opened) pages.set(opened, root.innerHTML);
}

/** The inner HTML of the route's <main> as the build rendered it (`about`), if the build prerendered it. */
export function prerenderedMain(route: string): string | undefined {
  const template = document.createElement('template');
  // The build's own markup, rendered by React from the site's content (never a visitor's input).
  template.innerHTML = pages.get(route) ?? '';
  return template.content.querySelector('main')?.innerHTML;
}
