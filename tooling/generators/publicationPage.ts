import type { Publication } from '../../src/content/types.ts';
import { readAuthor } from '../../src/content/authorNames.ts';
import { authorPart } from '../../src/content/publicationText.ts';
import { formatYear } from '../../src/i18n/numbers.ts';
import { itemFile, newsArchiveAddress, publicationListAddress } from '../../src/content/staticAddresses.ts';
import type { ItemKind } from '../../src/content/itemPages.ts';
import type { ItemPage } from '../content/site/itemPages.ts';
import type { HtmlTagDescriptor } from 'vite';
import { feedTags, link, meta } from './headTags.ts';
import { siteImages } from '../content/site/siteImages.ts';
import { bodyNodes, leadingLinks, staticDocument } from './staticDocument.ts';
import { cspHash } from './indexHtml.ts';
import { absoluteUrl, jsonLd, publicationPagePath, type SiteContent } from '../content/site/siteContent.ts';
import { englishWords } from '../content/words/messages.ts';
import { joinParts } from '../content/bib/bibFields.ts';

/** The list of every publication, beside their own pages (its index.html). */
export const publicationListPath = `${publicationListAddress}index.html`;

/** Google Scholar reads dates as 2024/05/11, 2024/05 or 2024. */
const scholarDate = (date: string) => date.replace(/-/g, '/');

/** Search snippets show about 160–300 characters; a long abstract is cut at a word. */
const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`;

export function scholarlyArticleJsonLd(
  pub: Publication,
  { profile, fittedImages, words }: SiteContent,
): Record<string, unknown> {
  const site = profile.site.url;
  const t = words ?? englishWords;
  const isJournal = pub.kind === 'Journal article';
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: pub.title,
    name: pub.title,
    author: pub.authors.map((name) => ({ '@type': 'Person', name: readAuthor(name).name })),
    ...(pub.date ? { datePublished: pub.date } : {}),
    url: absoluteUrl(site, publicationPagePath(pub.id)),
    ...(pub.image ? { image: absoluteUrl(site, fittedImages?.[pub.image] ?? pub.image) } : {}),
    genre: t(`kind.${pub.kind}`),
    ...(pub.abstract ? { abstract: pub.abstract } : {}),
    ...(pub.venue && pub.kind !== 'Patent'
      ? { isPartOf: { '@type': isJournal ? 'Periodical' : 'Event', name: pub.venue } }
      : {}),
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
    // A patent's venue is its number and holder, neither a journal nor a conference.
    ...(pub.venue && pub.kind !== 'Patent'
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

/** What the prerender gives each page in publications/: its body, and what its head links and runs. */
export interface StaticPageParts {
  /** React's markup for the page's body (src/static/), rendered with the app's components. */
  body: string;
  /** The app's stylesheet, relative to the site's root (none in the dev server, whose styles come with the app). */
  stylesheet?: string;
  /** The inline script that applies the visitor's theme choice (src/boot/themeScript.ts). */
  themeScript: string;
}

/** The policy of every page in publications/: its one script is the theme script. */
export const staticPageCsp = (themeScript: string) =>
  [
    "default-src 'none'",
    `script-src ${cspHash(themeScript)}`,
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');

/**
 * A page that runs no app (a paper's, the publication list, the news archive), with a strict CSP of its own: its one
 * script is the theme script, allowed by its hash (JSON-LD blocks are data). `<base href="../">`
 * makes every address in it read as on index.html, so the app's components render it unchanged.
 */
function staticPage(
  {
    locale,
    title,
    description,
    url,
    head = [],
  }: { locale: string; title: string; description: string; url: string; head?: HtmlTagDescriptor[] },
  { body, stylesheet, themeScript }: StaticPageParts,
) {
  const { links, rest } = leadingLinks(bodyNodes(body));
  return staticDocument({
    locale,
    policy: staticPageCsp(themeScript),
    base: '../',
    script: themeScript,
    title,
    head: [
      meta({ name: 'description', content: description }),
      link({ rel: 'canonical', href: url }),
      link({ rel: 'icon', href: siteImages.faviconSvg, type: 'image/svg+xml' }),
      ...(stylesheet ? [link({ rel: 'stylesheet', href: stylesheet })] : []),
      links,
      ...head,
    ],
    body: rest,
  });
}

/** A publication's own page: Scholar's citation_* tags, Open Graph and JSON-LD around the rendered body. */
export function publicationPage(pub: Publication, content: SiteContent, parts: StaticPageParts): string {
  const { profile } = content;
  const site = profile.site.url;
  const pageUrl = absoluteUrl(site, publicationPagePath(pub.id));
  const t = content.words ?? englishWords;
  const year = pub.date ? formatYear(t.locale, pub.date.slice(0, 4)) : t('date.forthcoming');
  const where = joinParts(t, [pub.venue, year]);
  const description = pub.abstract ? clip(pub.abstract, 300) : `${pub.title}. ${authorPart(pub, t)}. ${where}.`;
  const head = [
    ...citationMeta(pub, content).map(([name, value]) => meta({ name, content: value })),
    meta({ property: 'og:type', content: 'article' }),
    meta({ property: 'og:title', content: pub.title }),
    meta({ property: 'og:description', content: description }),
    meta({ property: 'og:url', content: pageUrl }),
    meta({ property: 'og:image', content: absoluteUrl(site, siteImages.socialCard) }),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    {
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      children: `\n${jsonLd(scholarlyArticleJsonLd(pub, content))}\n`,
    },
    ...feedTags(content),
  ];
  return staticPage(
    { locale: profile.site.locale, title: `${pub.title} · ${profile.name}`, description, url: pageUrl, head },
    parts,
  );
}

/** publications/index.html: every publication on one page, crawlable and read without JavaScript. */
export function publicationListPage(content: SiteContent, parts: StaticPageParts): string {
  const { profile, publications } = content;
  const t = content.words ?? englishWords;
  return staticPage(
    {
      locale: profile.site.locale,
      title: `${t('nav.publications')} · ${profile.name}`,
      description: t('pubs.listLead', { count: publications.length, name: profile.name }),
      url: absoluteUrl(profile.site.url, publicationListAddress),
      head: feedTags(content),
    },
    parts,
  );
}

/** The news archive's path: every item on one page, crawlable and read without JavaScript. */
export const newsArchivePath = `${newsArchiveAddress}index.html`;

/** news/index.html: every item by year, each at its anchor (news/#news-2025-03-14). */
export function newsArchivePage(content: SiteContent, parts: StaticPageParts): string {
  const { profile, news } = content;
  const t = content.words ?? englishWords;
  return staticPage(
    {
      locale: profile.site.locale,
      title: `${t('nav.news')} · ${profile.name}`,
      description: t('news.description', { count: news.length, name: profile.name }),
      url: absoluteUrl(profile.site.url, newsArchiveAddress),
      head: feedTags(content),
    },
    parts,
  );
}

/** <kind>/<page>.html: an entry's own page, read without JavaScript (the app's #/<kind>/<page>), described by its lead. */
export function itemPage(content: SiteContent, kind: ItemKind, item: ItemPage, parts: StaticPageParts): string {
  const { profile } = content;
  return staticPage(
    {
      locale: profile.site.locale,
      title: `${item.headline} · ${profile.name}`,
      description: clip(item.lead.replace(/\s+/g, ' ').trim(), 200),
      url: absoluteUrl(profile.site.url, itemFile(kind, item.page)),
      head: feedTags(content),
    },
    parts,
  );
}
