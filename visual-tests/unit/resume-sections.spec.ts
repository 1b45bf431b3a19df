import { expect, test } from '@playwright/test';
import validator from '@jsonresume/schema';
import { jsonResume } from '../../src/cv/jsonResume';
import { partOf, type CvPart } from '../../src/cv/cvParts';
import type { CvListEntry, Profile } from '../../src/content/types';

const profile = {
  name: 'Noor Haddad',
  role: 'Postdoctoral researcher',
  affiliation: { name: 'Fixture Lab', href: 'https://example.org/lab' },
  greeting: 'Hi.',
  intro: ['I study robots that ask for help.'],
  photo: { src: 'images/me.jpg', alt: 'Noor Haddad' },
  email: 'noor@example.org',
  collaboration: 'Write to me.',
  site: { title: 'Noor Haddad', description: 'Noor Haddad’s site.', url: 'https://example.org/noor/', locale: 'en' },
} satisfies Profile;

/** A section of cv.ts as About's outline gives it (src/cv/cvOutline.ts). */
const own = (name: string, title: string, entries: CvListEntry[]): CvPart =>
  partOf({ kind: 'cv', file: 'cv.ts', name, title, entries, places: ['about', 'cv', 'resume'] });

const parts: CvPart[] = [
  own('funding', 'Funding', [
    {
      title: 'Robots that ask for help',
      organisation: 'Swedish Research Council',
      role: 'Principal investigator',
      date: '2024',
      endDate: '2027',
      note: 'SEK 4.2 million',
    },
    { title: 'Travel grant', organisation: 'ACM SIGCHI', date: '2023' },
  ]),
  own('service', 'Service', [
    { title: 'Programme committee, late-breaking reports', organisation: 'ACM/IEEE HRI', date: '2025' },
    { title: 'HRI 2026 Pioneers Workshop', organisation: 'ACM/IEEE HRI', role: 'Co-chair', date: '2026' },
  ]),
  own('students', 'Students', [
    {
      title: 'Anna Berg, MSc thesis on projected intent',
      organisation: 'Nordhavn University',
      role: 'Co-supervisor',
      date: '2024',
      endDate: '2025',
    },
  ]),
  own('software', 'Software', [
    {
      title: 'gazekit',
      role: 'Author and maintainer',
      date: '2024-05',
      link: 'https://example.org/gazekit',
      version: '2.1.0',
    },
  ]),
];

test.describe('resume.json: the owner’s sections in the JSON Resume fields they mean', () => {
  test('funding as awards from the funder; service as volunteering in a role; students and software as projects', async () => {
    // Its optional fields (volunteer, projects) are present only when the owner has something for them.
    const resume: Record<string, unknown> = jsonResume({ profile, parts, publications: [], paper: 'A4' });
    expect(resume.awards).toEqual([
      {
        title: 'Robots that ask for help',
        date: '2024',
        awarder: 'Swedish Research Council',
        summary: 'Principal investigator · SEK 4.2 million',
      },
      { title: 'Travel grant', date: '2023', awarder: 'ACM SIGCHI', summary: 'Funding' },
    ]);
    expect(resume.volunteer).toEqual([
      {
        organization: 'ACM/IEEE HRI',
        position: 'Programme committee, late-breaking reports',
        startDate: '2025',
      },
      {
        organization: 'ACM/IEEE HRI',
        position: 'Co-chair',
        startDate: '2026',
        summary: 'HRI 2026 Pioneers Workshop',
      },
    ]);
    expect(resume.projects).toEqual([
      {
        name: 'Anna Berg, MSc thesis on projected intent',
        startDate: '2024',
        endDate: '2025',
        roles: ['Co-supervisor'],
        entity: 'Nordhavn University',
        type: 'Students',
      },
      {
        name: 'gazekit',
        startDate: '2024-05',
        description: 'Version 2.1.0',
        url: 'https://example.org/gazekit',
        roles: ['Author and maintainer'],
        type: 'Software',
      },
    ]);
    const errors = await new Promise<unknown>((resolve) =>
      validator.validate(resume, (error: unknown, valid: unknown) => resolve(error ?? (valid ? null : 'invalid'))),
    );
    expect(errors).toBeNull();
  });
});
