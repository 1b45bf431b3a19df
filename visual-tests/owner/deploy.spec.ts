import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { builtPageRoutes, listOut, outDir } from '../support/buildOutput';
import { watchConsole } from '../support/page';
import { expect, test } from './fixtures';

/** The pages this site has (an owner without projects has no Projects page), as its build lists them. */
const pageRoutes = builtPageRoutes();

/*
 * The build, served under /portfolio/ (a GitHub Pages project site) with no fallback: every page
 * renders, and every local file a page references (images, PDFs, publication pages, scripts,
 * fonts, icons) is in the build. Each missing file is named with the page and the element.
 */

/** Every same-origin URL the page references or loaded, each with the element that names it. */
async function referencedUrls(page: Page): Promise<Array<{ url: string; by: string }>> {
  return page.evaluate(() => {
    const urls = new Map<string, string>();
    const describe = (el: Element, attr: string) => {
      const text = (el.getAttribute('alt') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${el.tagName.toLowerCase()} ${attr}="${el.getAttribute(attr)}">${text ? ` "${text}"` : ''}`;
    };
    const add = (value: string | null | undefined, by: string) => {
      if (!value) return;
      const url = new URL(value, document.baseURI);
      if (url.origin === location.origin && !urls.has(url.origin + url.pathname))
        urls.set(url.origin + url.pathname, by);
    };
    document.querySelectorAll('img').forEach((img) => add(img.getAttribute('src'), describe(img, 'src')));
    document.querySelectorAll('[srcset]').forEach((el) =>
      el
        .getAttribute('srcset')!
        .split(',')
        .forEach((part) => add(part.trim().split(/\s+/)[0], describe(el, 'srcset'))),
    );
    document.querySelectorAll('link[href]').forEach((el) => add(el.getAttribute('href'), describe(el, 'href')));
    document.querySelectorAll('script[src]').forEach((el) => add(el.getAttribute('src'), describe(el, 'src')));
    // Hash routes (#/about) are the page itself; any other local link is a file (a PDF, a publication page).
    document.querySelectorAll('a[href]').forEach((a) => {
      if (!a.getAttribute('href')!.startsWith('#')) add(a.getAttribute('href'), describe(a, 'href'));
    });
    performance.getEntriesByType('resource').forEach((entry) => add(entry.name, `a request (${entry.name})`));
    return [...urls].map(([url, by]) => ({ url, by }));
  });
}

/** `where › element → path: status` for each referenced file that is not served as it should be. */
async function missingFiles(page: Page, request: APIRequestContext, where: string): Promise<string[]> {
  const problems: string[] = [];
  const refs = await referencedUrls(page);
  expect(refs.length, `${where}: local URLs found`).toBeGreaterThan(3);
  for (const { url, by } of refs) {
    const path = new URL(url).pathname;
    if (!path.startsWith('/portfolio/')) {
      problems.push(`${where} › ${by} → ${path}: outside the sub-path (use a relative path)`);
      continue;
    }
    const response = await request.get(url);
    const file = path.slice('/portfolio/'.length) || 'index.html';
    if (response.status() !== 200) problems.push(`${where} › ${by} → ${file}: ${response.status()}, not in the build`);
    else if (url.endsWith('.pdf') && response.headers()['content-type'] !== 'application/pdf')
      problems.push(`${where} › ${by} → ${file}: served as ${response.headers()['content-type']}, not a PDF`);
  }
  return problems;
}

test.describe('Deploying under a sub-path (/portfolio/, as a GitHub Pages project site)', () => {
  for (const { path, label } of pageRoutes) {
    test(`#${path} renders and every file it references is in the build`, async ({ page, request }) => {
      const consoleErrors = watchConsole(page);
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`#${path}: ${r.status()} ${r.url()}`);
      });
      page.on('requestfailed', (r) => failed.push(`#${path}: failed ${r.url()}`));

      await page.goto(`./#${path}`);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.locator('main h1')).toBeVisible();
      // Bring lazy images in, then let fonts settle.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 30));
        }
        await document.fonts.ready;
      });
      await page.waitForLoadState('networkidle');

      const fonts = await page.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`));
      expect(
        fonts.filter((f) => f.endsWith('error')),
        `#${path}: fonts that failed`,
      ).toEqual([]);
      expect(fonts.some((f) => f.endsWith('loaded'))).toBe(true);

      expect(await missingFiles(page, request, `#${path}`)).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleErrors, `#${path}: console errors and warnings`).toEqual([]);
    });
  }

  test('every publication page, and the list of them, renders with the site fonts and finds its files', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    // A site with no publications.bib has no such pages, and nothing may link to them.
    if (!existsSync(path.join(outDir, 'publications'))) {
      expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).not.toContain('href="publications/');
      return;
    }
    const pages = listOut('publications').filter((f) => f.endsWith('.html'));
    expect(pages, 'publications/index.html is built').toContain('publications/index.html');
    const problems: string[] = [];
    for (const file of pages) {
      await page.goto(`./${file}`);
      await expect(page.getByRole('heading', { level: 1 }), file).not.toBeEmpty();
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').length);
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
