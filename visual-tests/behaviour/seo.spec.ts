import { expect, test, type Page } from '@playwright/test';
import { profile } from '../owners/complete/content/profile';
import { publications } from '../support/publications';
import { expectNoAxeViolations } from '../support/axe';
import { watchConsole } from '../support/page';
import { inlineFaviconLimit } from '../../tooling/generators/headTags';

/** What the build should have written, from the same content the site shows. */
const site = profile.site.url.endsWith('/') ? profile.site.url : `${profile.site.url}/`;
const absolute = (path: string) => new URL(path, site).href;

const metaContent = (page: Page, selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('Discoverability: the home page head, from the content', () => {
  test('title, description, canonical, Open Graph and Twitter card tags', async ({ page }) => {
    await page.goto('./#/home');
    await expect(page).toHaveTitle(profile.site.title);
    expect(await metaContent(page, 'name="description"')).toBe(profile.site.description);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', profile.site.url);
    expect(await metaContent(page, 'property="og:title"')).toBe(profile.site.title);
    expect(await metaContent(page, 'property="og:description"')).toBe(profile.site.description);
    expect(await metaContent(page, 'property="og:url"')).toBe(profile.site.url);
    expect(await metaContent(page, 'property="og:image"')).toBe(absolute('social-card.png'));
    expect(await metaContent(page, 'property="og:image:width"')).toBe('1200');
    expect(await metaContent(page, 'property="og:image:height"')).toBe('630');
    expect(await metaContent(page, 'property="og:image:alt"')).toContain(profile.name);
    expect(await metaContent(page, 'name="twitter:card"')).toBe('summary_large_image');
    expect(await metaContent(page, 'name="twitter:image"')).toBe(absolute('social-card.png'));
    // Exactly one title and one description: the generated ones replaced the hand-written ones.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  });

  test('JSON-LD Person with sameAs links, allowed by the CSP (no console error)', async ({ page }) => {
    const messages = watchConsole(page);
    await page.goto('./#/home');
    await expect(page.locator('main h1')).toBeVisible();
    const csp = await metaContent(page, 'http-equiv="Content-Security-Policy"');
    // The two inline scripts by hash, and what they load: no script file of the site's own runs otherwise.
    expect(csp).toMatch(/script-src 'sha256-[\w+/=]+' 'sha256-[\w+/=]+' 'strict-dynamic';/);
    expect(csp).not.toContain('unsafe-inline');
    const [person, ...rest] = await jsonLd(page);
    expect(rest).toEqual([]);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      url: profile.site.url,
      jobTitle: profile.role,
      affiliation: { '@type': 'Organization', name: profile.affiliation.name, url: profile.affiliation.href },
      sameAs: [profile.links!.code, profile.links!.network, profile.links!.scholar],
    });
    expect(messages).toEqual([]);
  });

  test('favicons, web manifest and a 1200×630 social card image', async ({ page, request }) => {
    await page.goto('./#/home');
    const svgIcon = await page.locator('head link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
    const pngIcon = await page.locator('head link[rel="icon"][type="image/png"]').getAttribute('href');
    // A favicon.svg of at most 2 KiB is written into the page (no request of its own), the same drawing.
    const svgFile = await request.get('./favicon.svg');
    expect(svgFile.headers()['content-type']).toContain('image/svg+xml');
    const svgText = await svgFile.text();
    expect(svgText.length).toBeLessThanOrEqual(inlineFaviconLimit);
    expect(svgIcon).toMatch(/^data:image\/svg\+xml,/);
    const drawn = decodeURIComponent(svgIcon!.slice('data:image/svg+xml,'.length));
    const squash = (svg: string) => svg.replace(/\s+/g, ' ').replaceAll('"', "'").trim();
    expect(drawn).toBe(squash(svgText));
    expect(pngSize(await (await request.get(`./${pngIcon}`)).body())).toEqual({ width: 32, height: 32 });
    const card = await request.get('./social-card.png');
    expect(card.status()).toBe(200);
    expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });

    // Linked when the app starts, after the first paint.
    const manifestHref = await page.locator('head link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(`./${manifestHref}`)).json();
    expect(manifest).toMatchObject({ name: profile.site.title, short_name: profile.name, start_url: './' });
    const sizes: string[] = [];
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const response = await request.get(`./${icon.src}`);
      expect(response.status(), icon.src).toBe(200);
      if (icon.type === 'image/png') {
        const { width, height } = pngSize(await response.body());
        expect(`${width}x${height}`).toBe(icon.sizes);
      }
      sizes.push(icon.sizes);
    }
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  test('robots.txt points at sitemap.xml, which lists the home page and every publication page', async ({
    request,
  }) => {
    const robots = await (await request.get('./robots.txt')).text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain(`Sitemap: ${absolute('sitemap.xml')}`);
    const sitemap = await (await request.get('./sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(site);
    expect(locs).toContain(absolute('publications/'));
    for (const pub of publications) expect(locs).toContain(absolute(`publications/${pub.id}.html`));
    for (const loc of locs) expect(loc!.startsWith(site), loc).toBe(true);
  });
});

test.describe('Discoverability: one static page per publication, readable without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One page visits them all in turn (a step each): a context per paper cost more than the checks.
  test('each paper’s page: Google Scholar citation_* tags, ScholarlyArticle JSON-LD and readable text', async ({
    page,
  }) => {
    const messages = watchConsole(page);
    for (const pub of publications)
      await test.step(pub.id, async () => {
        await page.goto(`./publications/${pub.id}.html`);
        expect(await metaContent(page, 'name="citation_title"')).toBe(pub.title);
        const authors = await page
          .locator('head meta[name="citation_author"]')
          .evaluateAll((els) => els.map((el) => el.getAttribute('content')));
        // Names alone: the marks after them (`Berg*`) are not part of a name.
        const names = pub.authors.map((a) => a.replace(/[*†‡#]+$/, ''));
        expect(authors).toEqual(names);
        expect(await metaContent(page, 'name="citation_publication_date"')).toBe(pub.date!.replace(/-/g, '/'));
        const venueTag = pub.kind === 'Journal article' ? 'citation_journal_title' : 'citation_conference_title';
        expect(await metaContent(page, `name="${venueTag}"`)).toBe(pub.venue);
        if (pub.pdfLink) expect(await metaContent(page, 'name="citation_pdf_url"')).toBe(absolute(pub.pdfLink));
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
          'href',
          absolute(`publications/${pub.id}.html`),
        );
        expect(await metaContent(page, 'http-equiv="Content-Security-Policy"')).toContain("default-src 'none'");

        const [article] = await jsonLd(page);
        expect(article).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'ScholarlyArticle',
          headline: pub.title,
          datePublished: pub.date,
          author: names.map((name) => ({ '@type': 'Person', name })),
        });

        // What a reader (or a crawler without JavaScript) sees.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pub.title);
        const main = page.getByRole('main');
        // Every author, the long lists too (nothing to expand without a script), marks shown after the names.
        for (const name of pub.authors) await expect(main).toContainText(name);
        await expect(main).toContainText(pub.venue);
        // The app's own stylesheet and frame; every address read from the site's root (<base href="../">).
        await expect(page.locator('link[rel="stylesheet"]')).toHaveAttribute('href', /^assets\/[\w-]+\.css$/);
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Roboto');
        await expect(page.getByRole('link', { name: 'All publications' })).toHaveAttribute('href', 'publications/');
        await expect(page.getByRole('link', { name: profile.name, exact: true })).toHaveAttribute('href', '#/home');
        await expect(page.getByRole('navigation').getByRole('link', { name: 'Publications' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('link', { name: `BibTeX file: ${pub.title}` })).toHaveAttribute(
          'href',
          `publications/${pub.id}.bib`,
        );
        if (pub.doiLink)
          expect(await metaContent(page, 'name="citation_doi"')).toBe(pub.doiLink.replace('https://doi.org/', ''));
        // Decoded from the .bib: no LaTeX in what a reader sees (the Cite block keeps it, as written).
        const shown = await page.evaluate(() => {
          const clone = document.body.cloneNode(true) as HTMLElement;
          clone.querySelectorAll('pre').forEach((pre) => pre.remove());
          return clone.textContent ?? '';
        });
        expect(shown).not.toMatch(/[{}\\]/);
        if (pub.pdfLink) await expect(page.getByRole('link', { name: `PDF: ${pub.title}` })).toBeVisible();
      });
    expect(messages).toEqual([]);
  });

  test('the list page links every publication page, and each links back to the list', async ({ page }) => {
    await page.goto('./publications/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles).toHaveCount(publications.length);
    const years = [...new Set(publications.map((p) => p.date!.slice(0, 4)))];
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(years);
    for (const pub of publications) {
      await expect(articles.getByRole('link', { name: pub.title, exact: true })).toHaveAttribute(
        'href',
        `publications/${pub.id}.html`,
      );
    }
    await page.getByRole('link', { name: publications[0]!.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publications[0]!.title);
    await page.getByRole('link', { name: 'All publications' }).click();
    await expect(page).toHaveURL(/\/publications\/$/);
  });

  test('the link back opens the publications page of the site', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const page = await context.newPage();
    await page.goto(`./publications/${publications[0]!.id}.html`);
    await page.getByRole('navigation').getByRole('link', { name: 'Publications' }).click();
    await expect(page).toHaveURL(/\/#\/publications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publications');
    await expectNoAxeViolations(page);
    await context.close();
  });
});

test('publication pages and sitemap are well-formed documents', async ({ page, request }) => {
  const sitemap = await (await request.get('./sitemap.xml')).text();
  await page.goto('./robots.txt');
  const xmlErrors = await page.evaluate(
    (xml) => new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('parsererror').length,
    sitemap,
  );
  expect(xmlErrors).toBe(0);
  for (const file of ['', ...publications.map((pub) => `${pub.id}.html`)]) {
    await page.goto(`./publications/${file}`);
    const doc = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      return {
        standardsMode: document.compatMode === 'CSS1Compat',
        lang: document.documentElement.lang,
        charsetFirst: document.head.firstElementChild?.getAttribute('charset')?.toLowerCase(),
        h1: document.querySelectorAll('h1').length,
        duplicateIds: ids.filter((id, i) => ids.indexOf(id) !== i),
        emptyMeta: [...document.querySelectorAll('meta[name], meta[property]')].filter(
          (m) => !m.getAttribute('content'),
        ).length,
        inBody: [...document.body.querySelectorAll('meta, link, title')].length,
      };
    });
    expect(doc, file || 'the list page').toEqual({
      standardsMode: true,
      lang: profile.site.locale,
      charsetFirst: 'utf-8',
      h1: 1,
      duplicateIds: [],
      emptyMeta: 0,
      inBody: 0,
    });
  }
});

test('a publication page and the list page pass the accessibility audit', async ({ page }) => {
  await page.goto(`./publications/${publications[1]!.id}.html`);
  await expectNoAxeViolations(page);
  await page.goto('./publications/');
  await expectNoAxeViolations(page);
});
