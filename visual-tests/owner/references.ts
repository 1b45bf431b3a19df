import type { APIRequestContext, Page } from '@playwright/test';
import { builtPageRoutes, readManifest, readOut } from '../support/buildOutput';

/**
 * Every route the owner's content reaches: the main navigation's pages (with their links' labels), the
 * pages only linked (News), the design-token gallery where the build has it (the sample's), an unknown address.
 */
export function reachedRoutes(): Array<{ path: string; label?: string }> {
  const nav = builtPageRoutes();
  const linked = [
    ...readOut('index.html')
      .toString('utf8')
      .matchAll(/href="#(\/[\w-]+)"/g),
  ].map((m) => m[1]!);
  const hasTokens = Object.values(readManifest()).some((c) => c.src === 'src/app/pages/Tokens.tsx');
  const unlisted = [...new Set([...linked, ...(hasTokens ? ['/tokens'] : [])])].filter(
    (path) => !nav.some((r) => r.path === path),
  );
  return [...nav, ...unlisted.map((path) => ({ path })), { path: '/no-such-page' }];
}

/** Every same-origin URL the page references or loaded, each with the element that names it. */
export async function referencedUrls(page: Page): Promise<Array<{ url: string; by: string }>> {
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
export async function missingFiles(page: Page, request: APIRequestContext, where: string): Promise<string[]> {
  const problems: string[] = [];
  const refs = await referencedUrls(page);
  if (refs.length <= 3) problems.push(`${where}: only ${refs.length} local URLs found: is the page rendered?`);
  for (const { url, by } of refs) {
    const path = new URL(url).pathname;
    if (!path.startsWith('/portfolio/')) {
      problems.push(`${where} › ${by} → ${path}: outside the sub-path (use a relative path)`);
      continue;
    }
    const response = await request.head(url);
    const file = path.slice('/portfolio/'.length) || 'index.html';
    if (response.status() !== 200) problems.push(`${where} › ${by} → ${file}: ${response.status()}, not in the build`);
    else if (url.endsWith('.pdf') && response.headers()['content-type'] !== 'application/pdf')
      problems.push(`${where} › ${by} → ${file}: served as ${response.headers()['content-type']}, not a PDF`);
  }
  return problems;
}

/** Collects every response of 400 or more and every failed request of a page, as `where: status url`. */
export function watchFailures(page: Page, where: () => string): string[] {
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${where()}: ${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failed.push(`${where()}: failed ${r.url()}`));
  return failed;
}
