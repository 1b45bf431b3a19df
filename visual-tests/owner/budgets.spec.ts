import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { budgetTarget, budgetWarning, kibText, templateBudget } from './budgetTarget';
import { pictureSlots } from '../../src/content/pictureSlots';
import { faceFilePrefix, familyPackage } from '../../tooling/generators/fontFaces';
import { fontFaces } from '../../src/styles/tokens';
import { siteFolder } from '../../tooling/content/siteFolder.mjs';
import { pageFileParts } from '../../src/boot/scriptData';
import { pageChunkKey } from '../../tooling/generators/pageStyles';
import {
  gzipSize,
  homeInFirstWindow,
  KiB,
  listOut,
  pageFileOf,
  prerenderedPage,
  prerenderedRoutes,
  rawSize,
  readManifest,
  repoRoot,
  readOut,
  srcsetUrls,
  staticClosure,
  tags,
  type Manifest,
} from '../support/buildOutput';

/*
 * Performance budgets, checked on a production build (budgetTarget.ts: OUT_DIR, else dist; in `npm test` the
 * sample and the complete test owner): deterministic, no browser. `npm run bench` measures the same build
 * with Lighthouse.
 */
// fonts: 100 KiB allowed; the five subsets (tooling/plugins/fontSubset.ts) come to about 41 (the monospace face, ~8, is requested
// only by the token gallery and the publication pages), so 48 catches a lost subset.
// homeJs: React, the router and the layout with lucide-react's own icon runtime (about 1 KiB of it).
const budget = {
  homeJs: 88 * KiB,
  deferredHomeJs: 9.5 * KiB,
  inlineCss: 6 * KiB,
  pageCss: 4 * KiB,
  // A first congestion window is 10 packets of 1,460 B: 14,600 B with the response's headers.
  document: 14 * KiB,
  fonts: 48 * KiB,
  homeTotal: 250 * KiB,
};

const pageNames = (m: Manifest) =>
  Object.values(m).flatMap((c) => c.src?.match(/^src\/app\/pages\/(\w+)\.tsx$/)?.slice(1, 2) ?? []);

/** Files a chunk needs: the chunk and its static imports, transitively. */
const filesOf = (m: Manifest, key: string, seen?: Set<string>) =>
  [...staticClosure(m, key, seen)].map((k) => m[k]!.file);

/**
 * All the JavaScript #/home loads: the entry and its static imports, requested once the page has
 * loaded and painted. The home page itself stays as its prerendered HTML (its hover photo is CSS).
 */
const firstLoadJs = (m: Manifest) => filesOf(m, 'index.html');

/**
 * The home page's own chunk and its imports: loaded only when a navigation
 * needs it, never for #/home opened directly (routes.ts marks the page
 * `staticWhenOpened`; first-load.spec.ts checks it in the browser).
 */
function deferredHomeJs(m: Manifest) {
  const first = new Set(firstLoadJs(m));
  return filesOf(m, pageChunkKey(m, 'home')).filter((f) => !first.has(f));
}

/** Every chunk #/home ends up loading. */
const homeChunks = (m: Manifest) => {
  const keys = staticClosure(m, 'index.html');
  staticClosure(m, pageChunkKey(m, 'home'), keys);
  return [...keys].map((k) => m[k]!);
};

const dir = () => budgetTarget().dir;
const kib = (files: string[]) => files.map((f) => `${f}: ${kibText(gzipSize(f, dir()))}`).join(', ');
const gzTotal = (files: string[]) => files.reduce((sum, f) => sum + gzipSize(f, dir()), 0);
const manifest = () => readManifest(dir());

const html = () => readOut('index.html', dir()).toString('utf8');
/** The stylesheets inline in index.html, as the boot script's data names them (`assets/…css`). */
const appliedStyles = () =>
  (tags(html(), 'script').find((t) => t['data-entry'])?.['data-applied-styles'] ?? '')
    .split(' ')
    .filter(Boolean)
    .map((href) => href.replace(/^\.\//, ''));

/** The prerendered home page (the first paint of #/home), from its data block. */
const rootMarkup = () => prerenderedPage(html(), 'home');

test.describe('Budgets: JavaScript', () => {
  test('#/home loads at most 88 KiB of gzipped JavaScript: the entry and its imports', () => {
    const m = manifest();
    const files = firstLoadJs(m);
    templateBudget('The JavaScript #/home loads', gzTotal(files), budget.homeJs, kib(files));
    // index.html starts exactly that set: its boot script names the entry and the entry's imports, and
    // there is no other script or module preload.
    const boot = tags(html(), 'script').find((t) => t['data-entry']);
    expect(boot, 'the boot script in index.html').toBeTruthy();
    const started = [boot!['data-entry']!, ...boot!['data-preload']!.split(' ')]
      .filter(Boolean)
      .map((u) => u.replace(/^\.\//, ''));
    expect(started.sort()).toEqual([...files].sort());
    expect(tags(html(), 'script').filter((t) => t.src)).toEqual([]);
    expect(tags(html(), 'link').filter((l) => l.rel === 'modulepreload')).toEqual([]);
  });

  test('the home page’s own chunk, loaded only when a navigation needs it, stays under 9.5 KiB gzipped', () => {
    const m = manifest();
    const files = deferredHomeJs(m);
    expect(files.length).toBeGreaterThan(0);
    templateBudget('The home page’s own chunk', gzTotal(files), budget.deferredHomeJs, kib(files));
  });

  test('every other page is its own chunk, loaded only when visited', () => {
    const m = manifest();
    const loaded = new Set(homeChunks(m).map((c) => c.file));
    const others = pageNames(m).filter((p) => p !== 'Home');
    expect(others).toEqual(expect.arrayContaining(['About', 'Projects', 'Publications', 'Contact', 'NotFound']));
    for (const page of others) {
      const chunk = m[pageChunkKey(m, page.toLowerCase())]!;
      expect(chunk.isDynamicEntry, `${page} is a dynamic import`).toBe(true);
      expect(loaded.has(chunk.file), `${page} (${chunk.file}) is loaded for #/home`).toBe(false);
    }
  });
});

test.describe('Budgets: HTML', () => {
  test('Home paints from the first 14 KiB of index.html: its page and the script that shows it; the other pages are in a file of their own', () => {
    const { whole, swap } = homeInFirstWindow(readOut('index.html', dir()));
    if (budgetTarget().strict) {
      expect(whole, 'Home’s data block, to the end of its main, in the first 14 KiB').toBe(true);
      expect(swap, 'the swap script, which the first paint waits for, in the first 14 KiB').toBe(true);
    } else if (!whole || !swap) {
      // An owner's Home (a long intro, many news items) may not fit: slower by a round trip, never wrong.
      budgetWarning(
        'Home’s page does not fit in the first 14 KiB of index.html: it paints one round trip later on a slow ' +
          'phone. A shorter intro (profile.ts), fewer news items on Home (news.ts › newsOnHome) or fewer projects ' +
          'marked home bring it back in.',
      );
    }
    // Every other prerendered page is a file of its own, which a deep link asks for from <head>.
    expect([...html().matchAll(/data-page="([^"]+)"/g)].map((m) => m[1])).toEqual(['home']);
    const others = prerenderedRoutes(html()).filter((route) => route !== 'home');
    expect(others).toEqual(expect.arrayContaining(['about', 'contact']));
    for (const route of others) {
      const markup = prerenderedPage(html(), route, readOut(pageFileOf(html(), route), dir()).toString('utf8'));
      expect(markup, route).toMatch(/<main\b[\s\S]*<h1/);
    }
  });
  test('index.html whole in one round trip: at most 14 KiB gzipped, a first window with its headers', () => {
    // Past the first window the rest of the document waits a round trip, and Lighthouse's simulation starts no other
    // request (a deep link's page file, Home's photo) before the whole document is in.
    const size = gzipSync(html()).length;
    if (budgetTarget().strict) expect(size, 'index.html, gzipped').toBeLessThanOrEqual(budget.document);
    else if (size > budget.document)
      budgetWarning(
        `index.html is ${kibText(size)} gzipped, over ${kibText(budget.document)}: every page's first paint comes ` +
          'one round trip later on a slow phone. A shorter intro (profile.ts), fewer news items on Home ' +
          '(news.ts › newsOnHome) or fewer projects marked home bring it back in.',
      );
  });
});

test.describe('Budgets: CSS and fonts', () => {
  test('the entry’s and Home’s stylesheets are inline in index.html, at most 6 KiB gzipped, and allowed by their hash alone', () => {
    // The first paint needs the HTML alone: no second round trip for a stylesheet. The boot script's data names the
    // inline files, which the app's start names to Vite's preload.
    expect(tags(html(), 'link').filter((l) => l.rel === 'stylesheet' && l.media !== 'print')).toEqual([]);
    const inlineFiles = appliedStyles();
    expect(inlineFiles.length).toBeGreaterThan(0);
    for (const file of inlineFiles) expect(existsSync(path.join(dir(), file)), file).toBe(true);
    // The print rules are a file of their own, which the boot script links when the app starts.
    const printFile = tags(html(), 'script')
      .find((t) => t['data-entry'])
      ?.['data-print-styles']?.replace(/^\.\//, '');
    expect(printFile, 'the print rules, linked by the boot script').toMatch(/^assets\/print-\w+\.css$/);
    // The pages the app does not run (publications/, under <base href="../">) link one stylesheet of every rule.
    const staticPages = existsSync(path.join(dir(), 'publications'))
      ? listOut('publications', dir()).filter((f) => f.endsWith('.html'))
      : [];
    for (const page of staticPages)
      expect(
        tags(readOut(page, dir()).toString('utf8'), 'link').find((l) => l.rel === 'stylesheet')?.href,
        page,
      ).toMatch(/^assets\/site-\w+\.css$/);
    // The page's own <style> (the web fonts' rules wait apart, below; their <noscript> copy is left out).
    const head = html().replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    const fonts = [...head.matchAll(/<style data-web-fonts(?:="")? media="not all">([\s\S]*?)<\/style>/g)].map(
      (m) => m[1]!,
    );
    expect(fonts).toHaveLength(1);
    templateBudget(
      'The inline stylesheet',
      gzipSync(styles[0]! + fonts[0]!).length,
      budget.inlineCss,
      inlineFiles.join(', '),
    );
    const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html())?.[1] ?? '';
    const styleSrc = policy.split(';').find((d) => d.trim().startsWith('style-src'))!;
    for (const css of [styles[0]!, fonts[0]!])
      expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(styleSrc).not.toContain('unsafe-inline');
    // Fonts referenced from the inline stylesheets resolve from the page.
    for (const url of (styles[0]! + fonts[0]!).matchAll(/url\(([^)]+)\)/g))
      expect(existsSync(path.join(dir(), url[1]!)), url[1]).toBe(true);
  });

  test('each other page’s stylesheets travel in its page file, at most 4 KiB gzipped, and none of their rules is in index.html', () => {
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html())?.[1] ?? '';
    const others = prerenderedRoutes(html()).filter((route) => route !== 'home');
    expect(others).toEqual(expect.arrayContaining(['about', 'contact']));
    for (const route of others) {
      const parts = pageFileParts(readOut(pageFileOf(html(), route), dir()).toString('utf8'));
      expect(parts?.route, `${route}'s page file`).toBe(route);
      const css = parts!.styles.map((s) => s.css).join('');
      // Every page but Home has rules of its own (its header at least), which the first paint of a deep link needs.
      expect(parts!.styles.length, `${route}'s stylesheets`).toBeGreaterThan(0);
      templateBudget(
        `${route}'s stylesheets`,
        gzipSync(css).length,
        budget.pageCss,
        parts!.styles.map((s) => s.href).join(', '),
      );
      for (const { href } of parts!.styles) expect(existsSync(path.join(dir(), href)), href).toBe(true);
      // A class the page's own rules style is not styled inline: index.html carries Home's and the layout's alone.
      const classes = new Set([...css.matchAll(/\.([\w-]+)\s*\{/g)].map((m) => m[1]!));
      expect(classes.size, route).toBeGreaterThan(0);
      expect(
        [...classes].filter((c) => new RegExp(`\\.${c}[{,:\\s]`).test(inline)),
        route,
      ).toEqual([]);
    }
  });

  test('index.html styles no class of a stylesheet it does not inline: the token gallery’s, a page’s, Not Found’s', () => {
    const m = manifest();
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html())?.[1] ?? '';
    const inlineFiles = new Set(appliedStyles());
    // The gallery (the sample's build only) has rules of its own (its swatches, its specimens).
    if (pageNames(m).includes('Tokens')) expect(m[pageChunkKey(m, 'tokens')]!.css?.length, 'the gallery’s CSS').toBe(1);
    const others = [...new Set(Object.values(m).flatMap((c) => c.css ?? []))].filter((f) => !inlineFiles.has(f));
    expect(others.length).toBeGreaterThan(0);
    for (const file of others) {
      const classes = [
        ...readOut(file, dir())
          .toString('utf8')
          .matchAll(/\.([\w-]+)\s*\{/g),
      ].map((c) => c[1]!);
      expect(
        classes.filter((c) => new RegExp(`\\.${c}[{,:\\s]`).test(inline)),
        file,
      ).toEqual([]);
    }
  });

  test('fonts are woff2, a latin file for exactly the faces tokens.ts lists, subset to at most 48 KiB in total', () => {
    const files = listOut('', dir()).filter((f) => /\.(woff2?|ttf|otf|eot)$/i.test(f));
    for (const f of files) expect(f, 'woff2 only').toMatch(/-\d{3}-normal-[\w-]+\.woff2$/);
    // A subset beyond latin (latin-ext, vietnamese, …) is there only for letters the content uses, and a page
    // fetches it only when it shows one (font-subset.spec.ts): the budget is the latin faces'.
    const fonts = files.filter((f) => /-latin-\d{3}-normal-/.test(f));
    const faces = new Set(
      fonts.map((f) =>
        path
          .basename(f)
          .match(/^([a-z-]+?)-latin-(\d{3})/)!
          .slice(1)
          .join(' '),
      ),
    );
    const expected = new Set(fontFaces.map((f) => `${familyPackage(f.family)} ${f.weight}`));
    expect([...faces].sort()).toEqual([...expected].sort());
    const total = fonts.reduce((sum, f) => sum + rawSize(f, dir()), 0);
    templateBudget('The latin fonts', total, budget.fonts, fonts.join(', '));
  });

  test('index.html preloads no font: every web font waits for the first paint, in a style the boot script turns on, with a <noscript> copy', () => {
    expect(tags(html(), 'link').filter((l) => l.rel === 'preload' && l.as === 'font')).toEqual([]);
    const head = html().replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const inline = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join('');
    expect(inline, 'no web font in the first paint’s stylesheet').not.toMatch(/@font-face\s*\{[^}]*url\(/);
    const waiting =
      /<style data-web-fonts(?:="")? media="not all">([\s\S]*?)<\/style><noscript><style>([\s\S]*?)<\/style><\/noscript>/.exec(
        html(),
      );
    expect(waiting, 'the web fonts’ <style media="not all"> and its <noscript> copy').toBeTruthy();
    expect(waiting![2]).toBe(waiting![1]);
    for (const face of fontFaces) expect(waiting![1], `${face.family} ${face.weight}`).toContain(faceFilePrefix(face));
  });
});

test.describe('Budgets: images', () => {
  /** Every <picture> of the prerendered pages in index.html, with its sources' attributes. */
  const pictures = () =>
    [...html().matchAll(/<picture\b[\s\S]*?<\/picture>/g)].map((p) => ({
      sources: tags(p[0], 'source'),
      img: tags(p[0], 'img')[0]!,
    }));

  test('every picture is made to fit: AVIF and WebP, no candidate wider than twice its slot’s widest', () => {
    expect(pictures().length, 'the sample and the complete owner have pictures').toBeGreaterThan(0);
    for (const { sources, img } of pictures()) {
      const slot = Object.entries(pictureSlots).find(([, s]) => s.sizes === img.sizes);
      expect(slot, `sizes="${img.sizes}" is a slot of pictureSlots.ts`).toBeTruthy();
      const widest = 2 * Math.max(...slot![1].shownAt);
      expect(sources.map((s) => s.type)).toEqual(['image/avif']);
      for (const srcset of [sources[0]!.srcset!, img.srcset!]) {
        const widths = srcset.split(',').map((c) => Number(/ (\d+)w$/.exec(c.trim())?.[1]));
        expect(widths.length).toBeGreaterThan(0);
        for (const w of widths) expect(w, `${srcset} for the ${slot![0]} slot`).toBeLessThanOrEqual(widest);
      }
    }
  });

  test('the original of a picture is not published unless a page links it', () => {
    const files = new Set(listOut('', dir()));
    const pages = listOut('', dir()).filter((f) => f.endsWith('.html'));
    const linked = pages.map((f) => readOut(f, dir()).toString('utf8')).join('\n');
    const stems = new Set(
      pictures().flatMap(({ img }) =>
        srcsetUrls(img.srcset ?? '').map((u) => u.replace(/^assets\/img\//, '').replace(/-\d+w\.\w+\.webp$/, '')),
      ),
    );
    expect(stems.size).toBeGreaterThan(0);
    for (const stem of stems)
      for (const original of [...files].filter((f) => new RegExp(`^images/${stem}\\.\\w+$`).test(f)))
        expect(linked, `${original} is published, and no page links it`).toContain(original);
  });

  test('the prerendered #/home serves them through srcset/sizes with dimensions; only the photo is eager', () => {
    const markup = rootMarkup();
    const imgs = tags(markup, 'img');
    expect(imgs.length, 'the home page has its photo in the prerendered HTML').toBeGreaterThan(0);
    for (const img of imgs) {
      expect(img.src ?? '', 'no JPEG/PNG as the image source').not.toMatch(/\.(jpe?g|png)$/i);
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
      expect(img.sizes).toBeTruthy();
      expect(srcsetUrls(img.srcset ?? '').length).toBeGreaterThanOrEqual(1);
    }
    // The photo is the largest paint: it loads at once, at high priority; every other image waits.
    const eager = imgs.filter((i) => i.loading !== 'lazy');
    expect(eager).toHaveLength(1);
    expect(eager[0]!.fetchpriority).toBe('high');
  });
});

/** The owner's file a made-to-fit picture comes from (`site/public/images/me.jpg`), else the picture itself. */
function sourceOf(file: string) {
  const stem = /^assets\/img\/(.+)-\d+w\.\w+\.\w+$/.exec(file)?.[1];
  const { publicDir } = siteFolder(repoRoot);
  const folder = path.join(publicDir, 'images', path.dirname(stem ?? '.'));
  const source =
    stem && existsSync(folder)
      ? readdirSync(folder).find(
          (f) => f.replace(/\.[^.]+$/, '').replace(/[^a-zA-Z0-9_-]/g, '-') === path.basename(stem),
        )
      : undefined;
  return source ? path.relative(repoRoot, path.join(folder, source)) : file;
}

test.describe('Budgets: total', () => {
  test('#/home transfers at most 250 KiB (HTML with its CSS, JS, every font, every image at its widest)', () => {
    const m = manifest();
    const chunks = homeChunks(m);
    const fonts = listOut('', dir()).filter((f) => f.endsWith('.woff2'));
    const markup = rootMarkup();
    // Worst case per image: the widest candidate of its first (preferred) source.
    const pictures = [...markup.matchAll(/<picture\b[\s\S]*?<\/picture>/g)].map((p) => p[0]);
    const images = pictures.map((p) => {
      const first = tags(p, 'source')[0] ?? tags(p, 'img')[0]!;
      return srcsetUrls(first.srcset ?? first.src ?? '').at(-1)!;
    });
    const parts = {
      html: gzipSize('index.html', dir()),
      js: chunks.reduce((s, c) => s + gzipSize(c.file, dir()), 0),
      fonts: fonts.reduce((s, f) => s + rawSize(f, dir()), 0),
      images: images.reduce((s, f) => s + rawSize(f, dir()), 0),
    };
    const total = Object.values(parts).reduce((a, b) => a + b, 0);
    const detail = Object.entries(parts)
      .map(([k, v]) => `${k} ${kibText(v)}`)
      .join(', ');
    expect(images.length).toBeGreaterThan(0);
    if (budgetTarget().strict) {
      expect(total, detail).toBeLessThanOrEqual(budget.homeTotal);
      return;
    }
    // The pictures are the owner's: made to fit already, only a lighter or plainer picture makes them smaller.
    if (total > budget.homeTotal)
      budgetWarning(
        `#/home transfers ${kibText(total)}, over ${kibText(budget.homeTotal)} (${detail}); its pictures: ` +
          images.map((f) => `${sourceOf(f)} (as ${kibText(rawSize(f, dir()))})`).join(', ') +
          '. A photo with a plainer background, or fewer pictures on Home, makes it lighter.',
      );
  });
});
