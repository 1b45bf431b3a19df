/**
 * The app's start, part of the swap script at the end of <body> (src/boot/swapScript.ts), so that none of it comes
 * before Home's page in the response's first 14 KB:
 *
 * - adds the web fonts (their @font-face rules wait in a <style media="not all">) after the first paint, so they
 *   never compete with the page for a phone's first round trips: the first paint is set in the metric-matched
 *   fallback faces, which take about the same room. The pages' faces are fetched together first and added at once,
 *   so the page is laid out again once, and only if nothing on screen moves (else with the next page opened:
 *   src/boot/fontSwap.ts); a returning visitor has them from the first paint (the boot script);
 * - names the inline stylesheets to Vite's preload (scriptData.ts `appliedStyleType`), links the web app manifest and
 *   the print rules, and adds the app's entry; then the other pages' files, so that
 *   a navigation shows the new page at once (src/app/PrerenderedMain.tsx).
 *
 * When the opened route is a prerendered list page the page is complete without the app, so its JavaScript is
 * requested only after the load event, the first paint and the page's hero picture (at the latest 3 s after load, as
 * a browser need not report paints) and never competes with the HTML, images and the page's file for a phone's
 * bandwidth; for any other address at once, an entry's page (`#/news/<page>`) among them: its file, if there is one,
 * still holds the first paint (src/boot/bootScript.ts), and if there is none the app shows Not Found without
 * waiting. The hero comes from a data block, so the load event does not wait for it: an app that landed before the
 * picture was painted would count, in Lighthouse's simulation, into the largest paint (Home: 1.7 s instead of 1.0).
 */
import { readAddress } from '../content/address';
import { addToHead } from './addToHead';
import { addFontsWithoutShift } from './fontSwap';
import {
  appliedStyleType,
  fontsSeenKey,
  pageFileName,
  webFontsAttribute,
  type BootData,
  type PrerenderedPages,
} from './scriptData';

const data = (document.querySelector('script[data-entry]') as HTMLScriptElement).dataset as unknown as BootData;

/** A woff2 file's name, from a path or a CSS `src` (`url("./assets/roboto-….woff2") format("woff2")`). */
const woff2Name = (text: string) => /[^/("']+\.woff2/.exec(text)?.[0];

/**
 * The web fonts after the first paint: a FontFace for each of the waiting rules, the pages' faces
 * fetched together, then all added at once. Blink lays the page out again once, and does less
 * work than for a style sheet switched on (measured on About: layout 55 against 70 ms).
 */
function enableFonts() {
  const fontStyle = document.querySelector<HTMLStyleElement>(`style[${webFontsAttribute}]`);
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
    addFontsWithoutShift(faces.map((f) => f.face));
    try {
      localStorage.setItem(fontsSeenKey, '1');
    } catch {
      // Storage refused (a private window): the next visit waits for the first paint again.
    }
  });
}

/**
 * Every list page's file not yet in or asked for (a deep link's own came from the boot script); an entry's page
 * is left to its chunk, as there may be hundreds.
 */
function addPageFiles(pages: PrerenderedPages) {
  for (const route of data.pages.split(' ')) {
    const src = data.pageFiles + pageFileName(route);
    if (pages[route] === undefined && !document.querySelector(`script[src="${src}"]`)) addToHead('script', { src });
  }
}

function startApp(pages: PrerenderedPages) {
  // Before the entry: Vite's preload, finding these linked, links no inline stylesheet a second time.
  for (const href of data.appliedStyles.split(' '))
    if (href) addToHead('link', { rel: 'stylesheet', type: appliedStyleType, href });
  addToHead('link', { rel: 'manifest', href: data.manifest });
  if (data.printStyles) addToHead('link', { rel: 'stylesheet', media: 'print', href: data.printStyles });
  for (const href of data.preload.split(' ')) if (href) addToHead('link', { rel: 'modulepreload', href });
  addToHead('script', { type: 'module', src: data.entry });
  addPageFiles(pages);
}

/**
 * Starts the app: at once for an address the app renders (filtered, or with no prerendered page), else after the
 * load event and the first paint; the fonts, then the app in a task of its own: two short tasks rather than one
 * long one on a slow phone.
 */
export function startAppWhenDue(pages: PrerenderedPages) {
  const { route, filtered } = readAddress(location.hash);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    enableFonts();
    setTimeout(() => startApp(pages));
  };
  if (filtered || !data.pages.split(' ').includes(route)) return start();
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start));
  /** After the page's own high-priority picture (its largest paint), when it has one. */
  const afterHero = () => {
    const hero = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
    if (!hero || hero.complete) return afterNextFrame();
    hero.addEventListener('load', afterNextFrame, { once: true });
    hero.addEventListener('error', afterNextFrame, { once: true });
  };
  addEventListener('load', () => {
    setTimeout(start, 3000);
    const Observer = window.PerformanceObserver;
    if (!Observer || !(Observer.supportedEntryTypes ?? []).includes('paint')) return afterHero();
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        afterHero();
      }
    }).observe({ type: 'paint', buffered: true });
  });
}
