import type { CvItem } from '../components/CvList/CvList';
import type { AboutKind } from '../content/cvContent';
import type { CvListEntry, EntryOf, TimelineEntry } from '../content/types';
import { releaseOf } from './kinds/cv';
import { talkItem } from './kinds/talks';
import { roleAndLevel, teachingItem } from './kinds/teaching';
import { absoluteOn } from './cvFiles';

/*
 * Where resume.json (https://jsonresume.org/schema) puts each kind's sections. A kind with none here goes
 * to `projects`, typed by its section's title, from the rows About shows (projectOfItem). The sections an
 * owner names in cv.ts go by their name (docs/your-site.md says why): service as `volunteer`, funding and
 * awards as `awards`, students and everything else as `projects`.
 */

export type ResumeField = 'education' | 'work' | 'awards' | 'skills' | 'projects' | 'volunteer';

export interface KindSection<Entry> {
  name: string;
  title: string;
  entries: readonly Entry[];
}

export type ResumeOf<Entry> = (
  section: KindSection<Entry>,
  siteUrl: string,
) => { field: ResumeField; entries: object[] };

const optional = <T>(name: string, value: T | undefined) => (value ? { [name]: value } : {});
const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' · ') || undefined;
const dates = (e: { date?: string; endDate?: string }) => ({
  ...optional('startDate', e.date),
  ...optional('endDate', e.endDate),
});

/** A row of a CV list as a JSON Resume project: its title, dates, lines, first link and badge. */
export const projectOfItem = (item: CvItem, siteUrl: string, type: string) => ({
  name: item.title,
  ...dates(item),
  ...optional('description', item.lines.join(' · ')),
  ...(item.links[0] ? { url: absoluteOn(siteUrl, item.links[0].href) } : {}),
  ...optional('entity', item.lines[0]),
  type,
  ...(item.badge ? { keywords: [item.badge.label] } : {}),
});

/** Each timeline section's field: education, work (experience), awards. */
const timelineFields: Record<string, { field: ResumeField; entry: (e: TimelineEntry) => object }> = {
  education: { field: 'education', entry: (e) => ({ institution: e.subtitle ?? e.title, area: e.title, ...span(e) }) },
  experience: {
    field: 'work',
    entry: (e) => ({ name: e.subtitle ?? e.title, position: e.title, ...span(e), summary: e.text }),
  },
  awardsAndTalks: {
    field: 'awards',
    entry: (e) => ({ title: e.title, date: e.date, ...optional('awarder', e.subtitle), summary: e.text }),
  },
};
/** A timeline entry always has its start (JSON Resume's ISO 8601, as the content writes it). */
const span = ({ date, endDate }: TimelineEntry) => ({ startDate: date, ...optional('endDate', endDate) });

/** The field an owner's section's name fits; a student supervised is not volunteering, but a project. */
export const fieldOfOwn = (name: string): 'volunteer' | 'awards' | 'projects' =>
  /service|review|committee|outreach|volunteer/i.test(name)
    ? 'volunteer'
    : /fund|grant|award|fellowship|scholarship/i.test(name)
      ? 'awards'
      : 'projects';

const urlOf = (e: CvListEntry, siteUrl: string) => {
  const href = e.link ?? (e.doi ? `https://doi.org/${e.doi}` : undefined);
  return href ? { url: absoluteOn(siteUrl, href) } : {};
};

/** An owner's section's entries in its field: service by organisation and role, funding by funder, the rest as projects. */
const ownEntries = {
  volunteer: (s: KindSection<CvListEntry>, siteUrl: string) =>
    s.entries.map((e) => ({
      organization: e.organisation ?? s.title,
      position: e.role ?? e.title,
      ...urlOf(e, siteUrl),
      ...dates(e),
      ...optional('summary', joined(e.role ? e.title : undefined, e.note)),
    })),
  awards: (s: KindSection<CvListEntry>) =>
    s.entries.map((e) => ({
      title: e.title,
      ...optional('date', e.date),
      ...optional('awarder', e.organisation),
      summary: joined(e.role, e.note) ?? s.title,
    })),
  projects: (s: KindSection<CvListEntry>, siteUrl: string) =>
    s.entries.map((e) => ({
      name: e.title,
      ...dates(e),
      ...optional('description', joined(e.note, releaseOf(e))),
      ...urlOf(e, siteUrl),
      ...(e.role ? { roles: [e.role] } : {}),
      ...optional('entity', e.organisation),
      type: s.title,
    })),
};

export const resumeOfKinds: { [K in AboutKind]?: ResumeOf<EntryOf<K>> } = {
  timeline: ({ name, entries }) => {
    const { field, entry } = timelineFields[name] ?? timelineFields.experience!;
    return { field, entries: entries.map(entry) };
  },
  skills: ({ entries }) => ({
    field: 'skills',
    entries: entries.map((g) => ({ name: g.title, keywords: [...g.skills] })),
  }),
  talks: ({ entries }, siteUrl) => ({
    field: 'projects',
    entries: entries.map((talk) => projectOfItem(talkItem(talk), siteUrl, 'talk')),
  }),
  teaching: ({ entries }) => ({
    field: 'work',
    entries: entries.map((entry) => {
      const item = teachingItem(entry);
      const how = roleAndLevel(entry);
      return {
        name: entry.institution ?? item.title,
        position: how ? `${how}: ${item.title}` : item.title,
        ...dates(item),
        summary: item.when ? `${item.title} (${item.when})` : item.title,
      };
    }),
  }),
  cv: (section, siteUrl) => {
    const field = fieldOfOwn(section.name);
    return { field, entries: ownEntries[field](section, siteUrl) };
  },
};
