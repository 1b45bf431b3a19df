import { bibEntry, carriedLinks } from './bibEntries.ts';
import { handListed, type ListedPaper } from './handListed.ts';
import { toMarkdown } from './markup.ts';
import { found, type Migration } from './model.ts';
import { pageType } from './publicationPage.ts';
import { slug, type Source } from './sourceFiles.ts';

const file = '_pages/publications.md';
/** A title as compared: letters and digits only. */
const titleKey = (title: string) => slug(title).replace(/[-_]/g, '');

/** A key for a listed paper: first author's family name, year, first word of the title ("vidal2024aisles"). */
function keyOf(paper: ListedPaper, taken: Set<string>): string {
  const first = paper.author.split(' and ')[0]!;
  const family = first.includes(',') ? first.split(',')[0]! : (first.split(' ').pop() ?? 'paper');
  const base = `${slug(family).replace(/-/g, '')}${paper.year}${slug(paper.title).split('-')[0] ?? ''}`;
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}${n}`;
  taken.add(key);
  return key;
}

/**
 * Publications written by hand in `_pages/publications.md`: when the page lists more than `_publications/`
 * holds, its papers become entries (those already carried, by title, once); a line that does not read as a
 * paper is named.
 */
export function readPublicationsPage(source: Source, migration: Migration, carriedTitles: string[]) {
  if (!source.has(file)) return;
  const { papers, unread } = handListed(toMarkdown(source.page(file).body).text);
  if (papers.length + unread.length <= carriedTitles.length) return;
  const carried = new Set(carriedTitles.map(titleKey));
  const taken = new Set<string>();
  for (const paper of papers) {
    if (carried.has(titleKey(paper.title))) continue;
    carried.add(titleKey(paper.title));
    found(migration, 'publications');
    migration.publicationsFound++;
    const [type, venueField] = /review|submitted|preparation/i.test(paper.status)
      ? ['unpublished', 'note']
      : pageType({}, paper.venue);
    const note = [venueField === 'note' ? paper.venue : '', paper.status].filter(Boolean).join('; ');
    const key = keyOf(paper, taken);
    const links = carriedLinks(migration, key, paper.links);
    const entry = bibEntry(type, key, [
      ['title', paper.title],
      ['author', paper.author],
      [venueField, venueField === 'note' ? undefined : paper.venue],
      ['year', paper.year],
      ...links,
      ['abstract', paper.abstract],
      ['note', note],
    ]);
    migration.bibEntries.push({ entry, from: file });
  }
  for (const line of unread) {
    found(migration, 'publications');
    migration.publicationsFound++;
    migration.left.push({
      kind: 'publications',
      from: file,
      reason: 'unsupported',
      why: `“${line}” does not read as one paper (authors, title, year): add it to publications.bib by hand`,
    });
  }
}
