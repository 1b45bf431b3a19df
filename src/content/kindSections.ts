import { en } from '../i18n/messages/en.ts';

const words = en.pages;

/**
 * The sections of each kind whose file exports lists, in page order, under their default headings: part
 * of each kind's declaration (kinds.ts), apart so the pages read them without the schemas. The headings
 * presume nothing of the owner's content (the sample names its own in its sectionTitles).
 */
export const kindSections = {
  projects: { currentProjects: words['section.currentProjects'], pastProjects: words['section.pastProjects'] },
  timeline: {
    education: words['section.education'],
    experience: words['section.experience'],
    awardsAndTalks: words['section.awardsAndTalks'],
  },
  skills: { skills: words['section.skills'] },
  news: { news: words['section.news'] },
  talks: { talks: words['section.talks'] },
  teaching: { teaching: words['section.teaching'] },
} as const;

/** The catalogue's key for a section's default heading (English above, the site's language on its pages). */
export const sectionKey = (name: string) => `section.${name}` as keyof typeof words;
