import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { readPublications } from '../../tooling/content/bib/publications';
import { formatIssue } from '../../tooling/content/checks/validateContent';

/** One .bib with the same papers under two keys, as an owner merging two exports gets them. */
const bib = `
@inproceedings{haddad2024help,
  title = {Robots That Ask for Help},
  author = {Haddad, Noor and Smith, John},
  booktitle = {Proceedings of HRI},
  year = {2024},
  doi = {10.1145/3610977.3634999}
}

@article{Haddad_2024,
  title = {Robots that ask for help},
  author = {Haddad, N. and Smith, J.},
  journal = {Proceedings of HRI},
  year = {2024},
  url = {https://doi.org/10.1145/3610977.3634999}
}

@misc{haddad2023gaze,
  title = {Gaze Cues in Shared Workspaces},
  author = {Haddad, Noor},
  year = {2023},
  howpublished = {Workshop on Social Robots}
}

@inproceedings{gaze-cues-2023,
  title = {Gaze cues in shared workspaces.},
  author = {Noor Haddad and Jin Park},
  booktitle = {Workshop on Social Robots},
  year = {2023}
}

@inproceedings{haddad2022gaze,
  title = {Gaze Cues in Shared Workspaces},
  author = {Haddad, Noor},
  booktitle = {An earlier workshop},
  year = {2022}
}

@misc{haddad2023preprint,
  title = {Learning Handovers},
  author = {Haddad, Noor},
  year = {2023},
  eprint = {2403.01234},
  archiveprefix = {arXiv}
}

@inproceedings{haddad2024handover,
  title = {Learning Handovers},
  author = {Haddad, Noor},
  booktitle = {Proceedings of RO-MAN},
  year = {2024},
  doi = {10.1109/RO-MAN.2024.1}
}

@inproceedings{haddad2021old,
  title = {Explaining Failures},
  author = {Haddad, Noor},
  booktitle = {Proceedings of IROS},
  year = {2021},
  doi = {10.1109/IROS.2021.7}
}

@inproceedings{haddad2021hidden,
  title = {Explaining Failures},
  author = {Haddad, Noor},
  booktitle = {Proceedings of IROS},
  year = {2021},
  doi = {10.1109/IROS.2021.7}
}
`;

function read(modules = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'duplicate-papers-'));
  writeFileSync(join(dir, 'publications.bib'), bib);
  return readPublications(dir, 'site/content', modules, 'visual-tests/fixtures/public');
}

test.describe('The same paper under two keys', () => {
  test('is a warning on the later key naming the earlier, by DOI or by title, year and first author', () => {
    const hidden = { 'publications.ts': { publicationOverrides: { haddad2021hidden: { hidden: true } } } };
    const { issues, publications } = read(hidden);
    expect(issues.filter((i) => i.severity === 'warning').map(formatIssue)).toEqual([
      'site/content/publications.bib › Haddad_2024: the same paper as haddad2024help (same DOI 10.1145/3610977.3634999): both are listed; remove one, or hide it in publications.ts (Haddad_2024: { hidden: true })',
      'site/content/publications.bib › gaze-cues-2023: the same paper as haddad2023gaze (same title, year and first author): both are listed; remove one, or hide it in publications.ts (gaze-cues-2023: { hidden: true })',
    ]);
    expect(issues.filter((i) => i.severity !== 'warning')).toEqual([]);
    // Shown as the owner has them: the warning changes nothing on the site.
    expect(publications).toHaveLength(8);
  });

  test('a paper hidden in publications.ts is not flagged; without the override it is', () => {
    const lines = read().issues.map(formatIssue);
    expect(lines).toContain(
      'site/content/publications.bib › haddad2021hidden: the same paper as haddad2021old (same DOI 10.1109/iros.2021.7): both are listed; remove one, or hide it in publications.ts (haddad2021hidden: { hidden: true })',
    );
  });
});

test('two papers that share a placeholder DOI (ACM’s 10.1145/XXXXXXXXXXXX) are two papers', () => {
  const dir = mkdtempSync(join(tmpdir(), 'placeholder-doi-'));
  const entry = (key: string, title: string) =>
    `@inproceedings{${key},\n  title = {${title}},\n  author = {Haddad, Noor},\n  booktitle = {Proceedings of CHI},\n  year = {2025},\n  doi = {10.1145/XXXXXXXXXXXX}\n}\n`;
  writeFileSync(
    join(dir, 'publications.bib'),
    entry('haddad2025first', 'Robots That Wait') + entry('haddad2025second', 'Robots That Hurry'),
  );
  const { issues, publications } = readPublications(dir, 'site/content', {}, 'visual-tests/fixtures/public');
  expect(issues.map(formatIssue)).toEqual([
    'site/content/publications.bib › haddad2025first › doi: "10.1145/XXXXXXXXXXXX" is a placeholder, not published',
    'site/content/publications.bib › haddad2025second › doi: "10.1145/XXXXXXXXXXXX" is a placeholder, not published',
  ]);
  expect(publications.map((p) => [p.id, p.doiLink])).toEqual([
    ['haddad2025first', undefined],
    ['haddad2025second', undefined],
  ]);
});
