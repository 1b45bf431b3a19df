/**
 * Runs inline in <head> (after the <title>), before the body is parsed (the build bundles, minifies and hashes it into
 * the Content-Security-Policy, which allows no other inline script):
 *
 * - applies the visitor's theme choice, so the first paint has the right colours;
 * - rewrites the address to its canonical form without a history entry (`#/About/` → `#/about`,
 *   nothing → `#/home`: src/app/address.ts), and gives the document the opened page's title;
 * - asks early for the opened page's hero picture: the page waits as text in a data block, where
 *   the browser's preload scanner cannot see it;
 * - turns the web fonts on (their @font-face rules wait in a <style media="not all">) after the
 *   first paint, so they never compete with the page for a phone's first round trips: the first
 *   paint is set in the metric-matched fallback faces, which take the same room. The pages' faces
 *   are fetched together first and turned on at once, so the page is laid out again once. A
 *   visitor who has had them before (they are in the browser's cache) gets them at once; the web
 *   app manifest is linked when the app starts;
 * - starts the app. When the opened route is prerendered the page is complete without it, so its
 *   JavaScript is requested only after the load event and the first paint (at the latest 3 s after
 *   load, as a browser need not report paints) and never competes with the HTML, CSS, fonts and
 *   images for a phone's bandwidth; for any other address it is requested at once.
 *
 * What it needs from the build comes in its own data attributes (see BootData).
 */
import { readAddress } from '../app/address';
import { webFontsAttribute, type BootData } from './scriptData';
import { applyThemeChoice } from './applyThemeChoice';

interface Hero {
  type: string;
  srcset: string;
  sizes: string;
}

const data = (document.currentScript as HTMLScriptElement).dataset as unknown as BootData;

applyThemeChoice();

const address = readAddress(location.hash);
if (address.hash !== location.hash) history.replaceState(history.state, '', address.hash);
const { route, filtered } = address;

// The page's own title from the first frame (the browser may paint before the body is parsed).
const titles = JSON.parse(data.titles || '{}') as Record<string, string>;
document.title = titles[route] ?? titles['*'] ?? document.title;

function addToHead(tag: 'link' | 'script', props: Record<string, string>) {
  document.head.appendChild(Object.assign(document.createElement(tag), props));
}

const fontsSeen = 'web-fonts';
const fontStyle = document.querySelector<HTMLStyleElement>(`style[${webFontsAttribute}]`);
function fontsOn() {
  if (!fontStyle || fontStyle.media === 'all') return;
  fontStyle.media = 'all';
  try {
    localStorage.setItem(fontsSeen, '1');
  } catch {
    // Storage refused (a private window): the next visit waits for the first paint again.
  }
}
/** Fetches the pages' faces together, then turns the web fonts on: one new layout, not one per face. */
function enableFonts() {
  if (!fontStyle || fontStyle.media === 'all') return;
  const loads = data.fonts
    .split(' ')
    .filter(Boolean)
    .map(
      (href) =>
        new Promise((done) => {
          const link = Object.assign(document.createElement('link'), {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            crossOrigin: 'anonymous',
            href,
            onload: done,
            onerror: done,
          });
          document.head.appendChild(link);
        }),
    );
  void Promise.all(loads).then(fontsOn);
}
try {
  if (localStorage.getItem(fontsSeen)) fontsOn();
} catch {
  // As above.
}

let started = false;
function start() {
  if (started) return;
  started = true;
  enableFonts();
  addToHead('link', { rel: 'manifest', href: data.manifest });
  for (const href of data.preload.split(' ')) if (href) addToHead('link', { rel: 'modulepreload', href });
  addToHead('script', { type: 'module', src: data.entry });
}

const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start));

function startAfterFirstPaint() {
  setTimeout(start, 3000);
  const Observer = window.PerformanceObserver;
  if (!Observer || !(Observer.supportedEntryTypes ?? []).includes('paint')) return afterNextFrame();
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      afterNextFrame();
    }
  }).observe({ type: 'paint', buffered: true });
}

// A filtered page is rendered by the app: the swap script leaves #root empty.
const hero = filtered ? undefined : (JSON.parse(data.heroes || '{}') as Record<string, Hero>)[route];
if (hero) {
  addToHead('link', {
    rel: 'preload',
    as: 'image',
    type: hero.type,
    imageSrcset: hero.srcset,
    imageSizes: hero.sizes,
    fetchPriority: 'high',
  });
}

if (filtered || !data.pages.split(' ').includes(route)) start();
else addEventListener('load', startAfterFirstPaint);
