import { expect, test, type Page } from '@playwright/test';
import { pageRoutes } from '../../src/app/routes';
import { publications } from '../support/publications';
import { distDir, serveStatic, type StaticSite } from '../support/staticServer';
import { watchConsole } from '../support/page';

/** Every same-origin URL the page references or loaded: scripts, styles, fonts, images, icons, PDFs, pages. */
async function referencedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    const add = (value: string | null | undefined) => {
      if (!value) return;
      const url = new URL(value, document.baseURI);
      if (url.origin === location.origin) urls.add(url.origin + url.pathname);
    };
    document.querySelectorAll<HTMLImageElement>('img').forEach((img) => add(img.getAttribute('src')));
    document.querySelectorAll('[srcset]').forEach((el) =>
      el
        .getAttribute('srcset')!
        .split(',')
        .forEach((part) => add(part.trim().split(/\s+/)[0])),
    );
    document
      .querySelectorAll('link[href], script[src]')
      .forEach((el) => add(el.getAttribute('href') ?? el.getAttribute('src')));
    // Hash routes (#/about) are the page itself; any other local link is a file (a PDF, a publication page).
    document.querySelectorAll('a[href]').forEach((a) => {
      if (!a.getAttribute('href')!.startsWith('#')) add(a.getAttribute('href'));
    });
    performance.getEntriesByType('resource').forEach((entry) => add(entry.name));
    return [...urls];
  });
}

test.describe('Deploying under a sub-path (/portfolio/, as a GitHub Pages project site)', () => {
  let site: StaticSite;
  test.beforeAll(async () => {
    site = await serveStatic(distDir, '/portfolio/');
  });
  test.afterAll(() => site.close());

  for (const { path, label } of pageRoutes) {
    test(`${path} renders and everything it references loads`, async ({ page, request }) => {
      const consoleErrors = watchConsole(page);
      const failed: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));

      await page.goto(`${site.url}#${path}`);
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
      expect(fonts.filter((f) => f.endsWith('error'))).toEqual([]);
      expect(fonts.some((f) => f.endsWith('loaded'))).toBe(true);

      const urls = await referencedUrls(page);
      expect(urls.length).toBeGreaterThan(3);
      for (const url of urls) {
        expect(new URL(url).pathname, 'every local URL stays under the sub-path').toMatch(/^\/portfolio\//);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        if (url.endsWith('.pdf')) expect(response.headers()['content-type']).toBe('application/pdf');
      }
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the publication pages, their stylesheet, fonts and images load under the sub-path', async ({
    page,
    request,
  }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    for (const pub of publications) {
      await page.goto(`${site.url}publications/${pub.id}.html`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pub.title);
      await page.evaluate(() => document.fonts.ready);
      const fonts = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').length);
      expect(fonts, 'the page uses the site fonts').toBeGreaterThan(0);
      for (const url of await referencedUrls(page)) expect((await request.get(url)).status(), url).toBe(200);
    }
    expect(failed).toEqual([]);
  });

  test('the crawler files and icons are there, and nothing was requested outside /portfolio/', async ({ request }) => {
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
      expect((await request.get(`${site.url}${file}`)).status(), file).toBe(200);
    }
    const manifest = await (await request.get(`${site.url}manifest.webmanifest`)).json();
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await request.get(new URL(icon.src, `${site.url}manifest.webmanifest`).href)).status(), icon.src).toBe(
        200,
      );
    }
    expect(site.requests.filter((r) => r.status !== 200)).toEqual([]);
  });
});
