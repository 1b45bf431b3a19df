import type { Profile } from '../../src/content/types.ts';
import { demoOf } from './demo.ts';
import { toMarkdown, toPlain } from './markup.ts';
import type { Migration } from './model.ts';
import { https, sortLinks, type Social } from './socialLinks.ts';
import { referFile } from './sourceFiles.ts';

/** What an old site says about its owner, each piece as the owner wrote it ('' when it never said). */
export interface ProfileParts {
  name: string;
  role: string;
  affiliation: string;
  affiliationUrl: string;
  /** The about page's body, Markdown. */
  about: string;
  /** The photo in the old site, relative to its folder, and where it goes in public/. */
  photo?: { from: string; to: string };
  email: string;
  socials: Social[];
  title: string;
  description: string;
  url: string;
  locale: string;
  contactNote: string;
}

/** The site address from `url` + `baseurl`, or the custom domain of a `CNAME` file, with a trailing slash. */
export function siteAddress(url: string, baseurl: string, cname: string): string {
  const domain = cname.trim().split(/\s+/)[0];
  const address = domain ? `https://${domain.replace(/^https?:\/\//, '')}` : `${url.trim()}${baseurl.trim()}`;
  if (!/^https?:\/\/[^/]/.test(address)) return '';
  return https(address).replace(/(?<!\/)\/*$/, '/');
}

const listItem = /^\s*(?:[-*+]|\d{1,3}[.)])\s+/;

/**
 * A block's paragraphs: its heading lines left out (the text under a heading stays), and each item of a
 * list a paragraph of its own, so a list does not run into one wall of text.
 */
function paragraphsOf(block: string): string[] {
  const paragraphs: string[] = [];
  for (const line of block.split('\n')) {
    if (/^\s*#{1,6}\s/.test(line)) continue;
    if (listItem.test(line) || paragraphs.length === 0) paragraphs.push(line.replace(listItem, ''));
    else paragraphs[paragraphs.length - 1] += `\n${line}`;
  }
  return paragraphs.map((p) => p.trim()).filter(Boolean);
}

/** The about page's paragraphs as plain text (the intro shows no markup): headings and Liquid left out. */
function introOf(about: string): { intro: string[]; linksDropped: number; unclear: string[] } {
  const { text, unclear } = toMarkdown(about.replace(/^\[\/\/\]: # .*$/gm, ''));
  const paragraphs = text
    .replace(/^\[\/\/\]: # .*$/gm, '')
    .split(/\n\s*\n/)
    .flatMap(paragraphsOf)
    .filter((p) => p && !/^(---|\*\*\*)$/.test(p));
  const linksDropped = paragraphs.reduce((n, p) => n + (p.match(/\]\(|<a\s/g)?.length ?? 0), 0);
  return { intro: paragraphs.map((p) => toPlain(p.replace(/\n/g, ' '))).filter(Boolean), linksDropped, unclear };
}

const profileFile = 'site/content/profile.ts';

/** The name a greeting uses: the first one that is not an initial ("R. Stuart Geiger" → Stuart). */
export const greetingName = (name: string) => {
  const words = name.split(/\s+/).filter(Boolean);
  return words.find((word) => !/^\p{L}\.?$|^(\p{L}\.)+$/u.test(word)) ?? words[0] ?? '';
};

/** The profile, with a to-do for each required field the old site never had. */
export function buildProfile(parts: ProfileParts, migration: Migration): Profile {
  const todo = (field: string, what: string) =>
    migration.todos.push({ file: profileFile, entry: 'profile', field, what });
  const { intro, linksDropped, unclear } = introOf(parts.about);
  const { links, linkLabels, unplaced } = sortLinks(parts.socials);
  const first = greetingName(parts.name);
  const photoSrc = parts.photo ? referFile(migration, parts.photo.from, parts.photo.to, 'profile › photo') : '';
  const profile: Profile = {
    name: parts.name,
    role: parts.role,
    affiliation: { name: parts.affiliation, href: parts.affiliationUrl ? https(parts.affiliationUrl) : '' },
    greeting: first ? `Hi, I’m ${first.replace(/\.$/, '')}.` : '',
    intro: intro.length ? intro : [''],
    photo: { src: photoSrc, alt: '' },
    email: parts.email,
    ...(Object.keys(links).length ? { links } : {}),
    ...(Object.keys(linkLabels).length ? { linkLabels } : {}),
    collaboration: toPlain(parts.contactNote),
    site: {
      title: parts.title || parts.name,
      description: toPlain(parts.description),
      url: parts.url,
      locale: parts.locale || 'en',
    },
  };
  if (!parts.name) todo('name', 'the old site gives no name: write yours');
  const demo = demoOf(parts.name);
  if (demo) todo('name', `“${parts.name}” is ${demo}, not yours: write your own profile`);
  if (!parts.role) todo('role', 'one line under your name (the old site had none)');
  if (!parts.affiliation) todo('affiliation.name', 'your lab or institution (the old site had none)');
  if (!profile.affiliation.href)
    todo('affiliation.href', 'your institution’s web page (https://…); the old site had none');
  if (!intro.length) todo('intro', 'the old site had no about text: write a paragraph or two');
  for (const what of unclear) todo('intro', `${what}: not carried, its meaning is not clear here`);
  if (linksDropped)
    todo('intro', `${linksDropped} link(s) of the about page kept as their words (the intro is plain text)`);
  if (!photoSrc) todo('photo.src', 'the old site had no photo: put one in site/public/images/ and name it here');
  todo('photo.alt', 'what your photo shows, for those who cannot see it (the old site gave no text)');
  if (!parts.email)
    todo('email', 'the old site published no address: write yours (or set emailPublished: false and a contactLink)');
  if (!profile.collaboration) todo('collaboration', 'the closing line of the Contact card (the old site had none)');
  if (!profile.site.description) todo('site.description', 'one sentence for search results (the old site had none)');
  if (!parts.url) todo('site.url', 'the address the site will live at (https://…/); the old site gave none');
  for (const social of unplaced) {
    migration.left.push({
      kind: 'profile links',
      from: social.name,
      reason: 'unsupported',
      why: `${social.url}: the profile has no place for it`,
    });
  }
  return profile;
}
