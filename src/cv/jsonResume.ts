import type { Publication, SkillGroup, TimelineEntry } from '../content/types';
import { readAuthor } from '../components/Authors/authorNames';
import { itemLinks } from '../components/publicationText';
import type { CvContent } from './CvDocument';
import { absoluteOn } from './cvFiles';
import { contactOf } from '../content/email';

/** A date as JSON Resume writes them (ISO 8601, as the content does). */
const span = ({ date, endDate }: TimelineEntry) => ({ startDate: date, ...(endDate ? { endDate } : {}) });

const networks: Record<string, string> = {
  scholar: 'Google Scholar',
  orcid: 'ORCID',
  dblp: 'dblp',
  researchgate: 'ResearchGate',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  website: 'Website',
};

const publication = (p: Publication, siteUrl: string) => {
  const link = p.doiLink ?? itemLinks(p)[0]?.href;
  return {
    name: p.title,
    publisher: p.venue,
    ...(p.date ? { releaseDate: p.date } : {}),
    ...(link ? { url: absoluteOn(siteUrl, link) } : {}),
    summary: p.authors.map((a) => readAuthor(a).name).join(', '),
  };
};

const skill = (group: SkillGroup) => ({ name: group.title, keywords: [...group.skills] });

/**
 * The CV's content as a JSON Resume document (https://jsonresume.org/schema), so an owner can take it
 * to other CV tools: education, work (experience), awards (awards and talks), publications, skills.
 */
export function jsonResume({ profile, sections, publications }: CvContent) {
  const { education, experience, awardsAndTalks, skills } = sections;
  const links = profile.links ?? {};
  const contact = contactOf(profile);
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.name,
      label: profile.role,
      ...(contact.kind === 'email' ? { email: contact.address } : {}),
      url: profile.site.url,
      summary: profile.intro.join('\n\n'),
      profiles: Object.entries(links).flatMap(([key, url]) =>
        url
          ? [
              {
                network: networks[key] ?? profile.linkLabels?.[key as 'code' | 'network'] ?? key,
                url,
              },
            ]
          : [],
      ),
    },
    education: (education?.entries ?? []).map((e) => ({
      institution: e.subtitle ?? e.title,
      area: e.title,
      ...span(e),
    })),
    work: (experience?.entries ?? []).map((e) => ({
      name: e.subtitle ?? e.title,
      position: e.title,
      ...span(e),
      summary: e.text,
    })),
    awards: (awardsAndTalks?.entries ?? []).map((e) => ({
      title: e.title,
      date: e.date,
      ...(e.subtitle ? { awarder: e.subtitle } : {}),
      summary: e.text,
    })),
    publications: publications.map((p) => publication(p, profile.site.url)),
    skills: (skills?.entries ?? []).map(skill),
    meta: { canonical: profile.site.url },
  };
}
