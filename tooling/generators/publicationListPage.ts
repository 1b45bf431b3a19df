import type { Publication } from '../../src/content/types.ts';
import { authorLine, yearOf } from '../../src/components/publicationText.ts';
import { staticPageHead } from './publicationPage.ts';
import { absoluteUrl, escapeHtml as h, type SiteContent } from '../content/siteContent.ts';

/** The list of every publication, beside their own pages: crawlable and readable without JavaScript. */
export const publicationListPath = 'publications/index.html';

/** Newest year first; "Forthcoming" (no year yet) before them all. */
function byYear(publications: readonly Publication[]): Array<[string, Publication[]]> {
  const groups = new Map<string, Publication[]>();
  for (const p of publications) groups.set(yearOf(p), [...(groups.get(yearOf(p)) ?? []), p]);
  const rank = (year: string) => (/^\d{4}$/.test(year) ? year : '9999');
  return [...groups].sort(([a], [b]) => rank(b).localeCompare(rank(a)));
}

const item = (p: Publication) => `<article>
<p class="kind">${h(p.kind)} · ${p.date ? `<time datetime="${h(p.date)}">${h(yearOf(p))}</time>` : h(yearOf(p))}</p>
<h3><a href="${h(p.id)}.html">${h(p.title)}</a></h3>
<p class="authors">${h(authorLine(p))}</p>
${p.venue ? `<p class="venue">${h(p.venue)}</p>` : ''}
</article>`;

/** publications/index.html: every publication, newest year first, each linking to its own page. */
export function publicationListPage({ profile, publications }: SiteContent): string {
  const url = absoluteUrl(profile.site.url, 'publications/');
  const title = `Publications · ${profile.name}`;
  const description = `All ${publications.length} publications by ${profile.name}, newest first.`;
  return `${staticPageHead({ locale: profile.site.locale, title, description, url })}
</head>
<body>
<header class="site"><a href="../#/home">${h(profile.name)}</a></header>
<main class="list">
<h1>Publications</h1>
<p class="lead">${h(description)} <a href="../#/publications">Search and filter them on the site</a>.</p>
${byYear(publications)
  .map(
    ([year, items]) =>
      `<section aria-labelledby="y${year}">\n<h2 id="y${year}">${h(year)}</h2>\n${items.map(item).join('\n')}\n</section>`,
  )
  .join('\n')}
</main>
</body>
</html>
`;
}
