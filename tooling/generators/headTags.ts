import { feedLinks } from './feeds.ts';
import type { HtmlTagDescriptor } from 'vite';
import { themeColor, themeNames } from '../../src/styles/tokens.ts';
import { absoluteUrl, escapeHtml, jsonLd, ogLocale, type SiteContent } from '../content/site/siteContent.ts';
import { contactOf } from '../../src/content/email.ts';
import { append, element, parsedNodes, type Element } from '../html/htmlDocument.ts';
import { siteImages } from '../content/site/siteImages.ts';

export const socialCardSize = { width: 1200, height: 630 } as const;

/**
 * Every head tag the build writes is one of these: Vite writes index.html's (headTags below), `tagElement`
 * makes them nodes of the tree for the build's own (staticDocument.ts, indexHtml.ts).
 */
export const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'meta', attrs, injectTo: 'head' });
export const link = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'link', attrs, injectTo: 'head' });

/** The feeds every page links when there are any (feeds.ts). */
export const feedTags = (content: SiteContent) => feedLinks(content).map((feed) => link({ rel: 'alternate', ...feed }));

/**
 * A head tag as an element of the tree. Its children are HTML, as Vite writes them: parsed inside the element, so a
 * title's character references are read and a script's text is kept as it is.
 */
export function tagElement({ tag, attrs = {}, children }: HtmlTagDescriptor): Element {
  const el = element(tag, attrs);
  if (typeof children === 'string') append(el, parsedNodes(children, el));
  return el;
}

/** The JSON-LD `Person` for the home page: who the owner is and where else they are. */
export function personJsonLd({ profile, fittedImages }: SiteContent): Record<string, unknown> {
  const url = profile.site.url;
  const contact = contactOf(profile);
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    url,
    description: profile.site.description,
    jobTitle: profile.role,
    ...(contact.kind === 'email'
      ? { email: contact.href }
      : { contactPoint: { '@type': 'ContactPoint', url: contact.href } }),
    image: absoluteUrl(url, fittedImages?.[profile.photo.src] ?? profile.photo.src),
    affiliation: { '@type': 'Organization', name: profile.affiliation.name, url: profile.affiliation.href },
    sameAs: Object.values(profile.links ?? {}).filter(Boolean),
  };
}

/** Favicons up to this size are written into the page as a data: URL: a request of its own would cost a phone a round trip. */
export const inlineFaviconLimit = 2048;

/**
 * An SVG as a `data:` URL, percent-encoding only what a valid URL or an HTML attribute cannot hold as is
 * (its double quotes become single ones when it has none of those).
 */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${(svg.includes("'") ? svg : svg.replaceAll('"', "'"))
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[ "%#<>?[\\\]^`{|}]|[^ -~]/gu, encodeURIComponent)}`;

/**
 * Everything the home page's head says about the owner, from the content.
 * Local files use relative URLs (the site may live under a sub-path); the
 * social tags need absolute ones, from `profile.site.url`. A small SVG
 * favicon (`faviconSvg`, its text) is written in as a data: URL.
 */
export function headTags(content: SiteContent, { faviconSvg }: { faviconSvg?: string } = {}): HtmlTagDescriptor[] {
  const { profile } = content;
  const { title, description, url, locale } = profile.site;
  const card = absoluteUrl(url, siteImages.socialCard);
  const cardAlt = `${profile.name}, ${profile.role}, ${profile.affiliation.name}`;
  const territory = ogLocale(locale);
  return [
    // Vite escapes attribute values but writes string children as they are.
    { tag: 'title', children: escapeHtml(title), injectTo: 'head' },
    meta({ name: 'description', content: description }),
    meta({ name: 'author', content: profile.name }),
    // The browser's own bar follows the system theme (a visitor's choice on the page does not reach it before the app).
    ...themeNames.map((theme) =>
      meta({ name: 'theme-color', content: themeColor[theme], media: `(prefers-color-scheme: ${theme})` }),
    ),
    link({ rel: 'canonical', href: url }),
    link({
      rel: 'icon',
      href:
        faviconSvg && Buffer.byteLength(faviconSvg) <= inlineFaviconLimit
          ? svgDataUrl(faviconSvg)
          : siteImages.faviconSvg,
      type: 'image/svg+xml',
    }),
    link({ rel: 'icon', href: siteImages.faviconPng, type: 'image/png', sizes: '32x32' }),
    link({ rel: 'apple-touch-icon', href: siteImages.appleTouch }),
    ...feedTags(content),
    meta({ property: 'og:type', content: 'profile' }),
    meta({ property: 'og:site_name', content: profile.name }),
    meta({ property: 'og:title', content: title }),
    meta({ property: 'og:description', content: description }),
    meta({ property: 'og:url', content: url }),
    ...(territory ? [meta({ property: 'og:locale', content: territory })] : []),
    meta({ property: 'og:image', content: card }),
    meta({ property: 'og:image:type', content: 'image/png' }),
    meta({ property: 'og:image:width', content: String(socialCardSize.width) }),
    meta({ property: 'og:image:height', content: String(socialCardSize.height) }),
    meta({ property: 'og:image:alt', content: cardAlt }),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
    meta({ name: 'twitter:title', content: title }),
    meta({ name: 'twitter:description', content: description }),
    meta({ name: 'twitter:image', content: card }),
    meta({ name: 'twitter:image:alt', content: cardAlt }),
    // A data block, never executed, so the page's `script-src 'self'` policy allows it.
    {
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      children: jsonLd(personJsonLd(content)),
      injectTo: 'head',
    },
  ];
}
