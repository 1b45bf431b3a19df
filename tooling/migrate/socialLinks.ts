import type { ProfileLinks } from '../../src/content/types.ts';

type LinkKey = keyof ProfileLinks;

/** A profile elsewhere, as the old site named it, and its address. */
export interface Social {
  /** The old site's name for it: `github_username`, `googlescholar`, Hugo's icon `linkedin` … */
  name: string;
  url: string;
}

/** Which of the profile's links each known service fills, and the button label where one is needed. */
const services: Array<{ match: RegExp; key: LinkKey; label?: string }> = [
  { match: /github/i, key: 'code', label: 'GitHub' },
  { match: /gitlab/i, key: 'code', label: 'GitLab' },
  { match: /linkedin/i, key: 'network', label: 'LinkedIn' },
  { match: /scholar\.google|googlescholar|google-scholar|scholar_userid/i, key: 'scholar' },
  { match: /orcid/i, key: 'orcid' },
  { match: /dblp/i, key: 'dblp' },
  { match: /researchgate|research_gate/i, key: 'researchgate' },
  { match: /bsky|bluesky/i, key: 'bluesky' },
  { match: /mastodon/i, key: 'mastodon' },
  { match: /^(x|twitter)(_username)?$|\/\/(www\.)?(x|twitter)\.com\//i, key: 'x' },
];

/** An address as https:// (Scholar, ORCID and the like serve both; the site links https only). */
export function https(url: string): string {
  return url.replace(/^http:\/\//i, 'https://');
}

export interface SortedLinks {
  links: ProfileLinks;
  linkLabels: { code?: string; network?: string };
  /** Links the profile has no place for (X, YouTube …), each named in the report. */
  unplaced: Social[];
}

/** The old site's social links, each put where the profile keeps it; a second one of a kind is unplaced. */
export function sortLinks(socials: Social[]): SortedLinks {
  const links: ProfileLinks = {};
  const linkLabels: SortedLinks['linkLabels'] = {};
  const unplaced: Social[] = [];
  for (const social of socials) {
    const service = services.find((s) => s.match.test(social.name) || s.match.test(social.url));
    if (!service || links[service.key] || !/^https?:\/\//i.test(social.url)) {
      if (!/^mailto:/i.test(social.url)) unplaced.push(social);
      continue;
    }
    links[service.key] = https(social.url);
    if (service.label && (service.key === 'code' || service.key === 'network')) linkLabels[service.key] = service.label;
  }
  return { links, linkLabels, unplaced };
}

/** al-folio's and academicpages' user names, as the addresses their templates link to. */
const jekyllAddresses: Record<string, (id: string) => string> = {
  github_username: (id) => `https://github.com/${id}`,
  github: (id) => `https://github.com/${id}`,
  gitlab_username: (id) => `https://gitlab.com/${id}`,
  linkedin_username: (id) => `https://www.linkedin.com/in/${id}`,
  linkedin: (id) => `https://www.linkedin.com/in/${id}`,
  scholar_userid: (id) => `https://scholar.google.com/citations?user=${id}`,
  orcid_id: (id) => `https://orcid.org/${id}`,
  research_gate_profile: (id) => `https://www.researchgate.net/profile/${id}`,
  dblp_url: (id) => id,
  x_username: (id) => `https://x.com/${id}`,
  twitter_username: (id) => `https://x.com/${id}`,
  twitter: (id) => `https://x.com/${id}`,
  bluesky: (id) => `https://bsky.app/profile/${id}`,
  bluesky_url: (id) => id,
  mastodon_username: (id) => `https://${id}`,
  mastodon: (id) => id,
  semanticscholar_id: (id) => `https://www.semanticscholar.org/author/${id}`,
  youtube_id: (id) => `https://www.youtube.com/@${id}`,
  youtube: (id) => `https://www.youtube.com/${id}`,
  instagram_id: (id) => `https://www.instagram.com/${id}`,
  instagram: (id) => `https://www.instagram.com/${id}`,
  medium_username: (id) => `https://medium.com/@${id}`,
  kaggle_id: (id) => `https://www.kaggle.com/${id}`,
  kaggle: (id) => `https://www.kaggle.com/${id}`,
  stackoverflow_id: (id) => `https://stackoverflow.com/users/${id}`,
  facebook_id: (id) => `https://www.facebook.com/${id}`,
  osf_id: (id) => `https://osf.io/${id}`,
  wikipedia_id: (id) => `https://wikipedia.org/wiki/User:${id}`,
  zotero_username: (id) => `https://www.zotero.org/${id}`,
  work_url: (id) => id,
  blogger_url: (id) => id,
};

/** Keys whose value is already an address (academicpages' `googlescholar`, `orcid`, `researchgate`). */
const addressKeys =
  /^(googlescholar|orcid|researchgate|academia|arxiv|impactstory|semantic|pubmed|scopus|inspire-hep|uri|telegram|medium)$/;

/** The social links in a Jekyll configuration (al-folio's top level, academicpages' `author`). */
export function jekyllSocials(config: Record<string, unknown>): Social[] {
  const socials: Social[] = [];
  for (const [name, value] of Object.entries(config)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const id = String(value).trim();
    if (!id) continue;
    const address = jekyllAddresses[name];
    if (address) socials.push({ name, url: address(id) });
    else if (addressKeys.test(name) && /^https?:\/\//.test(id)) socials.push({ name, url: id });
  }
  return socials;
}
