import { expect, test } from '@playwright/test';
import { authorsOf, namesOf } from '../../tooling/migrate/citationAuthors';
import { ownCollections } from '../../tooling/migrate/collections';
import { Source } from '../../tooling/migrate/sourceFiles';
import { contentErrors, fixture, linesOf, migrateInto } from '../support/migrateRun';

/*
 * `npm run migrate` on a customised academicpages site of our own (a robotics postdoc's) with the traps
 * real owners left: publication pages whose clean `authors` field sits beside an APA citation line
 * ("(2019, May)", "(Accepted)", "…"), `type: 'Journal Article'`, open-access and data links, the
 * template's demo body; collections of her own (`_research/`, `_wps/`, `_media/`), announcement posts
 * beside an essay, a CV page written as Markdown lists, a greeting of her own and an obfuscated email.
 */
let run: Awaited<ReturnType<typeof migrateInto>>;
test.beforeAll(async () => {
  run = await migrateInto(fixture('academicpages-postdoc'));
});

/** One entry of the written .bib, by its key. */
const entry = (key: string) =>
  new RegExp(`@\\w+\\{${key},\\n[\\s\\S]*?\\n\\}\\n`).exec(run.read('content/publications.bib'))?.[0];

test('publication pages are read from their fields: authors, type, venue, links, abstract (the body’s own download and video links too); not from the citation line', () => {
  expect(entry('2019_05_20_shelf')).toBe(`@article{2019_05_20_shelf,
  title = {Shelf-Aware Navigation for Warehouse Robots},
  author = {Nora Vidal and Erik Prassler and Nils Krüger},
  journal = {IEEE Robotics and Automation Letters},
  year = {2019},
  month = {5},
  url = {https://doi.org/10.1109/LRA.2019.0000001},
  pdf = {files/shelf.pdf},
  html = {https://arxiv.org/abs/1905.00001},
  code = {https://github.com/nvidal/shelf},
  supp = {https://zenodo.org/record/0000001},
  abstract = {We teach robots where shelves are.}
}
`);
  expect(entry('2021_09_27_lifts')).toBe(`@inproceedings{2021_09_27_lifts,
  title = {Taking the Lift: Multi-Floor Delivery},
  author = {N. Vidal and K. Osei},
  booktitle = {IEEE/RSJ International Conference on Intelligent Robots and Systems (IROS)},
  year = {2021},
  month = {9},
  url = {https://example.org/lifts.pdf},
  slides = {files/lifts-slides.pdf},
  video = {https://www.youtube.com/watch?v=lift0000000},
  abstract = {Lifts are hard for robots because doors close, people crowd in and floors look alike from inside.}
}
`);
  expect(entry('2022_01_15_fleets')).toBe(`@incollection{2022_01_15_fleets,
  title = {Robots' Efficient Fleet Scheduling},
  author = {Nora Vidal},
  booktitle = {Handbook of Warehouse Robotics},
  year = {2022},
  month = {1}
}
`);
  expect(entry('2024_02_02_preprint')).toBe(`@unpublished{2024_02_02_preprint,
  title = {Aisles Without Maps},
  author = {Nora Vidal and others},
  year = {2024},
  month = {2},
  url = {https://arxiv.org/abs/2402.00002},
  note = {arXiv}
}
`);
});

test('the citation line gives authors only when nothing else does, and never a date, a status or “…” as a name; LaTeX in an abstract is read as its words', () => {
  expect(entry('2020_03_01_handover')).toBe(`@article{2020_03_01_handover,
  title = {Robots that Hand Over Parcels},
  author = {Prassler, E. and Vidal, N. and Krüger, N. and others},
  journal = {Journal of Field Robotics},
  year = {2020},
  month = {3},
  abstract = {We study parcel handovers (e.g. at loading docks) between mobile robots and warehouse staff in three “field” trials over one year.}
}
`);
  expect(entry('2023_06_30_thesis')).toContain('@phdthesis{2023_06_30_thesis,\n');
  expect(entry('2023_06_30_thesis')).toContain('  author = {Vidal, N.},\n  school = {Example University},\n');
  // A path out of the old site's folder is neither copied nor linked.
  expect(entry('2023_06_30_thesis')).not.toContain('pdf');
  expect(linesOf(run.report, 'site/content/publications.bib › 2023_06_30_thesis')).toEqual([
    'site/content/publications.bib › 2023_06_30_thesis › pdf: "/files/../../../etc/hostname" leaves the old site’s folder: not carried',
  ]);
  expect(entry('2024_05_05_under_review')).toContain('  author = {Osei, K. and Vidal, N.},\n');
  expect(run.read('content/publications.bib')).not.toMatch(/Accepted|May\)|…|The contents above/);
});

test('names from citation lines as real owners write them', () => {
  expect(authorsOf('Prassler, E. (2019, May). Shelves at Night. In Proc. ICRA.', 'Shelves at Night')).toBe(
    'Prassler, E.',
  );
  expect(
    authorsOf(
      'Bishop, A. P., Terasaki Hart, D. E., & Wang, I. J. (2025). &quot;Sampling Design.&quot; <i>Resources</i>.',
      'Sampling Design',
    ),
  ).toBe('Bishop, A. P. and Terasaki Hart, D. E. and Wang, I. J.');
  // The title differs from the page's: an APA line's names end at its year.
  expect(authorsOf('Milosh, Maria and Van Dijcke, David (2021). Unmasking: How. J.', 'Unmasking Partisanship')).toBe(
    'Milosh, Maria and Van Dijcke, David',
  );
  expect(namesOf('**Pan, Y. (*)**, Frisson, S., & Jensen, O.')).toBe('Pan, Y. and Frisson, S. and Jensen, O.');
  // A title other than the page's, and the year last: the names end at the quoted title.
  expect(
    authorsOf(
      'Van Dijcke, David, Mark Polyak, and Austin L. Wright. &quot;Civil Response.&quot; (2022).',
      'Public Response',
    ),
  ).toBe('Van Dijcke, David and Mark Polyak and Austin L. Wright');
  // Mojibake left where a quote was is no part of a name.
  expect(authorsOf('Vidal, Nora and Osei, Kofi (2020). √¢Counting Boxes.', 'Counting Boxes')).toBe(
    'Vidal, Nora and Osei, Kofi',
  );
  // ACM: the year after the names; Chicago: only the first name family first.
  expect(authorsOf('Ada Okafor and R. Stuart Geiger. 2019. "Bots at Work." Proc. CSCW.', 'Bots at Work')).toBe(
    'Ada Okafor and R. Stuart Geiger',
  );
  expect(namesOf('Ribes, David, Steve Jackson, R. Stuart Geiger, and Tom Finholt')).toBe(
    'Ribes, David and Steve Jackson and R. Stuart Geiger and Tom Finholt',
  );
  expect(namesOf('Blair, Christopher W., Van Dijcke, David, Austin L. Wright')).toBe(
    'Blair, Christopher W. and Van Dijcke, David and Austin L. Wright',
  );
  expect(namesOf('Halfaker, Aaron., Geiger, R. Stuart., and Terveen, Loren.')).toBe(
    'Halfaker, Aaron and Geiger, R. Stuart and Terveen, Loren',
  );
  expect(namesOf('Romolini, Michele., Sydne Record, Rebecca. Garvoille, Y. Marusenko')).toBe(
    'Romolini, Michele and Sydne Record and Rebecca Garvoille and Y. Marusenko',
  );
  expect(namesOf('Vidal, N., Osei, K., et al.')).toBe('Vidal, N. and Osei, K. and others');
  // What does not read as names gives none (and a to-do), never a garbled one.
  expect(namesOf('Proceedings 2019, vol. 4')).toBe('');
});

test('announcement posts become news items with their bodies; a long article is named with where it can go', () => {
  expect(run.read('content/news.ts')).toContain(`  {
    date: '2022-05-26',
    text: "I'm pleased to announce that our paper on parcel handovers has been accepted at the [Journal of Field Robotics](https://example.org/jfr)!",
    title: 'Handover paper accepted at JFR',
  },`);
  expect(run.read('content/news.ts')).toContain(`    date: '2023-03-03',
    text: 'After defending my thesis yesterday, I am now Dr. Nora Vidal! Thanks to everyone who helped.',
    title: 'Thesis defended',`);
  // Two posts and one dated press piece; the undated one is named.
  expect(linesOf(run.report, 'news: ')).toEqual(['news: carried 3 of 4; left 1 no place for it here']);
  expect(linesOf(run.report, 'posts')).toEqual([
    'posts: carried 0 of 1; left 1 no place for it here',
    'posts › _posts/2023-09-01-aisles-essay.md: no place for it here: article “Why aisles matter: an essay” (132 words, 3 headings): the site has no blog: keep it where it is (or on a blog service) and link it from a news item, or move its words into a project’s page',
  ]);
});

test('the profile: the owner’s own greeting heads the page once, the role is not the affiliation, the hidden address is read', () => {
  const profile = run.read('content/profile.ts');
  expect(profile).toContain("  role: 'Postdoctoral researcher in mobile manipulation',\n");
  expect(profile).toContain("    name: 'Example Robotics Institute',\n");
  expect(profile).toContain(`  greeting: 'Hi, I am Nora.',
  intro: [
    'I build mobile robots that work beside people in warehouses.',
    'I am a postdoc at the Example Robotics Institute.',
  ],`);
  expect(profile).not.toContain('Hi, I’m');
  expect(profile).toContain("  email: 'nora.vidal@gmail.com',\n");
  expect(linesOf(run.report, 'site/content/profile.ts › profile › email')).toEqual([
    'site/content/profile.ts › profile › email: “nora.vidal[at]gmail.com” (written so to hide it from harvesters) is nora.vidal@gmail.com: the site shows it as a link; to keep it off the pages, set emailPublished: false and a contactLink',
  ]);
});

test('the owner’s collections go to the kind their fields say: research pages as projects, working papers as publications, press as news', () => {
  expect(run.read('content/projects.ts')).toContain(`  {
    id: 'shelf-aware-navigation',
    title: 'Shelf-aware navigation',
    description: 'Robots that know where the shelves are.',
    image: 'images/shelf-robot.png',
    alt: '',
    body: 'Our robots map shelves as they drive past them.\\n\\n[Code](https://github.com/nvidal/shelf) and a [video](https://www.youtube.com/watch?v=abc123XYZ00).',
  },`);
  // Under the menu's name for the collection, not a heading that would call them current.
  expect(run.read('content/projects.ts')).toContain(`export const sectionTitles = {
  currentProjects: 'Research',
};`);
  expect(entry('2025_01_10_returns')).toBe(`@unpublished{2025_01_10_returns,
  title = {Returns to Robot Fleets},
  author = {Vidal, N.},
  year = {2025},
  month = {1},
  url = {https://example.org/returns.pdf},
  abstract = {How much does a second robot add to a warehouse?},
  note = {Revision requested: Journal of Field Robotics}
}
`);
  expect(run.read('content/news.ts')).toContain(`  {
    date: '2021-04-13',
    title: 'Robots learn to share the aisle',
    text: '“Robots learn to share the aisle”, in *The Daily Example*',
    link: 'https://daily.example.com/robots-aisle',
  },`);
  expect(linesOf(run.report, 'news › ')).toEqual([
    'news › _media/undated-radio.md: no place for it here: press piece “Radio interview on warehouse robots” (Example Radio) has no date, so it is no news item: add it to the news with its date',
  ]);
  expect(linesOf(run.report, 'publications: ')).toEqual(['publications: carried 8 of 8']);
});

test('the CV page’s lists become CV sections and skills where each line reads as one; a line that does not is named', () => {
  expect(run.read('content/cv.ts')).toContain(`export const educationList: CvListEntry[] = [
  {
    title: 'Ph.D in Robotics',
    date: '2023',
    organisation: 'Example University',
  },
  {
    title: 'M.S. in Mechanical Engineering',
    date: '2018',
    organisation: 'Other Institute of Technology, Norway',
  },
];

export const workExperience: CvListEntry[] = [
  {
    title: 'Postdoctoral researcher',
    date: '2023',
    current: true,
    organisation: 'Example Robotics Institute',
  },
  {
    title: 'Intern',
    date: '2017',
    organisation: 'Example Logistics',
  },
];

export const awards: CvListEntry[] = [
  {
    title: 'Best Field Robotics Paper, Example Conference',
    date: '2022',
  },
  {
    title: 'Travel grant, Example Society',
  },
];`);
  expect(run.read('content/skills.ts')).toContain(`    title: 'Skills',
    skills: ['Python, C++, ROS', 'Field trials'],
  },
  {
    id: 'strong-lab-skills',
    title: 'Strong lab skills',
    skills: ['Soldering', 'Pipetting'],
  },`);
  expect(linesOf(run.report, 'cv')).toEqual([
    'cv: carried 6 of 7; left 1 no place for it here',
    'cv › _pages/cv.md › Work experience: no place for it here: “Things I did on the side that do not fit a line” does not read as one entry (a title with its place or date): add it to cv.ts by hand',
  ]);
});

test('the content check then asks only for what the old site never had', async () => {
  expect(await contentErrors(run.site)).toEqual([
    'profile.ts › profile › affiliation.href: field is empty',
    'profile.ts › profile › photo.alt: alt text is empty',
    'profile.ts › profile › collaboration: field is empty',
    'profile.ts › profile › site.description: field is empty',
    'projects.ts › currentProjects[0] (id "shelf-aware-navigation") › alt: alt text is empty',
  ]);
});

test('collections are the folders declared or present, a declared name never a path out of the old site', () => {
  const source = new Source(fixture('academicpages-postdoc'));
  expect(ownCollections(source, { collections: { 'x/../../../etc': {}, research: {}, talks: {} } })).toEqual([
    '_media',
    '_research',
    '_wps',
  ]);
});
