import { formatYear } from '../../src/i18n/numbers.ts';
import { jsonResumeFile, resumeHref } from '../../src/cv/cvFiles.ts';
import { newsArchiveAddress, publicationListAddress } from '../../src/content/staticAddresses.ts';
import { authorPart } from '../../src/content/publicationText.ts';
import { absoluteUrl, publicationPagePath, type SiteContent } from '../content/site/siteContent.ts';
import { feedFiles } from './feeds.ts';
import { englishWords, type SiteWords } from '../content/words/messages.ts';

/** Where the file lives, relative to the site's root (llmstxt.org: `/llms.txt`). */
export const llmsTxtFile = 'llms.txt';

/** The profile links' names, as the list says them (the services' own, and two in the site's words). */
const profileLinkNames = (t: SiteWords): Record<string, string> => ({
  scholar: t('link.scholar'),
  orcid: 'ORCID',
  dblp: 'DBLP',
  researchgate: 'ResearchGate',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  website: t('contact.website'),
});

interface LinkItem {
  name: string;
  href: string;
  notes?: string;
}

/** Link text on one line, its square brackets made round: the format's parsers end a name at the first `]`. */
const linkText = (text: string) => oneLine(text).replace(/\[/g, '(').replace(/\]/g, ')');
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** An address a Markdown link can hold: spaces and parentheses encoded. */
const linkTarget = (href: string) => href.replace(/ /g, '%20').replace(/\(/g, '%28').replace(/\)/g, '%29');

const item = ({ name, href, notes }: LinkItem) =>
  `- [${linkText(name)}](${linkTarget(href)})${notes ? `: ${oneLine(notes)}` : ''}`;

/** An address on the site: absolute when the site's address is a URL, else as the site writes it. */
function addressOn(siteUrl: string): (path: string) => string {
  const known = URL.canParse(siteUrl) && /^https?:$/.test(new URL(siteUrl).protocol);
  return (path) => (known ? absoluteUrl(siteUrl, path) : path || './');
}

/**
 * llms.txt (llmstxt.org): the owner's name as the H1, their role and the first paragraph of the intro as
 * the summary, then lists of links: the pages, the CV, each paper's own page, the feeds; the crawler
 * files under "Optional". Made from the content alone; `site.llmsTxt: false` leaves it out.
 */
export function llmsTxt(content: SiteContent): string | undefined {
  const { profile, publications, news } = content;
  if (profile.site.llmsTxt === false) return undefined;
  // The pages, papers and links by the names the site gives them, the notes and headings in its language;
  // "Optional" stays: it is llmstxt.org's keyword, not a word.
  const t = content.words ?? englishWords;
  const at = addressOn(profile.site.url);
  const route = (path: string) => at(`#${path}`);
  const pages: LinkItem[] = [
    {
      name: t('nav.home'),
      href: at(''),
      notes: news.length ? t('llms.homeNews') : t('llms.home'),
    },
    { name: t('nav.about'), href: route('/about'), notes: t('llms.about') },
    ...(content.hasProjects ? [{ name: t('nav.projects'), href: route('/projects'), notes: t('llms.projects') }] : []),
    ...(publications.length
      ? [{ name: t('nav.publications'), href: at(publicationListAddress), notes: t('llms.publications') }]
      : []),
    ...(news.length ? [{ name: t('nav.news'), href: at(newsArchiveAddress), notes: t('llms.news') }] : []),
    { name: t('nav.contact'), href: route('/contact'), notes: t('llms.contact') },
  ];
  const cv: LinkItem[] = [
    { name: t('cv.pdf'), href: at(resumeHref(profile)) },
    { name: 'resume.json', href: at(jsonResumeFile), notes: t('llms.resume') },
  ];
  const papers = publications.map((p) => ({
    name: p.title,
    href: at(publicationPagePath(p.id)),
    notes: [t(`kind.${p.kind}`), authorPart(p, t), p.venue, p.date && formatYear(t.locale, p.date.slice(0, 4))]
      .filter(Boolean)
      .join('. '),
  }));
  const feeds: LinkItem[] = news.length
    ? [
        { name: 'Atom feed', href: at(feedFiles.atom), notes: t('llms.atom') },
        { name: 'JSON Feed', href: at(feedFiles.json), notes: t('llms.jsonFeed') },
      ]
    : [];
  const elsewhere = Object.entries(profile.links ?? {}).flatMap(([kind, href]) => {
    const name = kind === 'code' || kind === 'network' ? profile.linkLabels?.[kind] : profileLinkNames(t)[kind];
    return href && name ? [{ name, href }] : [];
  });
  const optional: LinkItem[] = [{ name: 'sitemap.xml', href: at('sitemap.xml'), notes: t('llms.sitemap') }];
  const sections: Array<[string, LinkItem[]]> = [
    [t('llms.pages'), pages],
    [t('llms.cv'), cv],
    [t('nav.publications'), papers],
    [t('llms.feeds'), feeds],
    [t('llms.elsewhere'), elsewhere],
    ['Optional', optional],
  ];
  const summary = `${profile.role}, ${profile.affiliation.name}. ${content.introText[0] ?? ''}`;
  return `${[
    `# ${oneLine(profile.name)}`,
    `> ${oneLine(summary)}`,
    oneLine(profile.site.description),
    ...sections
      .filter(([, items]) => items.length > 0)
      .map(([heading, items]) => `## ${heading}\n\n${items.map(item).join('\n')}`),
  ].join('\n\n')}\n`;
}
