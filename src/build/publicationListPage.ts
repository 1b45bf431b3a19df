import type { Publication } from '../content/types.ts';
import { siteImages } from './headTags.ts';
import { absoluteUrl, escapeHtml as h, type SiteContent } from './siteContent.ts';

/** The list of every publication, beside their own pages: crawlable and readable without JavaScript. */
export const publicationListPath = 'publications/index.html';

function byYear(publications: readonly Publication[]): Array<[string, Publication[]]> {
  const groups = new Map<string, Publication[]>();
  for (const p of publications) groups.set(p.date.slice(0, 4), [...(groups.get(p.date.slice(0, 4)) ?? []), p]);
  return [...groups].sort(([a], [b]) => b.localeCompare(a));
}

const item = (p: Publication) => `<article>
<p class="kind">${h(p.kind)} · <time datetime="${h(p.date)}">${h(p.date.slice(0, 4))}</time></p>
<h3><a href="${h(p.id)}.html">${h(p.title)}</a></h3>
<p class="authors">${p.authors.map(h).join(', ')}</p>
${p.venue ? `<p class="venue">${h(p.venue)}</p>` : ''}
</article>`;

/** publications/index.html: every publication, newest year first, each linking to its own page. */
export function publicationListPage({ profile, publications }: SiteContent): string {
  const url = absoluteUrl(profile.site.url, 'publications/');
  const title = `Publications · ${profile.name}`;
  const description = `All ${publications.length} publications by ${profile.name}, newest first.`;
  return `<!doctype html>
<html lang="${h(profile.site.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'">
<title>${h(title)}</title>
<meta name="description" content="${h(description)}">
<link rel="canonical" href="${h(url)}">
<link rel="icon" href="../${siteImages.faviconSvg}" type="image/svg+xml">
<link rel="stylesheet" href="publication.css">
</head>
<body>
<header class="site"><a href="../#/home">${h(profile.name)}</a></header>
<main class="list">
<h1>Publications</h1>
<p class="lead">${h(description)} <a href="../#/publications">Search and filter them on the site</a>.</p>
${byYear(publications)
  .map(([year, items]) => `<section aria-labelledby="y${year}">\n<h2 id="y${year}">${year}</h2>\n${items.map(item).join('\n')}\n</section>`)
  .join('\n')}
</main>
</body>
</html>
`;
}
