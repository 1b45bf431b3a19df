import type { CvListEntry } from '../../../../src/content/types';

/** Three sections of the complete test owner's own, and About's order with them in it. */
export const service: CvListEntry[] = [
  { title: 'Programme committee, late-breaking reports', organisation: 'ACM/IEEE HRI', date: '2025', endDate: '2026' },
  { title: 'Reviewer', organisation: 'CHI, HRI, THRI', date: '2022', current: true, note: '31 reviews so far' },
];

export const software: CvListEntry[] = [
  {
    title: 'gazekit: gaze cues for robot arms',
    date: '2024-05',
    role: 'Author and maintainer',
    link: 'https://example.org/gazekit',
    doi: '10.5281/zenodo.1234567',
    version: '2.1.0',
  },
];

export const studentsAndMentoring: CvListEntry[] = [
  {
    title: 'Anna Berg, MSc thesis on projected intent',
    organisation: 'Nordhavn University',
    role: 'Co-supervisor',
    date: '2024',
    endDate: '2025',
  },
];

export const sectionTitles = { studentsAndMentoring: 'Students and mentoring' };

export const aboutOrder = [
  'education',
  'publications',
  'experience',
  'talks',
  'teaching',
  'awardsAndTalks',
  'software',
  'service',
  'studentsAndMentoring',
  'members',
  'alumni',
  'skills',
];

/** A two-page CV for a grant or a talk's introduction: built as its own PDF, listed on About. */
export const cvVariants = {
  short: { sections: ['education', 'publications', 'experience'], since: 2021, maxPages: 2 },
};
