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
    // The TypeScript form of a Markdown field: About shows it under the course, when opened.
    description:
      'Study design, interviews and **field notes**, one week each.\n\n1. Asking\n2. Watching\n3. Writing it up',
  },
  {
    course: 'Introduction to Programming',
    institution: 'Westbrook University',
    date: '2021-09',
    term: 'Autumn 2021',
    role: 'Teaching assistant',
  },
];
