import { expect, test } from '@playwright/test';
import { headTags } from '../../tooling/generators/headTags';
import { publicationListPage } from '../../tooling/generators/publicationListPage';
import { citationMeta, publicationPage } from '../../tooling/generators/publicationPage';
import { absoluteUrl, siteContentOf, type SiteContent } from '../../tooling/content/siteContent';
import { robotsTxt, sitemapXml, webManifest } from '../../tooling/generators/siteFiles';
import type { Publication } from '../../src/content/types';
import { validModules, validPublications } from '../fixtures/validContent';

/** The fixture content, as a project site under a sub-path (no trailing slash, as people type it). */
function content(siteUrl = 'https://someone.github.io/portfolio'): SiteContent {
  const site = siteContentOf(validModules(), validPublications())!;
  site.profile.site.url = siteUrl;
  return site;
}

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

  test('a publication page escapes the content: no markup or script can come in through a title', () => {
    const site = content();
    const pub = {
      ...site.publications.find((p) => p.id === 'paper-a')!,
      title: 'Robots </script><script>alert(1)</script> & "Trust"',
    };
    const html = publicationPage(pub, site);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<h1>Robots &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Trust&quot;</h1>',
    );
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(jsonLd).not.toContain('</script');
    expect(JSON.parse(jsonLd).headline).toBe(pub.title);
    // Local files are linked from one folder down; the ways back lead to the list beside it and the site.
    expect(html).toContain('<a href="../files/paper.pdf" target="_blank" rel="noopener noreferrer">PDF</a>');
    expect(html).toContain('<a href="./">All publications</a>');
    expect(html).toContain('href="../#/publications"');
  });

  test('an abstract is shown, described and given to Scholar; a long one is clipped in the description', () => {
    const site = content();
    const abstract = `We study trust. ${'Robots explain what they will do next. '.repeat(12)}`.trim();
    const html = publicationPage({ ...site.publications[0]!, abstract }, site);
    expect(html).toContain(`<h2>Abstract</h2>\n<p class="abstract">${abstract}</p>`);
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

  test('a DOI is a link and a Scholar tag; an entry without an image has no <img>; Cite is the entry as written', () => {
    const site = content();
    const paper = site.publications.find((p) => p.id === 'paper-a')!;
    const html = publicationPage(paper, site);
    expect(meta(paper).citation_doi).toBe('10.1145/0000000.0000001');
    expect(html).toContain(
      '<a href="https://doi.org/10.1145/0000000.0000001" target="_blank" rel="noopener noreferrer">DOI</a>',
    );
    expect(html).toContain('<pre class="bibtex">@misc{paper-a,');
    const noImage = publicationPage(
      site.publications.find((p) => p.id === 'paper-d')!,
      site,
    );
    expect(noImage).not.toContain('<img');
    expect(
      JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(noImage)![1]!),
    ).not.toHaveProperty('image');
    const noVenue = publicationPage({ ...paper, venue: '' }, site);
    expect(noVenue).not.toContain('citation_conference_title');
    expect(noVenue).not.toMatch(/<p class="venue"> ·/);
  });

  test('the list page: every publication an article under its year, newest year first, each linking to its page', () => {
    const site = content();
    const html = publicationListPage(site);
    const years = [...html.matchAll(/<h2 id="y(\d{4})">/g)].map((m) => m[1]);
    expect(years).toEqual(['2025', '2024', '2023', '2022']);
    expect(html.match(/<article>/g)).toHaveLength(site.publications.length);
    for (const p of site.publications) expect(html).toContain(`<h3><a href="${p.id}.html">${p.title}</a></h3>`);
    expect(html).toContain('<link rel="canonical" href="https://someone.github.io/portfolio/publications/">');
    expect(html).toContain('href="../#/publications"');
    expect(html).not.toContain('<script');
  });
});
