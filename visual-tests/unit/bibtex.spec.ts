import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { monthNumber } from '../../tooling/content/bib/bibFields';
import { bibExtras } from '../../tooling/content/bib/bibLinks';
import { readBibliography } from '../../tooling/content/bib/bibtex';
import { formatIssue } from '../../tooling/content/checks/validateContent';
import { mergePublications, previewOf, previewSize } from '../../tooling/content/bib/publications';

const source = readFileSync('visual-tests/fixtures/bibtex/tricky.bib', 'utf8');
const { publications, issues } = readBibliography(source, 'publications.bib');
const fail = (field: string, problem: string) => {
  throw new Error(`${field}: ${problem}`);
};
const byKey = (key: string) => {
  const found = publications.find((p) => p.key === key);
  if (!found) throw new Error(`no publication "${key}" in ${publications.map((p) => p.key).join(', ')}`);
  return found;
};

test.describe('BibTeX: decoding what reference managers export', () => {
  test('accents, dotless i, particles, suffixes and corporate authors come out as people write them', () => {
    expect(byKey('muller2024trust').authors).toEqual([
      'José Müller',
      'Pieter van der Berg',
      'María García',
      'Robotics Lab Consortium',
    ]);
    expect(byKey('dahl2021legible').authors).toEqual(['Jean de la Fontaine', 'John Smith Jr.', 'Karel Čapek']);
  });

  test('titles keep their casing; protected capitals, \\&, -- and --- are decoded, without braces', () => {
    expect(byKey('muller2024trust').title).toBe('Trust in HRI: Robots & People – iCub Meets the NAO');
    expect(byKey('dahl2021legible').title).toBe('Legible Motion—A Study in Robot Arms');
    expect(byKey('dahl2021legible').abstract).toBe(
      'We ask whether legible motion helps people öffnen doors & predict intent.',
    );
  });

  test('a title pasted from a PDF reads in letters, its typeset ligatures undone (ﬁ, ﬂ, ﬀ, ﬃ)', () => {
    const { publications: read } = readBibliography(
      '@article{lig2024, title = {The ﬁrst ﬂoor: eﬀects of a baﬄing robot}, author = {Ng, Ada}, journal = {J}, year = {2024}}',
      'publications.bib',
    );
    expect(read[0]?.title).toBe('The first floor: effects of a baffling robot');
  });

  test('@string macros and # concatenation give the venue; journals add volume(number)', () => {
    expect(byKey('muller2024trust').venue).toBe(
      'Proceedings of the 2024 ACM/IEEE International Conference on Human-Robot Interaction, Boulder, CO, USA',
    );
    expect(byKey('dahl2021legible').venue).toBe('ACM Transactions on Human-Robot Interaction, 10(3)');
    expect(byKey('lindqvist2027thesis').venue).toBe('PhD thesis, KTH Royal Institute of Technology');
    expect(byKey('lindqvist2026preprint').venue).toBe('arXiv:2601.01234');
  });

  test('entry types map to kinds; year and month give the date; doi and url give links', () => {
    expect(publications.map((p) => [p.key, p.kind, p.date])).toEqual([
      ['muller2024trust', 'Conference paper', '2024-03'],
      ['dahl2021legible', 'Journal article', '2021-09'],
      ['lindqvist2026preprint', 'Preprint', '2026'],
      ['lindqvist2027thesis', 'Thesis', '2027-06'],
      ['DBLP:conf/hri/Lindqvist25', 'Conference paper', '2025'],
      ['nodate', 'Journal article', undefined],
      ['badmonth', 'Journal article', '2020'],
      ['afterbroken', 'Other', '2019'],
    ]);
    const links = bibExtras(byKey('muller2024trust').fields, 'public', fail, fail);
    expect(links.doiLink).toBe('https://doi.org/10.1145/3610977.3634999');
    expect(links.url).toBe('https://example.org/papers/trust_hri?id=1&v=2');
  });

  test('a key with colons and slashes names a file-safe page', () => {
    expect(byKey('DBLP:conf/hri/Lindqvist25').id).toBe('DBLP-conf-hri-Lindqvist25');
  });

  test('no brace or backslash reaches any shown field', () => {
    for (const p of publications) {
      const shown = [p.title, ...p.authors, p.venue, p.abstract ?? ''].join(' ');
      expect(shown, p.key).not.toMatch(/[{}\\]/);
    }
  });

  test('Cite gives the entry as the pages read it: macros expanded, LaTeX decoded, the month a macro', () => {
    expect(byKey('muller2024trust').bibtex).toBe(`@inproceedings{muller2024trust,
  author    = {Müller, José and van der Berg, Pieter and García, María and {Robotics Lab Consortium}},
  title     = {Trust in HRI: Robots & People – iCub Meets the NAO},
  booktitle = {Proceedings of the 2024 ACM/IEEE International Conference on Human-Robot Interaction},
  address   = {Boulder, CO, USA},
  year      = {2024},
  month     = mar,
  doi       = {10.1145/3610977.3634999},
  url       = {https://example.org/papers/trust_hri?id=1&v=2}
}`);
    expect(byKey('dahl2021legible').bibtex).toContain('journal = {ACM Transactions on Human-Robot Interaction}');
  });

  test('month names, abbreviations and numbers are months; anything else is not', () => {
    expect(['jan', 'March', 'Sept.', 'sep', '09', '12'].map(monthNumber)).toEqual([1, 3, 9, 9, 9, 12]);
    expect(['13', '0', 'ma', 'spring', ''].map(monthNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

test.describe('BibTeX: every problem at once, as file › key › field: message', () => {
  const lines = issues.map(
    ({ file, entry, field, problem }) => [file, entry, field].filter(Boolean).join(' › ') + `: ${problem}`,
  );

  test('a syntax error names its entry and line, and the entries after it are still read', () => {
    expect(lines).toContainEqual(
      'publications.bib › broken › title: the entry cannot be read (line 75): token mismatch at line 78; check this field’s braces, quotes and commas',
    );
    expect(byKey('afterbroken').title).toBe('Still Read After a Broken Entry');
  });

  test('a missing title and a duplicate key are errors; no year and an unknown month are warnings', () => {
    const errors = issues.filter((i) => i.severity !== 'warning').map(({ entry, field }) => `${entry} › ${field}`);
    expect(errors).toEqual(['broken › title', 'muller2024trust › undefined', 'notitle › title']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'publications.bib › nodate › year: no year: listed as forthcoming (write year = 2025 once it is out)',
        'publications.bib › notitle › title: required field is missing',
        'publications.bib › badmonth › month: unknown month "13" (use jan–dec, a month name or 1–12): the year alone is shown',
        'publications.bib › muller2024trust: citation key "muller2024trust" is used twice (lines 5 and 67): give each entry a key of its own; only the first is read',
      ]),
    );
    expect(lines).toHaveLength(5);
  });

  test('a citation key that would overwrite another file is an error naming both entries', () => {
    const { publications: read, issues: clashes } = readBibliography(
      readFileSync('visual-tests/fixtures/bibtex/clashing-keys.bib', 'utf8'),
      'publications.bib',
    );
    expect(clashes.map((i) => `${i.severity ?? 'error'}: ${formatIssue(i)}`)).toEqual([
      'error: publications.bib › index: citation key "index" would overwrite the list of every publication (publications/index.html): rename the key',
      'error: publications.bib › --: citation key "--" has no letter or digit to name its page by (publications/.html): use letters and digits',
      'error: publications.bib › DBLP/conf/chi/X24: citation key "DBLP/conf/chi/X24" names the same page as "DBLP:conf/chi/X24" (publications/DBLP-conf-chi-X24.html)',
      'error: publications.bib › Lund2024: citation key "Lund2024" names the same page as "lund2024" (publications/Lund2024.html)',
    ]);
    expect(read.map((p) => p.id)).toEqual(['DBLP-conf-chi-X24', 'lund2024']);
  });

  test('a name taken out of a list leaves no trace on the page: "and and" is read as one "and", a stray comma without its empty part', () => {
    const { publications: read, issues: found } = readBibliography(
      `@inproceedings{okafor2019, title = {Handover}, year = 2019,
  author = {Chidi Okafor and and Ana Ferreira and Jon Dahl}}
@inproceedings{berg2020, title = {Gaze}, year = 2020, author = {Berg, Ines and and and Okafor, Chidi}}
@inproceedings{dahl2021, title = {Trust}, year = 2021, author = {Dahl, Jon and Ferreira, Ana "Nina", and Berg, Ines}}
@inproceedings{ferreira2022, title = {Legibility}, year = 2022, author = {Ferreira, Ana and Dahl, Jon and}}`,
      'x.bib',
    );
    expect(read.map((p) => [p.key, p.authors])).toEqual([
      ['okafor2019', ['Chidi Okafor', 'Ana Ferreira', 'Jon Dahl']],
      ['berg2020', ['Ines Berg', 'Chidi Okafor']],
      ['dahl2021', ['Jon Dahl', 'Ana "Nina" Ferreira', 'Ines Berg']],
      ['ferreira2022', ['Ana Ferreira', 'Jon Dahl']],
    ]);
    expect(read.find((p) => p.key === 'berg2020')!.bibtex).toContain('author = {Berg, Ines and Okafor, Chidi}');
    expect(found.map(formatIssue)).toEqual([
      'x.bib › okafor2019 › author: "and" written twice in the list (a name taken out, its "and" left): read as one',
      'x.bib › berg2020 › author: "and" written twice in the list (a name taken out, its "and" left): read as one',
      'x.bib › dahl2021 › author: "Ferreira, Ana "Nina"," has an empty part beside a comma: read without it',
      'x.bib › ferreira2022 › author: an "and" with no name beside it, at the start or the end of the list: left out',
    ]);
  });

  test('no year, but a venue that names one (`ASSETS 2026`): listed under that year, with a warning; two years in it, or none: forthcoming', () => {
    const { publications: read, issues: found } = readBibliography(
      `@inproceedings{a, author = {Dahl, Jon}, title = {Glance}, booktitle = {ASSETS 2026}}
@article{b, author = {Dahl, Jon}, title = {Haptics}, journal = {Proceedings of the 2019--2020 Workshop}}
@article{c, author = {Dahl, Jon}, title = {Gaze}, journal = {Transactions on Interaction}}
@inproceedings{d, author = {Dahl, Jon}, title = {Trust}, year = {in press}, booktitle = {CHI 2027}}`,
      'x.bib',
    );
    expect(read.map((p) => [p.key, p.date])).toEqual([
      ['a', '2026'],
      ['b', undefined],
      ['c', undefined],
      ['d', undefined],
    ]);
    expect(found.map(formatIssue)).toEqual([
      'x.bib › a › year: no year: 2026, the year its venue names ("ASSETS 2026"); write year = 2026 to say so',
      'x.bib › b › year: no year: listed as forthcoming (write year = 2025 once it is out)',
      'x.bib › c › year: no year: listed as forthcoming (write year = 2025 once it is out)',
      'x.bib › d › year: "in press" is not a year: listed as forthcoming',
    ]);
  });

  test('a missing author is a warning, and LaTeX the site cannot show is an error, not text on the page', () => {
    const { issues: more } = readBibliography(
      '@article{a, title = {Fine}, year = 2020}\n@article{b, author = {X, Y}, title = {Uses \\unknowncmd{Z}}, year = 2020}',
      'x.bib',
    );
    expect(more.map((i) => `${i.entry} › ${i.field} › ${i.severity ?? 'error'}`)).toEqual([
      'a › author › warning',
      'b › title › error',
    ]);
    expect(more[1]!.problem).toContain('\\unknowncmd');
  });

  test('the message names the command as the .bib writes it, with the words around it rather than the whole field', () => {
    const abstract =
      'First responders navigate unfamiliar places and decide in a split second. They perform urgent tasks in ' +
      '\\change{mass-casualty incidents and hazardous} settings. We interviewed 26 of them about a head-worn display.';
    const { issues: found } = readBibliography(
      `@inproceedings{a, title = {Gaze}, year = 2020, author = {Berg, Ines}, abstract = {${abstract}}}`,
      'x.bib',
    );
    expect(found.map(formatIssue)).toEqual([
      'x.bib › a › abstract: LaTeX the site cannot show ("\\change" in "…split second. They perform urgent tasks in \\change{mass-casualty incidents and hazardous} settings.…")',
    ]);
  });
});

test.describe('Publications: overrides and the bounded preview', () => {
  test('overrides merge by key, hidden entries go, and the list is newest first', () => {
    const merged = mergePublications(publications, {
      overrides: { dahl2021legible: { kind: 'Poster', pdfLink: 'files/x.pdf' }, afterbroken: { hidden: true } },
      hiddenKinds: [],
    });
    expect(merged.map((p) => p.id)).toEqual([
      'nodate',
      'lindqvist2027thesis',
      'lindqvist2026preprint',
      'DBLP-conf-hri-Lindqvist25',
      'muller2024trust',
      'dahl2021legible',
      'badmonth',
    ]);
    expect(merged.find((p) => p.id === 'dahl2021legible')).toMatchObject({ kind: 'Poster', pdfLink: 'files/x.pdf' });
    expect(merged.find((p) => p.id === 'muller2024trust')!.image).toBeUndefined();
  });

  test('the preview holds counts for every entry but only the newest few', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...publications[0]!,
      key: `k${i}`,
      id: `k${i}`,
      date: `${2000 + i}`,
    }));
    const preview = previewOf(mergePublications(many, { overrides: {}, hiddenKinds: [] }));
    expect(preview.total).toBe(40);
    expect(preview.kinds).toEqual([{ kind: 'Conference paper', count: 40 }]);
    expect(preview.first.map((p) => p.id)).toEqual(Array.from({ length: previewSize }, (_, i) => `k${39 - i}`));
    expect(preview.featured).toBeUndefined();
  });
  test('the featured papers come in the owner’s order: numbered ones first, then the other selected ones, newest first', () => {
    const entry = (id: string, date: string, selected?: boolean | number) => ({
      ...publications[0]!,
      key: id,
      id,
      date,
      ...(selected === undefined ? {} : { selected }),
    });
    const merged = mergePublications(
      [
        entry('a', '2025', true),
        entry('b', '2024', 2),
        entry('c', '2023'),
        entry('d', '2022', 1),
        entry('e', '2021', true),
      ],
      { overrides: { c: { selected: 3 } }, hiddenKinds: [] },
    );
    const preview = previewOf(merged);
    expect(preview.featured!.map((p) => p.id)).toEqual(['d', 'b', 'c', 'a', 'e']);
    // The list's own first paint stays the newest few, whatever is featured.
    expect(preview.first.map((p) => p.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

test.describe('The complete test owner', () => {
  test('its publications.bib with its overrides reads exactly as the behaviour tests expect it', async () => {
    const { readPublications } = await import('../../tooling/content/bib/publications');
    const { publicationOverrides } = await import('../owners/complete/content/publications');
    const { publications: expected } = await import('../support/publications');
    const read = readPublications(
      'visual-tests/owners/complete/content',
      'visual-tests/owners/complete/content',
      { 'publications.ts': { publicationOverrides } },
      'sample/public',
    );
    expect(read.issues).toEqual([]);
    expect(read.publications).toEqual(expected);
  });
});
