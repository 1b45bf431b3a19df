import { expect, test } from '@playwright/test';
import { handListed } from '../../tooling/migrate/handListed';
import { fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * Publications written by hand in a page, as real academicpages owners keep them: APA list items with the
 * owner's name in bold and the venue as a link to the PDF; `###` headings with a line of authors, the year
 * and a status in brackets, a line of emoji-labelled links and a description. Each item that reads as one
 * paper becomes an entry; each that does not is named.
 */

test('an APA list item: authors before the year, the italic title, the venue as the link’s words, its PDF', () => {
  const { papers, unread } = handListed(
    '- **Okonkwo, I.**, Lund, P., & Ferreira, T. (2024). *Seed dispersal across burned ridges.* [Fire Ecology](../files/seeds.pdf), 20(1), 12. [Cover article]',
  );
  expect(unread).toEqual([]);
  expect(papers).toEqual([
    {
      author: 'Okonkwo, I. and Lund, P. and Ferreira, T.',
      title: 'Seed dispersal across burned ridges',
      venue: 'Fire Ecology',
      year: '2024',
      status: '',
      links: [['pdf', 'files/seeds.pdf']],
      abstract: '',
    },
  ]);
});

test('a heading with its authors line, the status and the venue in brackets, labelled links and a description', () => {
  const { papers } = handListed(`### Pollinators on green roofs
Adeyemi, B., & **Okonkwo, I. (*)** (2025, September 9, under review)
📄 [Paper](https://example.org/roofs)    |    💻 [Code](https://github.com/io/roofs)    |    💾 [datasets](https://zenodo.org/record/2)
Bees visit roofs more often than we thought.
### Soil carbon in hedgerows
**Okonkwo, I.**, Lund, P. (2023, **Soil Biology**, 14(2), 88-99)
📄 [Paper](https://example.org/hedgerows.pdf)`);
  expect(papers).toEqual([
    {
      author: 'Adeyemi, B. and Okonkwo, I.',
      title: 'Pollinators on green roofs',
      venue: '',
      year: '2025',
      status: 'under review',
      links: [
        ['url', 'https://example.org/roofs'],
        ['code', 'https://github.com/io/roofs'],
        ['supp', 'https://zenodo.org/record/2'],
      ],
      abstract: 'Bees visit roofs more often than we thought.',
    },
    {
      author: 'Okonkwo, I. and Lund, P.',
      title: 'Soil carbon in hedgerows',
      venue: 'Soil Biology',
      year: '2023',
      status: '',
      links: [['pdf', 'https://example.org/hedgerows.pdf']],
      abstract: '',
    },
  ]);
});

test('what does not read as a paper is named by its words, never guessed; a venue called “Data” is no data link', () => {
  const { papers, unread } = handListed(`- Field notes from the 2019 season (2019), shared with the rangers.
- Oakleaf, J., & Lund, P. (2024). *Mapping land conversion.* [Scientific Data](../files/oakleaf.pdf), 11(1), 830.
### A toolbox for landscape metrics
**Okonkwo, I. (*)**
📄 [Paper](in preparation)`);
  expect(unread).toEqual([
    'Field notes from the 2019 season (2019), shared with the rangers.',
    'A toolbox for landscape metrics',
  ]);
  expect(papers.map((p) => [p.venue, p.links])).toEqual([['Scientific Data', [['pdf', 'files/oakleaf.pdf']]]]);
});

test('migrate: the page’s papers join those of _publications/, each once by title, the rest named', async () => {
  const run = await migrateInto(fixture('academicpages-handwritten'));
  const bib = run.read('content/publications.bib');
  expect(bib.match(/^@\w+\{[^,]+/gm)).toEqual([
    '@article{okonkwo_2021_corridors',
    '@article{okonkwo2024seed',
    '@article{okonkwo2018old',
    '@unpublished{adeyemi2025pollinators',
    '@article{okonkwo2023soil',
  ]);
  expect(bib).toContain(`@unpublished{adeyemi2025pollinators,
  title = {Pollinators on green roofs},
  author = {Adeyemi, B. and Okonkwo, I.},
  year = {2025},
  url = {https://example.org/roofs},
  code = {https://github.com/iokonkwo/roofs},
  supp = {https://zenodo.org/record/0000002},
  abstract = {Supervised a master's project. Bees visit roofs more often than we thought.},
  note = {under review}
}`);
  // A link out of the old site's folder is neither copied nor written.
  expect(bib).toContain(`@article{okonkwo2018old,
  title = {Old notes on hedges},
  author = {Okonkwo, I.},
  journal = {Journal of Tests},
  year = {2018}
}`);
  expect(linesOf(run.report, 'site/content/publications.bib')).toEqual([
    'site/content/publications.bib › okonkwo2018old › pdf: "files/../../../secret.pdf" leaves the old site’s folder: not carried',
  ]);
  expect(linesOf(run.report, 'publications')).toEqual([
    'publications: carried 5 of 7; left 2 no place for it here',
    'publications › _pages/publications.md: no place for it here: “Field notes from the 2019 season (2019), shared with the park rangers.” does not read as one paper (authors, title, year): add it to publications.bib by hand',
    'publications › _pages/publications.md: no place for it here: “A toolbox for landscape metrics” does not read as one paper (authors, title, year): add it to publications.bib by hand',
  ]);
});
