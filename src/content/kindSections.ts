import type { en } from '../i18n/messages/en.ts';

/**
 * The sections of each kind whose file exports lists, in page order, each with the catalogue's key of its
 * default heading (src/i18n/messages/: "Currently working on" in English): part of each kind's declaration
 * (kinds.ts), apart so the pages read them without the schemas. The headings presume nothing of the
 * owner's content (the sample names its own in its sectionTitles).
 */
export const kindSections = {
  projects: { currentProjects: 'section.currentProjects', pastProjects: 'section.pastProjects' },
  timeline: {
    education: 'section.education',
    experience: 'section.experience',
    awardsAndTalks: 'section.awardsAndTalks',
  },
  skills: { skills: 'section.skills' },
  news: { news: 'section.news' },
  talks: { talks: 'section.talks' },
  teaching: { teaching: 'section.teaching' },
  people: { members: 'section.members', alumni: 'section.alumni' },
} as const satisfies Record<string, Record<string, keyof (typeof en)['pages']>>;
