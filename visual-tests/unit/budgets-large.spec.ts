import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { largeBib, writeLargeContent } from '../fixtures/largeContent';
import { writeLargeNews } from '../fixtures/largeNews';
import {
  completeOutDir as completeOut,
  KiB,
  outDir,
  pageFileOf,
  prerenderedRoutes,
  repoRoot,
  staticClosure,
  tags,
  type Manifest,
} from '../support/buildOutput';
import { takenOver } from '../support/page';
import { asReturningVisitor, settle } from '../support/settle';
import { serveStatic } from '../support/staticServer';
import { viteCli } from '../support/viteCli';
import { pageChunkKey } from '../../tooling/generators/pageStyles';

/*
 * A real owner's lists: the complete test owner's twelve plus 144 generated publications (156), and its 43 news
 * items plus 127 older ones (170, a third with a page of their own), built next to the complete owner's own build
 * (COMPLETE_OUT_DIR, else dist-complete). What the first load of a route downloads must not grow with the lists;
 * the rest of a list arrives later, on demand.
 */
const largeOut = path.join(repoRoot, `${path.basename(outDir)}-large`);
const largeContent = path.join(repoRoot, `.large-content-${path.basename(outDir)}`);

const read = (dir: string, rel: string) => readFileSync(path.join(dir, rel));
const gz = (dir: string, rel: string) => gzipSync(read(dir, rel)).length;
const manifest = (dir: string): Manifest => JSON.parse(read(dir, '.vite/manifest.json').toString('utf8'));
const indexHtml = (dir: string) => read(dir, 'index.html').toString('utf8');

/**
 * The web fonts' @font-face rules name the characters the content uses (their unicode-range, as the subsets hold
 * them: tooling/plugins/fontSubset.ts), so they grow with the characters a list brings, not with its length.
 */
const withoutFontRules = (html: string) => html.replace(/@font-face\{[^}]*\}/g, '');

/**
 * A count one digit longer (43 → 170 news items), gzipped: at most 2 B where a page shows it once. index.html
 * shows Home's "All news (43)" twice, in its page and in the page's copy without JavaScript.
 */
const digitAllowance = 2;

/** The entries' own page files of a build (`news/<page>.js`), by path in the page files' folder. */
const itemFiles = (dir: string) => {
  const folder = pageFileOf(indexHtml(dir), '').replace(/\.js$/, '');
  return readdirSync(path.join(dir, folder), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.includes('/') && f.endsWith('.js'))
    .map((f) => ({ name: f, size: gz(dir, folder + f) }));
};

/**
 * What opening a route downloads, gzipped as a static host sends it: index.html
 * (its CSS inline), any stylesheet it links, the latin web fonts it turns on
 * after the first paint (woff2, sent as is), the JavaScript its boot script starts, the route's own chunk with
 * its imports (#/home defers it, but a list hidden there would still count), and its page file (Home's page is in
 * index.html).
 */
function firstLoad(dir: string, page: string) {
  const html = read(dir, 'index.html').toString('utf8');
  const links = tags(html, 'link');
  const boot = tags(html, 'script').find((t) => t['data-entry']);
  if (!boot) throw new Error(`no boot script in ${dir}/index.html`);
  const local = (u: string) => u.replace(/^\.\//, '');
  // Plain script tags and module preloads count too, should the build ever emit them.
  const started = [boot['data-entry']!, ...(boot['data-preload'] ?? '').split(' ')];
  const linked = [
    ...tags(html, 'script').map((t) => t.src),
    ...links.filter((l) => l.rel === 'modulepreload').map((l) => l.href),
  ];
  const js = new Set([...started, ...linked].filter((u): u is string => !!u).map(local));
  const m = manifest(dir);
  for (const k of staticClosure(m, pageChunkKey(m, page.toLowerCase()))) js.add(m[k]!.file);
  const sum = (files: string[], size: (f: string) => number) => files.reduce((total, f) => total + size(f), 0);
  const parts = {
    html: gz(dir, 'index.html'),
    css: sum(
      links.filter((l) => l.rel === 'stylesheet').map((l) => local(l.href!)),
      (f) => gz(dir, f),
    ),
    fonts: sum(
      [...(/<style data-web-fonts[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '').matchAll(/url\(([^)]+)\)/g)]
        .map((u) => local(u[1]!))
        .filter((f) => /-latin-\d{3}-normal-/.test(f)),
      (f) => read(dir, f).length,
    ),
    js: sum([...js], (f) => gz(dir, f)),
    page: page === 'Home' ? 0 : gz(dir, pageFileOf(html, page.toLowerCase())),
  };
  return { ...parts, total: parts.html + parts.css + parts.fonts + parts.js + parts.page };
}

test.describe('Budgets at a real owner’s scale (156 publications, 170 news items)', () => {
  test.describe.configure({ mode: 'serial' });
  let seconds = 0;

  test.beforeAll(() => {
    test.setTimeout(180_000);
    writeLargeNews(writeLargeContent(largeContent));
    const started = Date.now();
    const result = spawnSync(process.execPath, [viteCli, 'build', '--logLevel', 'error'], {
      cwd: repoRoot,
      env: { ...process.env, CONTENT_DIR: largeContent, OUT_DIR: largeOut, NO_COLOR: '1' },
      encoding: 'utf8',
    });
    seconds = (Date.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`the large build failed:\n${result.stderr}`);
  });

  test.afterAll(() => {
    rmSync(largeContent, { recursive: true, force: true });
    rmSync(largeOut, { recursive: true, force: true });
  });

  test('the fixture really is large: 156 publications, each with its own page', () => {
    // 159 entries: the complete owner's three talks are talks, not publications.
    expect(largeBib().match(/^@(?!string)\w+\{/gm)).toHaveLength(159);
    const list = read(largeOut, 'publications/index.html').toString('utf8');
    expect(list.match(/<article[\s>]/g)).toHaveLength(156);
    console.log(`large build (156 publications, 170 news items): ${seconds.toFixed(1)} s`);
  });

  test('the fixture has 170 news items, 45 of them with a page of their own', () => {
    const archive = read(largeOut, 'news/index.html').toString('utf8');
    expect(archive).toContain('170 items, newest first');
    // The owner's two stories and 43 of the generated items (every third).
    expect(readdirSync(path.join(largeOut, 'news')).filter((f) => f !== 'index.html')).toHaveLength(45);
  });

  test('index.html does not grow with the lists, but for a count’s digit (the web fonts’ character ranges aside)', () => {
    const small = gzipSync(withoutFontRules(indexHtml(completeOut))).length;
    const large = gzipSync(withoutFontRules(indexHtml(largeOut))).length;
    console.log(`index.html: ${gz(completeOut, 'index.html')} → ${gz(largeOut, 'index.html')} B gzipped`);
    console.log(`index.html without its @font-face rules: ${small} → ${large} B gzipped`);
    expect(large - small, `${small} → ${large} B gzipped`).toBeLessThanOrEqual(2 * digitAllowance);
  });

  test('the entry chunk and its static imports (what #/home runs) are the same size with 127 more news items', () => {
    // The entry's JavaScript, gzipped, the names of the chunks it imports without their content hashes (two builds'
    // hashes differ, and gzip codes them in up to 9 B more or less): no count and no entry is in it, so not a byte.
    const entry = (dir: string) =>
      [...staticClosure(manifest(dir), 'index.html')].reduce((total, k) => {
        const code = read(dir, manifest(dir)[k]!.file).toString('utf8');
        return total + gzipSync(code.replace(/-[\w-]{8}\.(js|css)\b/g, '.$1')).length;
      }, 0);
    const small = entry(completeOut);
    const large = entry(largeOut);
    console.log(`the entry and its static imports: ${small} → ${large} B gzipped, hashes aside`);
    expect(large, `${small} → ${large} B gzipped`).toBe(small);
  });

  for (const page of ['Home', 'Contact', 'About', 'Publications']) {
    test(`#/${page.toLowerCase()}: the first load grows by at most 3 KiB with 144 more publications and 127 more news items`, () => {
      const small = firstLoad(completeOut, page);
      const large = firstLoad(largeOut, page);
      const detail = (['html', 'css', 'fonts', 'js', 'page', 'total'] as const)
        .map((k) => `${k} ${small[k]} → ${large[k]}`)
        .join(', ');
      console.log(`#/${page.toLowerCase()}: ${detail} B`);
      expect(large.total - small.total, detail).toBeLessThanOrEqual(3 * KiB);
    });
  }

  test('a deep link’s page file does not grow with the lists, the news archive’s among them, but for a count’s digit', () => {
    const routes = prerenderedRoutes(indexHtml(completeOut)).filter((r) => r !== 'home');
    expect(routes).toEqual(['about', 'projects', 'publications', 'people', 'contact', 'news']);
    expect(prerenderedRoutes(indexHtml(largeOut))).toEqual(['home', ...routes]);
    for (const route of routes) {
      const small = gz(completeOut, pageFileOf(indexHtml(completeOut), route));
      const large = gz(largeOut, pageFileOf(indexHtml(largeOut), route));
      console.log(`${route}'s page file: ${small} → ${large} B gzipped`);
      // The newest papers (news items) and the counts, whatever the list's length (the fixture's newest papers differ).
      expect(large - small, `${route}: ${small} → ${large} B gzipped`).toBeLessThanOrEqual(digitAllowance);
    }
  });

  test('each entry’s own page is a page file, which does not grow by a byte with the lists', () => {
    const small = itemFiles(completeOut);
    const large = new Map(itemFiles(largeOut).map((f) => [f.name, f.size]));
    // The owner's pages (2 news items, 3 people, 3 projects) are in both builds; the large one adds 43 news items'.
    expect(
      small
        .map((f) => `${f.name.split('/')[0]} `)
        .sort()
        .join(''),
    ).toBe('news news people people people projects projects projects ');
    expect(large.size).toBe(small.length + 43);
    const grown = small
      .filter((f) => large.get(f.name)! > f.size)
      .map((f) => `${f.name}: ${f.size} → ${large.get(f.name)}`);
    console.log(
      `entries' page files: ${small.length} → ${large.size}, largest ${Math.max(...large.values())} B gzipped`,
    );
    expect(grown).toEqual([]);
  });

  test('once the page has settled, with no scrolling, every entry is in the document: find-in-page finds any', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const site = await serveStatic(largeOut, '/');
    try {
      const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
      await asReturningVisitor(page);
      await page.goto(`${site.url}#/publications`);
      await takenOver(page);
      // Nobody scrolls: the rest arrives in the browser's idle time, a slice at a time, and settle() (what
      // the screenshots and audits wait for) returns only once it is all in.
      await settle(page);
      expect(await titles.count()).toBe(156);
      // Rendered text (innerText leaves out what is hidden), the oldest entry's title among it.
      const oldest = (await titles.last().textContent())!;
      expect(await page.getByRole('main').innerText()).toContain(oldest);
    } finally {
      await site.close();
    }
  });

  test('About features the selected papers, numbered ones in the owner’s order first, whatever their dates', async ({
    page,
  }) => {
    // A 156-paper About rendered in a browser: as long as the first-load test above on a busy host.
    test.setTimeout(90_000);
    // The fixture's keys with their `selected` value, e.g. ['lindqvist2019-100', '{1}'].
    const marked = [...largeBib().matchAll(/^@\w+\{([^,]+),[^@]*?selected = (\S+)\n/gm)].map(
      (m) => [m[1]!, m[2]!] as const,
    );
    const rank = (value: string) => Number(/\d+/.exec(value)?.[0] ?? Infinity);
    const expected = marked.sort(([, a], [, b]) => rank(a) - rank(b)).map(([key]) => `publication-${key}`);
    expect(expected).toHaveLength(3);
    const site = await serveStatic(largeOut, '/');
    try {
      await page.goto(`${site.url}#/about`);
      await takenOver(page);
      const section = page.getByRole('region', { name: 'Selected publications' });
      await expect(section.getByRole('heading', { level: 3 })).toHaveCount(3);
      const ids = await section.getByRole('heading', { level: 3 }).evaluateAll((hs) => hs.map((h) => h.id));
      expect(ids).toEqual(expected);
    } finally {
      await site.close();
    }
  });

  test('the whole list is its own chunk, requested by no first load', () => {
    const m = manifest(largeOut);
    const all = Object.values(m).find((c) => c.file.includes('_virtual_publications-') && !c.file.includes('preview'));
    expect(all, 'a chunk with the whole list').toBeTruthy();
    expect(all!.isDynamicEntry).toBe(true);
    for (const page of ['Home', 'Contact', 'About', 'Publications']) {
      const keys = staticClosure(m, 'index.html');
      staticClosure(m, pageChunkKey(m, page.toLowerCase()), keys);
      expect(
        [...keys].map((k) => m[k]!.file),
        page,
      ).not.toContain(all!.file);
    }
  });
});
