import { expect, test } from '@playwright/test';
import { emailAddress, mailtoHref } from '../../src/content/email';
import { headTags } from '../../tooling/generators/headTags';
import { hostHeaders } from '../../tooling/generators/hostHeaders';
import {
  citationMeta,
  publicationListPage,
  publicationPage as publicationDocument,
  type StaticPageParts,
} from '../../tooling/generators/publicationPage';
import { absoluteUrl, siteContentOf, type SiteContent } from '../../tooling/content/site/siteContent';
import { robotsTxt, sitemapXml, webManifest } from '../../tooling/generators/siteFiles';
import type { Publication } from '../../src/content/types';
import { checkedFixture } from '../fixtures/validContent';

/** The fixture content, as a project site under a sub-path (no trailing slash, as people type it). */
function content(siteUrl = 'https://someone.github.io/portfolio'): SiteContent {
  const site = siteContentOf(checkedFixture())!;
  site.profile.site.url = siteUrl;
  return site;
}

/** The head around a stand-in body: the body itself is React's (src/static/), tested in the browser (seo.spec.ts). */
const parts: StaticPageParts = {
  body: '<main>BODY</main>',
  stylesheet: 'assets/style-x.css',
  themeScript: 'applyTheme()',
};
const publicationPage = (pub: Publication, site: SiteContent) => publicationDocument(pub, site, parts);

const meta = (pub: Publication, site = content()) =>
  Object.fromEntries(citationMeta(pub, site).filter(([name]) => name !== 'citation_author'));

test.describe('Generated files', () => {
  test('absolute URLs keep the sub-path of the site URL, with or without its trailing slash', () => {
    for (const url of ['https://someone.github.io/portfolio', 'https://someone.github.io/portfolio/']) {
      expect(absoluteUrl(url, 'publications/a.html')).toBe('https://someone.github.io/portfolio/publications/a.html');
      expect(absoluteUrl(url, './files/cv.pdf')).toBe('https://someone.github.io/portfolio/files/cv.pdf');
      expect(absoluteUrl(url, '/files/cv.pdf')).toBe('https://someone.github.io/portfolio/files/cv.pdf');
    }
    expect(absoluteUrl('https://example.org', 'https://doi.org/10.1/x')).toBe('https://doi.org/10.1/x');
  });

  test('Scholar tags: dates with slashes, venue by kind, PDF absolute (or as given when external)', () => {
    const site = content();
    const byId = (id: string) => site.publications.find((p) => p.id === id)!;
    const [conference, journal, poster] = [byId('paper-a'), byId('paper-b'), byId('paper-c')];
    expect(meta(conference)).toMatchObject({
      citation_publication_date: '2024/05/11',
      citation_conference_title: 'CHI ’24',
      citation_pdf_url: 'https://someone.github.io/portfolio/files/paper.pdf',
    });
    expect(meta(journal)).toMatchObject({ citation_publication_date: '2025', citation_journal_title: 'THRI' });
    expect(meta(journal)).not.toHaveProperty('citation_conference_title');
    expect(meta(journal)).not.toHaveProperty('citation_pdf_url');
    expect(meta(poster).citation_publication_date).toBe('2023/03');
    expect(meta({ ...conference, pdfLink: 'https://arxiv.org/pdf/1234.pdf' }).citation_pdf_url).toBe(
      'https://arxiv.org/pdf/1234.pdf',
    );
    expect(
      citationMeta(conference, site)
        .filter(([n]) => n === 'citation_author')
        .map(([, v]) => v),
    ).toEqual(['Test Owner', 'Co Author']);
    // Equal-contribution and other marks are not part of a name Scholar indexes.
    const marked = { ...conference, authors: ['Di Fu*', 'Fares Abawi*†', 'Stefan Wermter'] };
    expect(
      citationMeta(marked, site)
        .filter(([n]) => n === 'citation_author')
        .map(([, v]) => v),
    ).toEqual(['Di Fu', 'Fares Abawi', 'Stefan Wermter']);
  });

  test('a publication page escapes the content in its head: no markup or script can come in through a title', () => {
    const site = content();
    const pub = {
      ...site.publications.find((p) => p.id === 'paper-a')!,
      title: 'Robots </script><script>alert(1)</script> & "Trust"',
    };
    const html = publicationPage(pub, site);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<meta name="citation_title" content="Robots &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Trust&quot;">',
    );
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(jsonLd).not.toContain('</script');
    expect(JSON.parse(jsonLd).headline).toBe(pub.title);
    // Every address reads from the site's root, as on index.html; the one script is allowed by its hash alone.
    expect(html).toContain('<base href="../">');
    expect(html).toContain('<link rel="stylesheet" href="assets/style-x.css">');
    expect(html).toContain('<script>applyTheme()</script>');
    const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1]!;
    expect(csp).toMatch(/script-src 'sha256-[\w+/=]+'; /);
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toContain('<body>\n<main>BODY</main>\n</body>');
  });

  test('an abstract is described and given to Scholar; a long one is clipped in the description', () => {
    const site = content();
    const abstract = `We study trust. ${'Robots explain what they will do next. '.repeat(12)}`.trim();
    const html = publicationPage({ ...site.publications[0]!, abstract }, site);
    expect(html).toContain(`<meta name="citation_abstract" content="${abstract}">`);
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!;
    expect(description.length).toBeLessThanOrEqual(301);
    expect(description.endsWith('…')).toBe(true);
  });

  test('robots.txt, sitemap.xml and the manifest use the site URL and relative icon paths', () => {
    const site = content();
    expect(robotsTxt(site)).toContain('Sitemap: https://someone.github.io/portfolio/sitemap.xml');
    const sitemap = sitemapXml(site);
    expect(sitemap).toContain('<loc>https://someone.github.io/portfolio/</loc>');
    expect(sitemap).toContain('<loc>https://someone.github.io/portfolio/publications/</loc>');
    expect(sitemap).toContain(
      '<loc>https://someone.github.io/portfolio/publications/paper-a.html</loc><lastmod>2024-05-11</lastmod>',
    );
    expect(sitemap).toContain('<loc>https://someone.github.io/portfolio/files/cv.pdf</loc>');
    const manifest = JSON.parse(webManifest(site));
    expect(manifest.start_url).toBe('./');
    for (const icon of manifest.icons) expect(icon.src).not.toMatch(/^\//);
  });

  test('head tags: local links relative, social links absolute, one JSON-LD Person', () => {
    const tags = headTags(content());
    const links = tags.filter((t) => t.tag === 'link').map((t) => t.attrs!.href as string);
    for (const href of links.filter((h) => !h.startsWith('https://'))) expect(href).not.toMatch(/^\//);
    const ogImage = tags.find((t) => t.attrs?.property === 'og:image')!.attrs!.content;
    expect(ogImage).toBe('https://someone.github.io/portfolio/social-card.png');
    const person = tags.filter((t) => t.attrs?.type === 'application/ld+json');
    expect(person).toHaveLength(1);
    expect(JSON.parse(person[0]!.children as string).sameAs).toEqual([
      'https://example.org/code',
      'https://example.org/network',
      'https://scholar.google.com/citations?user=TEST',
    ]);
  });

  test('head tags: owner text is text (the title escaped), an email given as mailto: is not linked twice', () => {
    const site = content();
    site.profile.site.title = 'A < B</title><script>alert(1)</script>';
    site.profile.email = 'mailto:owner@example.org';
    const tags = headTags(site);
    expect(tags.find((t) => t.tag === 'title')!.children).toBe(
      'A &lt; B&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    const person = tags.find((t) => t.attrs?.type === 'application/ld+json')!;
    expect(JSON.parse(person.children as string).email).toBe('mailto:owner@example.org');
    // What Contact, the CV and resume.json read: the link once, the address alone for the reader.
    expect(mailtoHref('owner@example.org')).toBe('mailto:owner@example.org');
    expect(mailtoHref('mailto:owner@example.org?subject=Hi')).toBe('mailto:owner@example.org?subject=Hi');
    expect(emailAddress('mailto:owner@example.org?subject=Hi')).toBe('owner@example.org');
  });

  test('_headers: the hardening for every path, each page’s policy for its own path, no framing anywhere', () => {
    expect(hostHeaders({ index: "default-src 'self'", publications: "default-src 'none'" })).toBe(
      [
        '/*',
        "  Content-Security-Policy: frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'none'",
        '  X-Frame-Options: DENY',
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()',
        '  Cross-Origin-Opener-Policy: same-origin',
        '',
        '/*.svg',
        "  Content-Security-Policy: default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
        '',
        '/',
        "  Content-Security-Policy: default-src 'self'",
        '',
        '/index.html',
        "  Content-Security-Policy: default-src 'self'",
        '',
        '/publications/*',
        "  Content-Security-Policy: default-src 'none'",
        '',
      ].join('\n'),
    );
    expect(hostHeaders({ index: "default-src 'self'" })).not.toContain('/publications/*');
  });

  test('a DOI is a Scholar tag; an entry without an image or a venue has no tag for it', () => {
    const site = content();
    const paper = site.publications.find((p) => p.id === 'paper-a')!;
    expect(meta(paper).citation_doi).toBe('10.1145/0000000.0000001');
    const noImage = publicationPage(
      site.publications.find((p) => p.id === 'paper-d')!,
      site,
    );
    expect(
      JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(noImage)![1]!),
    ).not.toHaveProperty('image');
    const noVenue = publicationPage({ ...paper, venue: '' }, site);
    expect(noVenue).not.toContain('citation_conference_title');
  });

  test('the list page: its own canonical address and description around the rendered body', () => {
    const site = content();
    const html = publicationListPage(site, parts);
    expect(html).toContain('<link rel="canonical" href="https://someone.github.io/portfolio/publications/">');
    expect(html).toContain(`<meta name="description" content="All ${site.publications.length} publications by`);
    expect(html).toContain('<main>BODY</main>');
  });
});
