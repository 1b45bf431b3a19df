/**
 * Runs inline in <head> (after the <title>), before the body is parsed (the build bundles, minifies and hashes it into
 * the Content-Security-Policy, which allows no other inline script). Only what the first paint needs, as every byte
 * here comes before Home's page in the response's first 14 KB (the app's start is the swap script's: appStart.ts):
 *
 * - applies the visitor's theme choice, so the first paint has the right colours;
 * - rewrites the address to its canonical form without a history entry (`#/About/` → `#/about`,
 *   nothing → `#/home`: src/content/address.ts), and gives the document the opened page's title;
 * - turns the web fonts on at once for a visitor who has had them (they are in the browser's cache);
 * - asks early for the opened page's largest picture (Home's photo, the first card's: indexHtml.ts `heroes`): the
 *   page waits as text in a data block (or in its page file), where the browser's preload scanner cannot see it;
 * - on a deep link, adds the opened page's file (a script, src/boot/scriptData.ts `pageFileText`; an entry's
 *   page, `#/news/<page>`, sets its own title) with
 *   `blocking="render"`, which only an element added before <body> may have: the browser holds the first
 *   paint until the page is in, so the first paint is the page whole.
 *
 * What it needs from the build comes in its own data attributes (BootData, src/boot/scriptData.ts).
 */
import { readAddress } from '../content/address';
import { addToHead } from './addToHead';
import { documentPage, fontsSeenKey, pageFileName, webFontsAttribute, type BootData, type Hero } from './scriptData';
import './themeScript';

const data = (document.currentScript as HTMLScriptElement).dataset as unknown as BootData;

const address = readAddress(location.hash);
if (address.hash !== location.hash) history.replaceState(history.state, '', address.hash);
const { route, filtered } = address;
// An entry's page (`#/news/<page>`): its file, like a list page's, but not named in index.html (BootData.itemPages).
const item = data.itemPages && RegExp(data.itemPages).test(route);

// The page's own title from the first frame (the browser may paint before the body is parsed). Home's is the
// document's <title>; an entry's page brings its own with its file, which the first frame waits for (until then
// the site's title, not Not Found's).
const titles = JSON.parse(data.titles) as Record<string, string>;
document.title = titles[route] ?? (item || route === documentPage ? document.title : titles['*']!);

try {
  const fontStyle = document.querySelector<HTMLStyleElement>(`style[${webFontsAttribute}]`);
  if (fontStyle && localStorage.getItem(fontsSeenKey)) fontStyle.media = 'all';
} catch {
  // Storage refused (a private window): the fonts wait for the first paint.
}

// A filtered page is rendered by the app: the swap script leaves #root empty.
const hero = filtered ? undefined : (JSON.parse(data.heroes) as Record<string, Hero>)[route];
if (hero) {
  addToHead('link', {
    rel: 'preload',
    as: 'image',
    ...('href' in hero ? { href: hero.href } : { type: hero.type, imageSrcset: hero.srcset, imageSizes: hero.sizes }),
    fetchPriority: 'high',
  });
}

// A deep link's page file holds the first paint until it has run (`blocking` sets the attribute).
if (!filtered && route !== documentPage && (item || data.pages.split(' ').includes(route)))
  addToHead('script', { src: data.pageFiles + pageFileName(route), blocking: 'render', fetchPriority: 'high' });
