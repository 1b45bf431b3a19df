import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cvVariantIssues } from '../../tooling/content/site/cvContent';
import { formatIssue, validateContent } from '../../tooling/content/checks/validateContent';
import { repoRoot } from '../support/buildOutput';
import { validModules } from '../fixtures/validContent';

/* The CVs an owner names in cv.ts besides the full one (`cvVariants`): what the build says of them. */

const publicDir = path.join(repoRoot, 'visual-tests/fixtures/public');
const check = (modules: Record<string, Record<string, unknown>>) =>
  validateContent({ ...validModules(), ...modules }, { publicDir, contentLabel: 'site/content' }).map(formatIssue);

test.describe('CV variants (cv.ts › cvVariants)', () => {
  test('a variant’s fields are checked by name: a page count in words, an unknown field, a list that is not one', () => {
    expect(
      check({
        'cv.ts': {
          service: [{ title: 'Reviewer' }],
          cvVariants: {
            short: { sections: ['education'], maxPages: 'two', selectedOnly: true },
            grant: { since: 2020, pages: 2 },
            talk: 'education',
          },
        },
      }),
    ).toEqual([
      'site/content/cv.ts › cvVariants › short.maxPages: expected a whole number (0, 1, 2, …)',
      'site/content/cv.ts › cvVariants › grant.pages: unknown field (the fields here: title, sections, selectedOnly, since, maxPages)',
      'site/content/cv.ts › cvVariants › talk: expected an object',
    ]);
  });

  test('a variant names only sections that exist, and a name that can be a file’s', () => {
    const modules = {
      'cv.ts': {
        service: [{ title: 'Reviewer' }],
        cvVariants: { short: { sections: ['education', 'servce', 'service'] }, 'for grants': {} },
      },
    };
    expect(cvVariantIssues(modules, 'site/content').map(formatIssue)).toEqual([
      'site/content/cv.ts › cvVariants.short › sections[1]: "servce" is not a section (the sections: education, publications, experience, awardsAndTalks, talks, teaching, members, alumni, service, skills)',
      'site/content/cv.ts › cvVariants.for grants › name: a variant’s name is its file’s: use letters, digits and -',
    ]);
  });
});
