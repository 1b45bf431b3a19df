import { headlineOf } from '../../src/content/news.ts';
import { newsArchiveAddress, newsItemFile } from '../../src/content/staticAddresses.ts';
import { authorPart } from '../../src/content/publicationText.ts';
import { absoluteUrl, escapeHtml as h, publicationPagePath, type SiteContent } from '../content/site/siteContent.ts';
import { withoutUnsafe } from '../content/checks/controlCharacters.ts';
import { elements, parseHtmlFragment, serializeHtml } from '../html/htmlDocument.ts';
import { bodyOf, lineOf } from '../content/markdown/markdown.ts';
import { englishWords } from '../content/words/messages.ts';

/** Where the feeds live, relative to the site's root; every page links them. */
export const feedFiles = { atom: 'feed.xml', json: 'feed.json' } as const;

/** One entry of either feed: a news item, or a publication the owner puts in the feed. */
interface FeedItem {
  /** A tag: URI (RFC 4151): the site's host and the item's day, never its text, so edits keep it. */
  id: string;
  title: string;
  url: string;
  date: string;
  html: string;
  text: string;
  external?: string;
}

/** A date as RFC 3339 at midnight UTC (a month or a year alone as its first day). */
const instant = (date: string) => `${[...date.split('-'), '01', '01'].slice(0, 3).join('-')}T00:00:00Z`;

/**
 * A body's HTML for a feed reader, which has no page to resolve its links against: every address absolute, a
 * picture's files (`src`, each of `srcset`) too. Edited in the tree, where each value is read as the parser reads it.
 */
function absoluteLinks(html: string, site: string) {
  const fragment = parseHtmlFragment(html);
  for (const el of elements(fragment)) {
    for (const attr of el.attrs) {
      if (attr.name === 'href' || attr.name === 'src') attr.value = absoluteUrl(site, attr.value);
      if (attr.name === 'srcset')
        attr.value = attr.value
          .split(', ')
          .map((candidate) => candidate.replace(/^\S+/, (url) => absoluteUrl(site, url)))
          .join(', ');
    }
  }
  return serializeHtml(fragment);
}

/** The feed entries, newest first; empty when the site has no news (then no feed is written). */
export function feedItems({ profile, news, publications, publicationsInFeed, words }: SiteContent): FeedItem[] {
  const t = words ?? englishWords;
  if (news.length === 0) return [];
  const site = profile.site.url;
  const host = new URL(site).host;
  const tag = (date: string, what: string) => `tag:${host},${instant(date).slice(0, 10)}:${what}`;
  const fromNews = news.map((item): FeedItem => {
    const paper = item.paper ? absoluteUrl(site, publicationPagePath(item.paper)) : undefined;
    const link = item.link ? absoluteUrl(site, item.link) : undefined;
    const more = [
      paper && `<p><a href="${h(paper)}">${h(t('news.paper', { title: item.paperTitle ?? item.paper! }))}</a></p>`,
      link && `<p><a href="${h(link)}">${h(t('link.readMore'))}</a></p>`,
    ];
    // The same HTML as the pages' (tooling/content/markdown/markdown.ts), its words for content_text.
    const line = item.textHtml && `<p>${absoluteLinks(item.textHtml, site)}</p>`;
    const body = item.bodyHtml ? absoluteLinks(item.bodyHtml, site) : undefined;
    return {
      id: tag(item.date, `news/${item.anchor}`),
      title: headlineOf(item),
      // An item with a body is read on its own page; the others where they stand in the archive.
      url: item.page
        ? absoluteUrl(site, newsItemFile(item.page))
        : `${absoluteUrl(site, newsArchiveAddress)}#${item.anchor}`,
      date: instant(item.date),
      html: [line, body, ...more].filter(Boolean).join(''),
      text: [item.text && lineOf(item.text).text, body && item.body && bodyOf(item.body).text]
        .filter(Boolean)
        .join('\n'),
      external: link ?? paper,
    };
  });
  const fromPublications = publications
    .filter((p) => p.date)
    .slice(0, publicationsInFeed)
    .map((p): FeedItem => {
      const url = absoluteUrl(site, publicationPagePath(p.id));
      const text = `${t(`kind.${p.kind}`)}: ${authorPart(p, t)}. ${p.venue}`.trim();
      return {
        id: tag(p.date!, `publication/${p.id}`),
        title: p.title,
        url,
        date: instant(p.date!),
        html: `<p>${h(text)}</p>`,
        text,
      };
    });
  return [...fromNews, ...fromPublications].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** feed.xml, Atom (RFC 4287): every entry's id, title, updated, link and content; the feed's author and self link. */
export function atomFeed(content: SiteContent, items = feedItems(content)): string {
  const { profile } = content;
  const site = profile.site.url;
  const entries = items.map(
    (item) => `  <entry>
    <id>${h(item.id)}</id>
    <title>${h(item.title)}</title>
    <updated>${item.date}</updated>
    <link rel="alternate" type="text/html" href="${h(item.url)}"/>
    <content type="html">${h(item.html)}</content>
  </entry>`,
  );
  // The content check has removed what XML cannot carry (controlCharacters.ts); this keeps the feed well-formed whatever it is handed.
  return withoutUnsafe(`<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${h(profile.site.locale)}">
  <id>${h(absoluteUrl(site, ''))}</id>
  <title>${h(profile.site.title)}</title>
  <subtitle>${h(profile.site.description)}</subtitle>
  <updated>${items[0]!.date}</updated>
  <author><name>${h(profile.name)}</name><uri>${h(absoluteUrl(site, ''))}</uri></author>
  <link rel="self" type="application/atom+xml" href="${h(absoluteUrl(site, feedFiles.atom))}"/>
  <link rel="alternate" type="text/html" href="${h(absoluteUrl(site, ''))}"/>
${entries.join('\n')}
</feed>
`);
}

/** feed.json, JSON Feed 1.1: the same entries. */
export function jsonFeed(content: SiteContent, items = feedItems(content)): string {
  const { profile } = content;
  const site = profile.site.url;
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: profile.site.title,
    home_page_url: absoluteUrl(site, ''),
    feed_url: absoluteUrl(site, feedFiles.json),
    description: profile.site.description,
    language: profile.site.locale,
    authors: [{ name: profile.name, url: absoluteUrl(site, '') }],
    items: items.map((item) => ({
      id: item.id,
      url: item.url,
      ...(item.external ? { external_url: item.external } : {}),
      title: item.title,
      content_html: item.html,
      content_text: item.text,
      date_published: item.date,
    })),
  };
  const text = (_key: string, value: unknown) => (typeof value === 'string' ? withoutUnsafe(value) : value);
  return `${JSON.stringify(feed, text, 2)}\n`;
}

/** The `<link rel="alternate">` pairs every page carries when there are feeds (relative: pages set their base). */
export function feedLinks(content: SiteContent): Array<{ type: string; href: string; title: string }> {
  if (content.news.length === 0) return [];
  const title = (content.words ?? englishWords)('feed.title', { name: content.profile.name });
  return [
    { type: 'application/atom+xml', href: feedFiles.atom, title },
    { type: 'application/feed+json', href: feedFiles.json, title },
  ];
}
