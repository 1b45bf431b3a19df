import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { listOut, outDir, srcsetUrls, tags } from '../support/buildOutput';
import { expect, test } from './fixtures';
import { missingFiles, watchFailures } from './references';

/** The shipped pages besides index.html: publications/*.html, news/index.html. */
const staticPages = () =>
  listOut().filter((f) => f.endsWith('.html') && f !== 'index.html' && !f.startsWith('assets/'));

/** `page › <tag attr="url"> → file: not in the build` for each local URL the page's HTML names that the build lacks. */
function missingInBuild(page: string): string[] {
  const html = readFileSync(path.join(outDir, page), 'utf8');
  const base = new URL(tags(html, 'base')[0]?.href ?? '', `http://site/${page}`);
  const named = [
    ...['link', 'a'].flatMap((t) => tags(html, t).map((a) => [`<${t} href="${a.href}">`, a.href] as const)),
    ...['img', 'script'].flatMap((t) => tags(html, t).map((a) => [`<${t} src="${a.src}">`, a.src] as const)),
    ...['img', 'source'].flatMap((t) =>
      tags(html, t).flatMap((a) => srcsetUrls(a.srcset ?? '').map((u) => [`<${t} srcset="…${u}…">`, u] as const)),
    ),
  ];
  return named.flatMap(([by, value]) => {
    if (!value || value.startsWith('#')) return [];
    const url = new URL(value, base);
    if (url.origin !== 'http://site') return [];
    const file = decodeURIComponent(url.pathname.slice(1));
    const onDisk = path.join(outDir, file.endsWith('/') || file === '' ? `${file}index.html` : file);
    return existsSync(onDisk) ? [] : [`${page} › ${by} → ${file}: not in the build`];
  });
}

/*
 * The build, served under /portfolio/ (a GitHub Pages project site) with no fallback: the static
 * pages, the crawler files and icons are there, and every file they name. (Each route of the app:
 * pages.spec.ts, in the page load its axe audit uses.) Each missing file is named with the page and the element.
 */

test.describe('Deploying under a sub-path (/portfolio/, as a GitHub Pages project site)', { tag: '@links' }, () => {
  test('every static page (publications/, news/) names only files in the build; three of them render with the site fonts', async ({
    page,
    request,
  }) => {
    // A site with no publications.bib has no such pages, and nothing may link to them.
    if (!existsSync(path.join(outDir, 'publications')))
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).not.toContain('href="publications/');
    const pages = staticPages();
    // Every page, read as the build wrote it: the same template, so one file missing shows in the text.
    expect(pages.flatMap(missingInBuild)).toEqual([]);
    // In the browser, one of each: the list, a paper, the news.
    const failed = watchFailures(page, () => page.url());
    const samples = [
      'publications/index.html',
      pages.find((f) => f.startsWith('publications/') && f !== 'publications/index.html'),
      'news/index.html',
    ].filter((f): f is string => !!f && pages.includes(f));
    const problems: string[] = [];
    for (const file of samples) {
      await page.goto(`./${file}`);
      await expect(page.getByRole('heading', { level: 1 }), file).not.toBeEmpty();
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').length;
      });
      expect(fonts, `${file} uses the site fonts`).toBeGreaterThan(0);
      problems.push(...(await missingFiles(page, request, file)));
    }
    expect(problems).toEqual([]);
    expect(failed).toEqual([]);
  });

  test('the crawler files and icons are there, and nothing was requested outside /portfolio/', async ({
    request,
    site,
  }) => {
    for (const file of [
      'robots.txt',
      'sitemap.xml',
      'manifest.webmanifest',
      'favicon.svg',
      'favicon-32.png',
      'icon-192.png',
      'icon-512.png',
      'apple-touch-icon.png',
      'social-card.png',
    ]) {
      expect((await request.get(`./${file}`)).status(), file).toBe(200);
    }
    const manifest = await (await request.get('./manifest.webmanifest')).json();
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await request.get(new URL(icon.src, `${site.url}manifest.webmanifest`).href)).status(), icon.src).toBe(
        200,
      );
    }
    expect(site.requests.filter((r) => r.status !== 200)).toEqual([]);
  });
});
