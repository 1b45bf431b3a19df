import { formatYear } from '../../src/i18n/numbers.ts';
import { jsonResumeFile, resumeHref } from '../../src/cv/cvFiles.ts';
import { newsArchiveAddress, publicationListAddress } from '../../src/content/staticAddresses.ts';
import { authorPart } from '../../src/content/publicationText.ts';
import { absoluteUrl, publicationPagePath, type SiteContent } from '../content/site/siteContent.ts';
import { feedFiles } from './feeds.ts';
import { englishWords, type SiteWords } from '../content/site/messages.ts';

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
  // The pages, papers and links by the names the site gives them; the notes and the headings stay the
  // format's English ("Optional" is llmstxt.org's keyword), written for the program that reads the file.
  const t = content.words ?? englishWords;
  const at = addressOn(profile.site.url);
  const route = (path: string) => at(`#${path}`);
  const pages: LinkItem[] = [
    {
      name: t('nav.home'),
      href: at(''),
      notes: news.length ? 'The introduction and the newest news.' : 'The introduction.',
    },
    { name: t('nav.about'), href: route('/about'), notes: 'The CV: education, experience, awards, skills, talks.' },
    ...(content.hasProjects
      ? [{ name: t('nav.projects'), href: route('/projects'), notes: 'Current and past projects.' }]
      : []),
    ...(publications.length
      ? [{ name: t('nav.publications'), href: at(publicationListAddress), notes: 'Every publication on one page.' }]
      : []),
    ...(news.length
      ? [{ name: t('nav.news'), href: at(newsArchiveAddress), notes: 'Every news item, newest first.' }]
      : []),
    { name: t('nav.contact'), href: route('/contact'), notes: 'How to reach me.' },
  ];
  const cv: LinkItem[] = [
    { name: t('cv.pdf'), href: at(resumeHref(profile)) },
    { name: 'resume.json', href: at(jsonResumeFile), notes: 'The CV as JSON Resume (jsonresume.org).' },
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
        { name: 'Atom feed', href: at(feedFiles.atom), notes: 'News as Atom.' },
        { name: 'JSON Feed', href: at(feedFiles.json), notes: 'News as JSON Feed 1.1.' },
      ]
    : [];
  const elsewhere = Object.entries(profile.links ?? {}).flatMap(([kind, href]) => {
    const name = kind === 'code' || kind === 'network' ? profile.linkLabels?.[kind] : profileLinkNames(t)[kind];
    return href && name ? [{ name, href }] : [];
  });
  const optional: LinkItem[] = [
    { name: 'sitemap.xml', href: at('sitemap.xml'), notes: 'Every page that has an address of its own.' },
  ];
  const sections: Array<[string, LinkItem[]]> = [
    ['Pages', pages],
    ['CV', cv],
    ['Publications', papers],
    ['Feeds', feeds],
    ['Elsewhere', elsewhere],
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
