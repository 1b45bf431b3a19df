/**
 * The pages' prerendered markup, as the swap script keeps it (src/boot/swapScript.ts: Home's from
 * index.html, the others from their page files), so a navigation shows the new page at once while its
 * chunk loads (src/app/PrerenderedMain.tsx). Each page's markup holds its layout too: only what sits
 * in <main> is shown, cut out of the text (React's markup has one <main>, and escapes `<` in text and
 * attributes), so the page is parsed once, where it is shown.
 */
import { pagesKey, type PrerenderedPages } from '../boot/scriptData';

/** The inner HTML of the route's <main> as the build rendered it (`about`), once the swap script has it. */
export function prerenderedMain(route: string): string | undefined {
  const page = (window as unknown as Record<string, PrerenderedPages | undefined>)[pagesKey]?.[route] ?? '';
  const start = page.indexOf('>', page.indexOf('<main')) + 1;
  const end = page.lastIndexOf('</main>');
  return start > 0 && end > start ? page.slice(start, end) : undefined;
}
