/**
 * The sections of each kind whose file exports lists, in page order, under their default headings: part
 * of each kind's declaration (kinds.ts), apart so the pages read them without the schemas. The headings
 * presume nothing of the owner's content (the sample names its own in its sectionTitles).
 */
export const kindSections = {
  projects: { currentProjects: 'Currently working on', pastProjects: 'Past projects' },
  timeline: { education: 'Education', experience: 'Experience', awardsAndTalks: 'Awards' },
  skills: { skills: 'Skills' },
  news: { news: 'News' },
  talks: { talks: 'Talks' },
  teaching: { teaching: 'Teaching' },
} as const;
