import type { TeachingEntry } from '../../../../src/content/types';

/** The complete test owner's teaching, over several years, in the order written. */
export const teaching: TeachingEntry[] = [
  {
    course: 'Human–Robot Interaction (DT2140)',
    institution: 'Nordhavn University',
    date: '2025-09',
    term: 'Autumn 2025',
    role: 'Teaching assistant',
    level: 'Master’s',
    link: 'https://example.org/courses/dt2140',
  },
  {
    course: 'Research Methods in HCI',
    institution: 'Nordhavn University',
    date: '2023-01',
    endDate: '2025-06',
    role: 'Lecturer',
    level: 'Undergraduate',
  },
  {
    course: 'Introduction to Programming',
    institution: 'Westbrook University',
    date: '2021-09',
    term: 'Autumn 2021',
    role: 'Teaching assistant',
  },
];
