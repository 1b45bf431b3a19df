/**
 * Which .bib fields the site publishes: an allowlist, so a field a reference manager invents is kept
 * out until someone decides otherwise. publications.ts may take fields out (`unpublishedFields`).
 */

/** Names written as text, one field per word. */
const words = (text: string) => text.trim().split(/\s+/);

/**
 * The reference, as "Cite" copies it: BibTeX's fields; biblatex's data fields but its notes, files and access
 * dates; the arXiv aliases, `day`, the patent styles' fields and what the ACM Digital Library's export adds.
 */
export const citedFields = words(`
  address author booktitle chapter crossref edition editor howpublished
  institution journal key month note number organization pages publisher
  school series title type volume year
  addendum afterword annotator bookauthor bookpagination booksubtitle
  booktitleaddon commentator date doi editora editorb editorc editortype eid
  entrysubtype eprint eprintclass eprinttype eventdate eventtitle eventtitleaddon
  foreword holder introduction isan isbn ismn isrn issn issue issuesubtitle
  issuetitle iswc journalsubtitle journaltitle language langid location mainsubtitle
  maintitle maintitleaddon origdate origlanguage origlocation origpublisher origtitle
  pagetotal pagination part pubstate reprinttitle shortauthor shorthand shortjournal
  shortseries shorttitle subtitle titleaddon translator url venue version volumes
  archiveprefix primaryclass day assignee nationality articleno numpages issue_date
`);

/**
 * Award flags that al-folio forks and hand-kept files write beside `award` (`bestpaper = {true}`), with the
 * badge each gives when its value is yes, true or 1 (a value in words is shown as written).
 */
export const awardFlags: Readonly<Record<string, string>> = {
  bestpaper: 'Best Paper',
  best_paper: 'Best Paper',
  bestpaperaward: 'Best Paper Award',
  best_paper_award: 'Best Paper Award',
  bestpaperhonourable: 'Best Paper Honourable Mention',
  bestpaperhonorable: 'Best Paper Honorable Mention',
  best_paper_honourable: 'Best Paper Honourable Mention',
  best_paper_honorable: 'Best Paper Honorable Mention',
  honourablemention: 'Honourable Mention',
  honorablemention: 'Honorable Mention',
  honourable_mention: 'Honourable Mention',
  honorable_mention: 'Honorable Mention',
  bestpapernominee: 'Best Paper Nominee',
  best_paper_nominee: 'Best Paper Nominee',
  bestposter: 'Best Poster',
  best_poster: 'Best Poster',
  bestdemo: 'Best Demo',
  best_demo: 'Best Demo',
  bestartifact: 'Best Artifact',
  best_artifact: 'Best Artifact',
};

/**
 * Fields shown, not cited: the abstract (on the paper's page; a citation and the list's chunks do without
 * it), what a card's links, picture and badges are read from (al-folio's, jekyll-scholar's), and DBLP's
 * public record address (`biburl`), by which `npm run import` knows a paper it already has.
 */
export const siteFields = [
  ...words(`
  abstract pdf slides poster supp video code blog html website arxiv preview
  abbr award award_name selected acmdoi biburl
`),
  ...Object.keys(awardFlags),
];

/**
 * What reference managers keep for their owner alone, never published and reported when the committed .bib
 * holds them: Zotero's attachment paths, notes, tags and access dates; JabRef's owner, dates, comments,
 * groups and marks; Mendeley's folders and tags; BibDesk's and Papers' file aliases (`bdsk-file-1` holds
 * the PDF's path), links, dates, read flag, rating and colour; biblatex's shelf mark (`library`).
 * Names in lower case; `bdsk-file-` and `bdsk-url-` match their numbered fields.
 */
export const privateFields = words(`
  file annotation annote keywords urldate extra
  owner timestamp creationdate modificationdate comment groups citationcount
  relevance readstatus priority ranking qualityassured printed
  mendeley-tags mendeley-groups
  bdsk-file- bdsk-url- local-url date-added date-modified read rating color uri
  library
`);

/** Fields of other site generators the site does not show: left out quietly, they say nothing private. */
export const ignoredFields = words(`
  bibtex_show google_scholar_id altmetric dimensions additional_info inspirehep_id
  annotation_html pubcls pubtype final_pdf
`);

/** Prefixes among `privateFields` (BibDesk numbers its file and link fields). */
const privatePrefixes = privateFields.filter((name) => name.endsWith('-'));

/** What becomes of a field: cited and shown, shown only, private, quietly ignored, or unknown. */
export type FieldRole = 'cited' | 'site' | 'private' | 'ignored' | 'unknown';

const roles = new Map<string, FieldRole>([
  ...citedFields.map((name) => [name, 'cited'] as const),
  ...siteFields.map((name) => [name, 'site'] as const),
  ...ignoredFields.map((name) => [name, 'ignored'] as const),
  ...privateFields.map((name) => [name, 'private'] as const),
]);

export function fieldRole(name: string): FieldRole {
  const lower = name.toLowerCase();
  const known = roles.get(lower);
  if (known) return known;
  // Comments per JabRef user (`comment-ana`) and BibDesk's numbered fields.
  if (lower.startsWith('comment-') || privatePrefixes.some((prefix) => lower.startsWith(prefix))) return 'private';
  // `__doi`, `_abstract`: a field its owner switched off by its name, as al-folio owners do.
  if (lower.startsWith('_')) return 'ignored';
  return 'unknown';
}
