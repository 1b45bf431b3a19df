import type { Publication } from '../../src/content/types.ts';
import { formatDate } from '../../src/components/dates.ts';
import { readAuthor } from '../../src/components/Authors/authorNames.ts';
import { authorLine, itemLinks, yearOf } from '../../src/components/publicationText.ts';
import { hasScheme } from '../content/contentRules.ts';
import { siteImages } from './headTags.ts';
import { absoluteUrl, escapeHtml as h, jsonLd, publicationPagePath, type SiteContent } from '../content/siteContent.ts';

/** The stylesheet the publication pages share, next to them in publications/. */
export const publicationStylesheet = 'publications/publication.css';

/** Google Scholar reads dates as 2024/05/11, 2024/05 or 2024. */
const scholarDate = (date: string) => date.replace(/-/g, '/');

/** Search snippets show about 160–300 characters; a long abstract is cut at a word. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;

/** Local files are linked relative to the page (one folder down), external ones as they are. */
const fromPage = (path: string) => (hasScheme(path) ? path : `../${path.replace(/^\.?\//, '')}`);

export function scholarlyArticleJsonLd(pub: Publication, { profile }: SiteContent): Record<string, unknown> {
  const site = profile.site.url;
  const isJournal = pub.kind === 'Journal article';
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: pub.title,
    name: pub.title,
    author: pub.authors.map((name) => ({ '@type': 'Person', name: readAuthor(name).name })),
    ...(pub.date ? { datePublished: pub.date } : {}),
    url: absoluteUrl(site, publicationPagePath(pub.id)),
    ...(pub.image ? { image: absoluteUrl(site, pub.image) } : {}),
    genre: pub.kind,
    ...(pub.abstract ? { abstract: pub.abstract } : {}),
    ...(pub.venue ? { isPartOf: { '@type': isJournal ? 'Periodical' : 'Event', name: pub.venue } } : {}),
    ...(pub.doiLink ? { identifier: pub.doiLink } : {}),
    ...(pub.pdfLink
      ? {
          encoding: {
            '@type': 'MediaObject',
            contentUrl: absoluteUrl(site, pub.pdfLink),
            encodingFormat: 'application/pdf',
          },
        }
      : {}),
    ...(pub.scholarLink ? { sameAs: [pub.scholarLink] } : {}),
  };
}

/**
 * Google Scholar's inclusion tags: one citation_author per author (marks such as `Abawi*` taken off: they
 * are not part of the name), the venue by kind, the PDF absolute.
 */
export function citationMeta(pub: Publication, { profile }: SiteContent): Array<[string, string]> {
  return [
    ['citation_title', pub.title],
    ...pub.authors.map((author): [string, string] => ['citation_author', readAuthor(author).name]),
    ...(pub.date ? [['citation_publication_date', scholarDate(pub.date)] as [string, string]] : []),
    ...(pub.venue
      ? [
          [pub.kind === 'Journal article' ? 'citation_journal_title' : 'citation_conference_title', pub.venue] as [
            string,
            string,
          ],
        ]
      : []),
    ...(pub.doiLink ? [['citation_doi', pub.doiLink.replace(/^https:\/\/doi\.org\//, '')] as [string, string]] : []),
    ...(pub.pdfLink ? [['citation_pdf_url', absoluteUrl(profile.site.url, pub.pdfLink)] as [string, string]] : []),
    ['citation_abstract_html_url', absoluteUrl(profile.site.url, publicationPagePath(pub.id))],
    ...(pub.abstract ? [['citation_abstract', pub.abstract] as [string, string]] : []),
  ];
}

/**
 * The start of a page in publications/ (this one and the list beside it): a strict CSP of its own
 * (nothing runs there; JSON-LD blocks are data), the shared stylesheet and the site's icon.
 */
export function staticPageHead({
  locale,
  title,
  description,
  url,
}: {
  locale: string;
  title: string;
  description: string;
  url: string;
}) {
  return `<!doctype html>
<html lang="${h(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'">
<title>${h(title)}</title>
<meta name="description" content="${h(description)}">
<link rel="canonical" href="${h(url)}">
<link rel="icon" href="../${siteImages.faviconSvg}" type="image/svg+xml">
<link rel="stylesheet" href="publication.css">`;
}

/**
 * A small static page per publication: readable without JavaScript, with
 * its own strict CSP (nothing runs here; the JSON-LD block is data).
 */
export function publicationPage(pub: Publication, content: SiteContent): string {
  const { profile } = content;
  const site = profile.site.url;
  const pageUrl = absoluteUrl(site, publicationPagePath(pub.id));
  const where = [pub.venue, yearOf(pub)].filter(Boolean).join(', ');
  const description = pub.abstract ? clip(pub.abstract, 300) : `${pub.title}. ${authorLine(pub)}. ${where}.`;
  const links = itemLinks(pub);
  const when = pub.date ? `<time datetime="${h(pub.date)}">${h(formatDate(pub.date))}</time>` : h(yearOf(pub));
  return `${staticPageHead({ locale: profile.site.locale, title: `${pub.title} · ${profile.name}`, description, url: pageUrl })}
${citationMeta(pub, content)
  .map(([name, value]) => `<meta name="${name}" content="${h(value)}">`)
  .join('\n')}
<meta property="og:type" content="article">
<meta property="og:title" content="${h(pub.title)}">
<meta property="og:description" content="${h(description)}">
<meta property="og:url" content="${h(pageUrl)}">
<meta property="og:image" content="${h(absoluteUrl(site, siteImages.socialCard))}">
<meta name="twitter:card" content="summary_large_image">
<script type="application/ld+json">
${jsonLd(scholarlyArticleJsonLd(pub, content))}
</script>
</head>
<body>
<header class="site"><a href="../#/home">${h(profile.name)}</a></header>
<main>
<article>
<p class="kind">${h(pub.kind)}${pub.abbr ? ` · ${h(pub.abbr)}` : ''}</p>
<h1>${h(pub.title)}</h1>
<p class="authors">${h(authorLine(pub))}</p>
<p class="venue">${pub.venue ? `${h(pub.venue)} · ` : ''}${when}</p>
${pub.award ? `<p class="award">${h(pub.award)}</p>` : ''}
${pub.image ? `<img class="figure" src="${h(fromPage(pub.image))}" alt="${h(pub.alt ?? '')}" width="640" height="400">` : ''}
${
  links.length
    ? `<ul class="links">\n${links
        // As everywhere on the site, documents and external pages open in a new tab.
        .map(
          ({ label, href }) =>
            `<li><a href="${h(fromPage(href))}" target="_blank" rel="noopener noreferrer">${h(label)}</a></li>`,
        )
        .join('\n')}\n</ul>`
    : ''
}
${pub.abstract ? `<h2>Abstract</h2>\n<p class="abstract">${h(pub.abstract)}</p>` : ''}
<h2>Cite</h2>
<pre class="bibtex">${h(pub.bibtex)}</pre>
<p class="download"><a href="${h(pub.id)}.bib" download>Download as BibTeX (.bib)</a></p>
<p class="back"><a href="./">All publications</a> · <a href="../#/publications">${h(profile.name)}’s site</a></p>
</article>
</main>
</body>
</html>
`;
}
