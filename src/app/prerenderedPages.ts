/**
 * The pages' prerendered markup, as the swap script keeps it (src/boot/swapScript.ts: Home's from
 * index.html, the others from the pages file), so a navigation shows the new page at once while its
 * chunk loads (src/app/PrerenderedMain.tsx). Each page's markup holds its layout too: only what sits
 * in <main> is shown, parsed in an inert <template> (no image is requested until it is shown).
 */
import { pagesKey, type PrerenderedPages } from '../boot/scriptData';

/** The inner HTML of the route's <main> as the build rendered it (`about`), once the swap script has it. */
export function prerenderedMain(route: string): string | undefined {
  const template = document.createElement('template');
  // The build's own markup, rendered by React from the site's content (never a visitor's input).
  template.innerHTML = (window as unknown as Record<string, PrerenderedPages | undefined>)[pagesKey]?.[route] ?? '';
  return template.content.querySelector('main')?.innerHTML;
}
