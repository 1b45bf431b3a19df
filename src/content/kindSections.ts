/**
 * The sections of each kind whose file exports lists, in page order, under their default headings: part
 * of each kind's declaration (kinds.ts), apart so the pages read them without the schemas.
 */
export const kindSections = {
  projects: { currentProjects: 'Currently working on', pastProjects: 'Past projects and Invited Talks' },
  timeline: { education: 'Education', experience: 'Experience', awardsAndTalks: 'Awards and Guest Talks' },
  skills: { skills: 'Skills' },
  news: { news: 'News' },
  talks: { talks: 'Talks' },
  teaching: { teaching: 'Teaching' },
} as const;
