import { isoDate, str } from './frontMatter.ts';
import { toLine, toPlain } from './markup.ts';
import type { Migration } from './model.ts';
import { slug, stem } from './sourceFiles.ts';
import { authorsOf } from './citationAuthors.ts';

/** A value in braces, with TeX's special characters escaped (`&`, `%`, `#`, `$`, `_` outside links). */
function braced(value: string, link = false): string {
  const escaped = link ? value : value.replace(/([&%#$_])/g, '\\$1');
  return `{${escaped.replace(/[{}]/g, '')}}`;
}

/** A BibTeX entry, each field on its line, in the order given; empty fields left out. */
export function bibEntry(type: string, key: string, fields: Array<[string, string | undefined]>): string {
  const lines = fields
    .filter((f): f is [string, string] => Boolean(f[1]?.trim()))
    .map(
      ([name, value]) =>
        `  ${name} = ${braced(value.trim(), /^(url|doi|pdf|code|slides|video|poster|html)$/.test(name))}`,
    );
  return `@${type}{${key},\n${lines.join(',\n')}\n}\n`;
}

const pageTypes: Record<string, [string, string]> = {
  conferences: ['inproceedings', 'booktitle'],
  conference: ['inproceedings', 'booktitle'],
  manuscripts: ['article', 'journal'],
  journals: ['article', 'journal'],
  books: ['book', 'publisher'],
};

/** An academicpages `_publications/*.md` page as a BibTeX entry, every field from the page as written. */
export function publicationPageEntry(path: string, data: Record<string, unknown>, migration: Migration): string {
  const title = toPlain(str(data.title));
  const date = isoDate(data.date);
  const venue = toPlain(str(data.venue));
  const [type, venueField] =
    pageTypes[str(data.category)] ?? (venue ? ['inproceedings', 'booktitle'] : ['misc', 'howpublished']);
  const key = slug(stem(path)).replace(/-/g, '_');
  const author = authorsOf(str(data.citation), title);
  const link = str(data.paperurl);
  const entry = `publications.bib › ${key}`;
  if (!author)
    migration.todos.push({
      file: 'site/content/publications.bib',
      entry: key,
      field: 'author',
      what: 'the old page names no authors apart from its citation line: write them',
    });
  if (link && !/^https?:/.test(link))
    migration.files.push({ from: link.replace(/^\//, ''), to: link.replace(/^\//, ''), by: `${entry} › pdf` });
  const status = str(data.status);
  return bibEntry(type, key, [
    ['title', title],
    ['author', author],
    [venueField, venue],
    ['year', date.slice(0, 4)],
    ['month', date.length >= 7 ? String(Number(date.slice(5, 7))) : undefined],
    [/^https?:/.test(link) ? 'url' : 'pdf', link.replace(/^\//, '')],
    // Newer academicpages pages name their slides and code beside the paper.
    ['slides', str(data.slidesurl).replace(/^\//, '')],
    ['code', str(data.codeurl)],
    ['abstract', toLine(str(data.excerpt)).text],
    ['note', status ? status.replace(/_/g, ' ') : undefined],
  ]);
}

/** Hugo Academic's numeric publication types, as BibTeX entry types. */
const hugoTypes: Record<string, string> = {
  '0': 'misc',
  '1': 'inproceedings',
  '2': 'article',
  '3': 'unpublished',
  '4': 'techreport',
  '5': 'book',
  '6': 'incollection',
  '7': 'phdthesis',
  '8': 'misc',
};
const hugoNamed: Record<string, string> = {
  'paper-conference': 'inproceedings',
  'article-journal': 'article',
  article: 'misc',
  report: 'techreport',
  thesis: 'phdthesis',
  book: 'book',
  chapter: 'incollection',
};

/** A Hugo publication bundle's front matter as a BibTeX entry (when it has no cite.bib of its own). */
export function hugoPublicationEntry(dir: string, data: Record<string, unknown>, migration: Migration): string {
  const key = slug(dir.split('/').pop() ?? dir).replace(/-/g, '_');
  const types = Array.isArray(data.publication_types) ? data.publication_types.map(String) : [];
  const type = hugoTypes[types[0] ?? ''] ?? hugoNamed[types[0] ?? ''] ?? 'misc';
  const venueField =
    type === 'article' ? 'journal' : type === 'inproceedings' || type === 'incollection' ? 'booktitle' : 'howpublished';
  const authors = (Array.isArray(data.authors) ? data.authors : [])
    .map((a) => toPlain(String(a)).replace(/\\?\*$/, ''))
    .filter(Boolean);
  const date = isoDate(data.publishDate) && !isoDate(data.date) ? isoDate(data.publishDate) : isoDate(data.date);
  const pdf = str(data.url_pdf);
  if (!authors.length)
    migration.todos.push({
      file: 'site/content/publications.bib',
      entry: key,
      field: 'author',
      what: 'the old page lists no authors',
    });
  if (pdf && !/^https?:/.test(pdf))
    migration.files.push({
      from: `static/${pdf.replace(/^\//, '')}`,
      to: pdf.replace(/^\//, ''),
      by: `publications.bib › ${key} › pdf`,
    });
  return bibEntry(type, key, [
    ['title', toPlain(str(data.title))],
    ['author', authors.join(' and ')],
    // Hugo writes the venue as it shows it: "In *Venue*, 2018." — the venue is what is between.
    [
      venueField,
      toPlain(str(data.publication))
        .replace(/^In\s+/, '')
        .replace(/(?:,\s*|(?<!\s)\s*)\d{4}\.?$/, '')
        .replace(/\.$/, ''),
    ],
    ['year', date.slice(0, 4)],
    ['month', date.length >= 7 ? String(Number(date.slice(5, 7))) : undefined],
    ['doi', str(data.doi)],
    [/^https?:/.test(pdf) ? 'url' : 'pdf', pdf.replace(/^\//, '')],
    ['code', str(data.url_code)],
    ['slides', str(data.url_slides)],
    ['video', str(data.url_video)],
    ['poster', str(data.url_poster)],
    ['abstract', toLine(str(data.abstract)).text],
  ]);
}
