import type { Publication } from '../content/types';
import { readAuthor } from '../content/authorNames';
import { authorLine, itemLinks } from '../content/publicationText';
import type { CvContent } from './CvPage';
import { isIn, type CvPart } from '../cv/cvParts';
import { projectOfItem, resumeOfKinds, type ResumeField, type ResumeOf } from './resumeOfKinds';
import { absoluteOn } from './cvFiles';
import { contactOf } from '../content/email';
import { t } from '../i18n/pages';

const networks: Record<string, string> = {
  scholar: t('link.scholar'),
  orcid: 'ORCID',
  dblp: 'dblp',
  researchgate: 'ResearchGate',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  x: 'X',
  website: t('contact.website'),
};

const publication = (p: Publication, siteUrl: string) => {
  const link = p.doiLink ?? itemLinks(p)[0]?.href;
  return {
    name: p.title,
    ...(p.venue ? { publisher: p.venue } : {}),
    ...(p.date ? { releaseDate: p.date } : {}),
    ...(link ? { url: absoluteOn(siteUrl, link) } : {}),
    summary: authorLine({ authors: p.authors.map((a) => readAuthor(a).name), etAl: p.etAl }),
  };
};

/** A field the sample's document never had, only when the owner has something for it. */
const nonEmpty = <T>(field: string, items: T[]) => (items.length ? { [field]: items } : {});

/** Each section placed in resume.json, by the field its kind goes to (resumeOfKinds.ts), in About's order. */
function byField(parts: readonly CvPart[], siteUrl: string) {
  const fields = new Map<ResumeField, object[]>();
  for (const part of parts.filter(isIn('resume'))) {
    if (part.shape === 'publications') continue;
    const resumeOf = resumeOfKinds[part.source.kind] as ResumeOf<unknown> | undefined;
    const { field, entries } = resumeOf
      ? resumeOf(part.source, siteUrl)
      : {
          field: 'projects' as const,
          entries: part.shape === 'list' ? part.items.map((item) => projectOfItem(item, siteUrl, part.title)) : [],
        };
    fields.set(field, [...(fields.get(field) ?? []), ...entries]);
  }
  return (field: ResumeField) => fields.get(field) ?? [];
}

/**
 * The CV's content as a JSON Resume document (https://jsonresume.org/schema), so an owner can take it
 * to other CV tools: education, work (experience, then teaching), awards (awards and talks, funding),
 * publications, skills, projects (talks as `type: talk`, software, students …), volunteer (service), in
 * About's order within each field.
 */
export function jsonResume({ profile, parts, publications }: CvContent) {
  const links = profile.links ?? {};
  const field = byField(parts, profile.site.url);
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
    education: field('education'),
    work: field('work'),
    awards: field('awards'),
    publications: publications.map((p) => publication(p, profile.site.url)),
    skills: field('skills'),
    ...nonEmpty('projects', field('projects')),
    ...nonEmpty('volunteer', field('volunteer')),
    meta: { canonical: profile.site.url },
  };
}
