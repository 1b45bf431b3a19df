import type { CvListEntry } from '../content/types';
import { absoluteOn } from './cvFiles';

/*
 * The sections an owner names in cv.ts, as the JSON Resume fields they mean (docs/your-site.md says why):
 * service as `volunteer` (the organisation, the owner's role as `position`), funding and awards as `awards`
 * (the funder as `awarder`), students and everything else as `projects` (the owner's part as `roles`).
 */

export type ResumeField = 'volunteer' | 'awards' | 'projects';

/** The field a section's name fits; a student supervised is not volunteering, nor a reference, but a project. */
export const fieldOfOwn = (name: string): ResumeField =>
  /service|review|committee|outreach|volunteer/i.test(name)
    ? 'volunteer'
    : /fund|grant|award|fellowship|scholarship/i.test(name)
      ? 'awards'
      : 'projects';

export interface OwnSection {
  title: string;
  entries: readonly CvListEntry[];
}

const dates = (e: CvListEntry) => ({
  ...(e.date ? { startDate: e.date } : {}),
  ...(e.endDate ? { endDate: e.endDate } : {}),
});
const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' · ') || undefined;
const release = (e: CvListEntry) => joined(e.version && `Version ${e.version}`, e.doi && `DOI ${e.doi}`);
const urlOf = (e: CvListEntry, siteUrl: string) => {
  const href = e.link ?? (e.doi ? `https://doi.org/${e.doi}` : undefined);
  return href ? { url: absoluteOn(siteUrl, href) } : {};
};
const optional = <T>(name: string, value: T | undefined) => (value ? { [name]: value } : {});

/** Service: the organisation served, the owner's role as the position (the entry's title when none is given). */
export const volunteerOf = (s: OwnSection, siteUrl: string) =>
  s.entries.map((e) => ({
    organization: e.organisation ?? s.title,
    position: e.role ?? e.title,
    ...urlOf(e, siteUrl),
    ...dates(e),
    ...optional('summary', joined(e.role ? e.title : undefined, e.note)),
  }));

/** Funding and awards: the funder or awarding body as `awarder`; the owner's role and the note as the summary. */
export const awardsOf = (s: OwnSection) =>
  s.entries.map((e) => ({
    title: e.title,
    ...optional('date', e.date),
    ...optional('awarder', e.organisation),
    summary: joined(e.role, e.note) ?? s.title,
  }));

/** Students, software and the rest: the owner's part as `roles`, the organisation as `entity`, the section as `type`. */
export const projectsOf = (s: OwnSection, siteUrl: string) =>
  s.entries.map((e) => ({
    name: e.title,
    ...dates(e),
    ...optional('description', joined(e.note, release(e))),
    ...urlOf(e, siteUrl),
    ...(e.role ? { roles: [e.role] } : {}),
    ...optional('entity', e.organisation),
    type: s.title,
  }));
