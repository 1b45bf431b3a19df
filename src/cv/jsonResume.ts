import type { Publication, SkillGroup, TimelineEntry } from '../content/types';
import { readAuthor } from '../components/Authors/authorNames';
import { itemLinks } from '../components/publicationText';
import type { CvContent } from './CvDocument';
import type { CvPart } from '../app/pages/about/cvOutline';
import type { CvItem } from '../components/CvList/CvList';
import { absoluteOn } from './cvFiles';
import { contactOf } from '../content/email';
import { awardsOf, fieldOfOwn, projectsOf, volunteerOf, type ResumeField } from './resumeSections';

/** A date as JSON Resume writes them (ISO 8601, as the content does). */
const span = ({ date, endDate }: TimelineEntry) => ({ startDate: date, ...(endDate ? { endDate } : {}) });

const networks: Record<string, string> = {
  scholar: 'Google Scholar',
  orcid: 'ORCID',
  dblp: 'dblp',
  researchgate: 'ResearchGate',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  x: 'X',
  website: 'Website',
};

const publication = (p: Publication, siteUrl: string) => {
  const link = p.doiLink ?? itemLinks(p)[0]?.href;
  return {
    name: p.title,
    ...(p.venue ? { publisher: p.venue } : {}),
    ...(p.date ? { releaseDate: p.date } : {}),
    ...(link ? { url: absoluteOn(siteUrl, link) } : {}),
    summary: p.authors.map((a) => readAuthor(a).name).join(', '),
  };
};

const skill = (group: SkillGroup) => ({ name: group.title, keywords: [...group.skills] });

/** A field the sample's document never had, only when the owner has something for it. */
const nonEmpty = <T>(field: string, items: T[]) => (items.length ? { [field]: items } : {});

const dates = (item: CvItem) => ({
  ...(item.date ? { startDate: item.date } : {}),
  ...(item.endDate ? { endDate: item.endDate } : {}),
});

/**
 * The CV's content as a JSON Resume document (https://jsonresume.org/schema), so an owner can take it
 * to other CV tools: education, work (experience, then teaching), awards (awards and talks, funding),
 * publications, skills, projects (talks as `type: talk`, software, students …), volunteer (service), in
 * About's order within each field.
 */
export function jsonResume({ profile, parts, publications }: CvContent) {
  const links = profile.links ?? {};
  const timeline = (name: string) =>
    parts.find((p) => p.name === name && p.shape === 'timeline') as { entries: readonly TimelineEntry[] } | undefined;
  const lists = parts.filter((p): p is Extract<CvPart, { shape: 'list' }> => p.shape === 'list');
  const teaching = lists.filter((p) => p.name === 'teaching');
  const talks = lists.filter((p) => p.name === 'talks');
  const own = lists.filter((p) => p.name !== 'teaching' && p.name !== 'talks');
  const ownAs = (field: ResumeField) =>
    own.flatMap((p) => (fieldOfOwn(p.name) === field ? [{ title: p.title, entries: p.entries ?? [] }] : []));
  const skills = parts.find((p) => p.shape === 'skills') as { entries: readonly SkillGroup[] } | undefined;
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
    education: (timeline('education')?.entries ?? []).map((e) => ({
      institution: e.subtitle ?? e.title,
      area: e.title,
      ...span(e),
    })),
    work: [
      ...(timeline('experience')?.entries ?? []).map((e) => ({
        name: e.subtitle ?? e.title,
        position: e.title,
        ...span(e),
        summary: e.text,
      })),
      ...teaching.flatMap((p) =>
        p.items.map((item) => ({
          name: item.lines[0] ?? item.title,
          position: item.lines[1] ? `${item.lines[1]}: ${item.title}` : item.title,
          ...dates(item),
          summary: item.when ? `${item.title} (${item.when})` : item.title,
        })),
      ),
    ],
    awards: [
      ...(timeline('awardsAndTalks')?.entries ?? []).map((e) => ({
        title: e.title,
        date: e.date,
        ...(e.subtitle ? { awarder: e.subtitle } : {}),
        summary: e.text,
      })),
      ...ownAs('awards').flatMap(awardsOf),
    ],
    publications: publications.map((p) => publication(p, profile.site.url)),
    skills: (skills?.entries ?? []).map(skill),
    ...nonEmpty('projects', [
      ...talks.flatMap((p) =>
        p.items.map((item) => ({
          name: item.title,
          ...dates(item),
          ...(item.lines.length ? { description: item.lines.join(' · ') } : {}),
          ...(item.links[0] ? { url: absoluteOn(profile.site.url, item.links[0].href) } : {}),
          ...(item.lines[0] ? { entity: item.lines[0] } : {}),
          type: 'talk',
          ...(item.badge ? { keywords: [item.badge.label] } : {}),
        })),
      ),
      ...ownAs('projects').flatMap((s) => projectsOf(s, profile.site.url)),
    ]),
    ...nonEmpty(
      'volunteer',
      ownAs('volunteer').flatMap((s) => volunteerOf(s, profile.site.url)),
    ),
    meta: { canonical: profile.site.url },
  };
}
