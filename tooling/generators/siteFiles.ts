import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { palette } from '../../src/styles/tokens.ts';
import { hasScheme } from '../content/checks/contentRules.ts';
import { socialCardSize } from './headTags.ts';
import { siteImages } from '../content/site/siteImages.ts';
import { socialCardSvg } from './socialCard.ts';
import { absoluteUrl, escapeHtml, publicationPagePath, type SiteContent } from '../content/site/siteContent.ts';
import { itemFile, newsArchiveAddress, publicationFile } from '../../src/content/staticAddresses.ts';
import type { ItemKind } from '../../src/content/itemPages.ts';
import { atomFeed, feedFiles, feedItems, jsonFeed } from './feeds.ts';
import { cnameFile } from './customDomain.ts';
import { llmsTxt, llmsTxtFile } from './llmsTxt.ts';
import { directionOf } from '../../src/i18n/direction.ts';

/** The two feeds, when there is news to carry. */
function feedFilesOf(content: SiteContent): SiteFile[] {
  const items = feedItems(content);
  if (items.length === 0) return [];
  return [
    { fileName: feedFiles.atom, source: atomFeed(content, items) },
    { fileName: feedFiles.json, source: jsonFeed(content, items) },
  ];
}

/** llms.txt, unless the owner leaves it out. */
function llmsTxtOf(content: SiteContent): SiteFile[] {
  const source = llmsTxt(content);
  return source === undefined ? [] : [{ fileName: llmsTxtFile, source }];
}

/** A file the build adds to the output, by its path relative to the site root. */
export interface SiteFile {
  fileName: string;
  source: string | Uint8Array;
}

const isLocal = (path: string) => !hasScheme(path);

export function robotsTxt({ profile }: SiteContent): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(profile.site.url, 'sitemap.xml')}\n`;
}

/**
 * The home page, each publication page, and the PDFs the site hosts. Hash
 * routes (#/about) are left out on purpose: crawlers drop the fragment, so
 * they would all be the home page again.
 */
export function sitemapXml({ profile, publications, news, itemPages }: SiteContent): string {
  const site = profile.site.url;
  const pdfs = [profile.resume, ...publications.map((p) => p.pdfLink)].filter((p): p is string => !!p && isLocal(p));
  const entries: Array<{ loc: string; lastmod?: string }> = [
    { loc: absoluteUrl(site, '') },
    ...(publications.length ? [{ loc: absoluteUrl(site, 'publications/') }] : []),
    ...(news.length
      ? [{ loc: absoluteUrl(site, newsArchiveAddress), lastmod: news.find((n) => !n.upcoming)?.date }]
      : []),
    ...publications.map((p) => ({ loc: absoluteUrl(site, publicationPagePath(p.id)), lastmod: p.date })),
    ...Object.entries(itemPages).flatMap(([kind, pages]) =>
      pages.map((p) => ({ loc: absoluteUrl(site, itemFile(kind as ItemKind, p.page)), lastmod: p.date })),
    ),
    ...[...new Set(pdfs)].map((p) => ({ loc: absoluteUrl(site, p) })),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries
  .map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeHtml(loc)}</loc>${lastmod && /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
  )
  .join('\n')}
</urlset>
`;
}

export function webManifest({ profile }: SiteContent): string {
  return `${JSON.stringify(
    {
      name: profile.site.title,
      short_name: profile.name,
      description: profile.site.description,
      lang: profile.site.locale,
      ...(directionOf(profile.site.locale) === 'rtl' ? { dir: 'rtl' } : {}),
      // Relative to the manifest, so the same file works under any sub-path.
      start_url: './',
      scope: './',
      display: 'browser',
      background_color: palette.background,
      theme_color: palette.primary,
      icons: [
        { src: siteImages.faviconSvg, sizes: 'any', type: 'image/svg+xml' },
        { src: siteImages.icon192, sizes: '192x192', type: 'image/png' },
        { src: siteImages.icon512, sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`;
}

async function iconFiles(publicDir: string): Promise<SiteFile[]> {
  const svg = await readFile(join(publicDir, siteImages.faviconSvg));
  const png = async (size: number) =>
    new Uint8Array(
      await sharp(svg, { density: Math.max(72, (size / 64) * 72 * 2) })
        .resize(size, size)
        .png()
        .toBuffer(),
    );
  return [
    { fileName: siteImages.faviconPng, source: await png(32) },
    { fileName: siteImages.appleTouch, source: await png(180) },
    { fileName: siteImages.icon192, source: await png(192) },
    { fileName: siteImages.icon512, source: await png(512) },
  ];
}

/** The 1200×630 card that link previews show: the owner's name, role and photo. */
async function socialCard(content: SiteContent, publicDir: string): Promise<SiteFile> {
  const { width, height } = socialCardSize;
  const photoSize = 360;
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photoSize}" height="${photoSize}"><circle cx="${photoSize / 2}" cy="${photoSize / 2}" r="${photoSize / 2}"/></svg>`,
  );
  const photo = await sharp(join(publicDir, content.profile.photo.src))
    .resize(photoSize, photoSize, { fit: 'cover', position: 'attention' })
    .composite([{ input: circle, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const card = await sharp(Buffer.from(socialCardSvg(content, { photoSize })))
    .resize(width, height)
    .composite([{ input: photo, left: width - photoSize - 96, top: (height - photoSize) / 2 }])
    .png()
    .toBuffer();
  return { fileName: siteImages.socialCard, source: new Uint8Array(card) };
}

export interface SiteFileOptions {
  publicDir: string;
}

/**
 * Every file generated from the content alone: crawler files, icons, the social card, each paper's
 * .bib. (The publication pages are rendered with the app's components: tooling/plugins/prerender.ts.)
 */
export async function siteFiles(content: SiteContent, { publicDir }: SiteFileOptions): Promise<SiteFile[]> {
  const cname = cnameFile(content.profile.site.url, publicDir);
  return [
    ...(cname ? [cname] : []),
    { fileName: 'robots.txt', source: robotsTxt(content) },
    { fileName: 'sitemap.xml', source: sitemapXml(content) },
    { fileName: siteImages.manifest, source: webManifest(content) },
    ...(await iconFiles(publicDir)),
    await socialCard(content, publicDir),
    ...feedFilesOf(content),
    ...llmsTxtOf(content),
    // Each paper's own .bib beside its page: what Cite copies, private fields left out.
    ...content.publications.map((pub) => ({ fileName: publicationFile(pub.id, 'bib'), source: `${pub.bibtex}\n` })),
  ];
}
