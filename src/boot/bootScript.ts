/**
 * Runs inline in <head> (after the <title>), before the body is parsed (the build bundles, minifies and hashes it into
 * the Content-Security-Policy, which allows no other inline script):
 *
 * - applies the visitor's theme choice, so the first paint has the right colours;
 * - rewrites the address to its canonical form without a history entry (`#/About/` → `#/about`,
 *   nothing → `#/home`: src/content/address.ts), and gives the document the opened page's title;
 * - asks early for the opened page's hero picture: the page waits as text in a data block (or in the
 *   pages file), where the browser's preload scanner cannot see it;
 * - adds the web fonts (their @font-face rules wait in a <style media="not all">) after the
 *   first paint, so they never compete with the page for a phone's first round trips: the first
 *   paint is set in the metric-matched fallback faces, which take the same room. The pages' faces
 *   are fetched together first and added at once, so the page is laid out again once. A visitor
 *   who has had them before (they are in the browser's cache) gets them at once; the web app
 *   manifest and the print rules are linked when the app starts;
 * - starts the app. When the opened route is prerendered the page is complete without it, so its
 *   JavaScript is requested only after the load event and the first paint (at the latest 3 s after
 *   load, as a browser need not report paints) and never competes with the HTML, CSS, fonts and
 *   images for a phone's bandwidth; for any other address it is requested at once.
 *
 * What it needs from the build comes in its own data attributes (BootData, src/boot/scriptData.ts).
 */
import { readAddress } from '../content/address';
import { appStartEvent, fontsSeenKey, webFontsAttribute, type BootData } from './scriptData';
import './themeScript';

interface Hero {
  type: string;
  srcset: string;
  sizes: string;
}

const data = (document.currentScript as HTMLScriptElement).dataset as unknown as BootData;

const address = readAddress(location.hash);
if (address.hash !== location.hash) history.replaceState(history.state, '', address.hash);
const { route, filtered } = address;

// The page's own title from the first frame (the browser may paint before the body is parsed).
const titles = JSON.parse(data.titles || '{}') as Record<string, string>;
document.title = titles[route] ?? titles['*'] ?? document.title;

function addToHead(tag: 'link' | 'script', props: Record<string, string>) {
  document.head.appendChild(Object.assign(document.createElement(tag), props));
}

const fontStyle = document.querySelector<HTMLStyleElement>(`style[${webFontsAttribute}]`);
function rememberFonts() {
  try {
    localStorage.setItem(fontsSeenKey, '1');
  } catch {
    // Storage refused (a private window): the next visit waits for the first paint again.
  }
}
/** A returning visitor's fonts are in the browser's cache: the waiting rules apply from the first paint. */
function fontsOn() {
  if (fontStyle) fontStyle.media = 'all';
}
/** A woff2 file's name, from a path or a CSS `src` (`url("./assets/roboto-….woff2") format("woff2")`). */
const woff2Name = (text: string) => /[^/("']+\.woff2/.exec(text)?.[0];

/**
 * The web fonts after the first paint: a FontFace for each of the waiting rules, the pages' faces
 * fetched together, then all added at once. Blink lays the page out again once, and does less
 * work than for a style sheet switched on (measured on About: layout 55 against 70 ms).
 */
function enableFonts() {
  const rules = [...(fontStyle?.sheet?.cssRules ?? [])].filter((r) => r instanceof CSSFontFaceRule);
  if (!rules.length || fontStyle?.media === 'all') return;
  const wanted = new Set(data.fonts.split(' ').map(woff2Name));
  const faces = rules.map((rule) => {
    const get = (name: string) => rule.style.getPropertyValue(name);
    // The family as a name: CSSOM serialises a name with a space in quotes, FontFace takes it literally.
    const family = get('font-family').replace(/^(["'])(.*)\1$/, '$2');
    const face = new FontFace(family, get('src'), {
      weight: get('font-weight') || 'normal',
      style: get('font-style') || 'normal',
      unicodeRange: get('unicode-range') || 'U+0-10FFFF',
      display: 'swap',
    });
    return { face, wanted: wanted.has(woff2Name(get('src'))) };
  });
  const loads = faces.filter((f) => f.wanted).map((f) => f.face.load().catch(() => undefined));
  void Promise.all(loads).then(() => {
    for (const { face } of faces) document.fonts.add(face);
    rememberFonts();
  });
}
try {
  if (localStorage.getItem(fontsSeenKey)) fontsOn();
} catch {
  // As above.
}

function startApp() {
  addToHead('link', { rel: 'manifest', href: data.manifest });
  if (data.printStyles) addToHead('link', { rel: 'stylesheet', media: 'print', href: data.printStyles });
  for (const href of data.preload.split(' ')) if (href) addToHead('link', { rel: 'modulepreload', href });
  addToHead('script', { type: 'module', src: data.entry });
  dispatchEvent(new Event(appStartEvent));
}

let started = false;
/** The fonts, then the app in a task of its own: two short tasks rather than one long one on a slow phone. */
function start() {
  if (started) return;
  started = true;
  enableFonts();
  setTimeout(startApp);
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
