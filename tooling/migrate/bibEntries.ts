import { isRefusal, within } from './oldFolder.ts';
import { isoDate, str } from './frontMatter.ts';
import { shortPlain } from './shortText.ts';
import { linkNamed } from './academicpagesTalks.ts';
import { toLine, toMarkdown, toPlain } from './markup.ts';
import { pageAbstract, pageAuthors, pageType, unligated, type PageType } from './publicationPage.ts';
import type { Migration } from './model.ts';
import { dateFromName, referFile, slug, stem } from './sourceFiles.ts';

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
        `  ${name} = ${braced(value.trim(), /^(url|doi|pdf|code|slides|video|poster|html|supp|website|blog|preview)$/.test(name))}`,
    );
  return `@${type}{${key},\n${lines.join(',\n')}\n}\n`;
}

/** A link of the old site's: kept as written when it is on the web, else the file's path in the old folder. */
const local = (link: string) => link.replace(/^\/+/, '');
const web = (link: string) => /^https?:/.test(link);
/**
 * A paper's links as its entry keeps them: a file of the old site is copied; a path out of its folder ("../", a
 * drive, a backslash) is never followed: named as a to-do on the key, and left out.
 */
export function carriedLinks(migration: Migration, key: string, links: Array<[string, string]>) {
  const kept = links.filter(([field, link]) => {
    if (!link || web(link) || !isRefusal(within(link))) return true;
    migration.todos.push({
      file: 'site/content/publications.bib',
      entry: key,
      field,
      what: `"${link.slice(0, 80)}" leaves the old site’s folder: not carried`,
    });
    return false;
  });
  for (const [field, link] of kept)
    if (link && !web(link)) referFile(migration, local(link), local(link), `publications.bib › ${key} › ${field}`);
  return kept;
}

/**
 * An academicpages `_publications/*.md` page (or a working paper of `_wps/`) as a BibTeX entry, every
 * field from the page as written: its authors, type, venue, date, links and abstract.
 */
export function publicationPageEntry(
  path: string,
  data: Record<string, unknown>,
  migration: Migration,
  body = '',
  forced?: PageType,
): string {
  const title = unligated(shortPlain(str(data.title), 1000));
  const date = isoDate(data.date) || dateFromName(path);
  const venue = unligated(shortPlain(str(data.venue), 1000));
  const [type, venueField] = forced ?? pageType(data, venue);
  const key = slug(stem(path)).replace(/-/g, '_');
  const { author } = pageAuthors(data, title);
  if (!author)
    migration.todos.push({
      file: 'site/content/publications.bib',
      entry: key,
      field: 'author',
      what: str(data.citation)
        ? 'the old page has no authors field and its citation line does not read as names: write them'
        : 'the old page names no authors: write them',
    });
  // The links a body names sit at its top; a long body is read no further than an abstract's length.
  const markdown = toMarkdown(body.slice(0, 8_000)).text;
  // The body's own "Download PDF here" link when the page names no paperurl.
  const paper = str(data.paperurl) || (linkNamed(markdown, /^(download|read|get)\b/i) ?? '');
  const openAccess = str(data.openaccess) || str(data.open_access);
  const pdf = str(data.pdf) || str(data.pdfurl) || (/\.pdf($|[?#])/i.test(openAccess) ? openAccess : '');
  const links: Array<[string, string]> = [];
  if (paper) links.push([web(paper) ? 'url' : 'pdf', paper]);
  if (pdf && !links.some(([f]) => f === 'pdf')) links.push(['pdf', pdf]);
  if (openAccess && openAccess !== pdf) links.push([links.some(([f]) => f === 'url') ? 'html' : 'url', openAccess]);
  // Newer academicpages pages name their slides, code and data beside the paper; data is a supplement here.
  links.push(
    ['slides', str(data.slidesurl)],
    ['code', str(data.codeurl) || str(data.code)],
    ['supp', str(data.dataurl) || str(data.dataset) || str(data.data)],
    ['video', str(data.videourl) || (linkNamed(markdown, /video|youtube|recording|watch/i) ?? '')],
  );
  const kept = carriedLinks(migration, key, links);
  const status = str(data.status).replace(/_/g, ' ');
  const note = [venueField === 'note' ? venue : '', status].filter(Boolean).join('; ');
  const doi = str(data.doi).replace(/^https?:\/\/(dx\.)?doi\.org\//i, '');
  return bibEntry(type, key, [
    ['title', title],
    ['author', author],
    [venueField, venueField === 'note' ? undefined : venue],
    ['year', date.slice(0, 4)],
    ['month', date.length >= 7 ? String(Number(date.slice(5, 7))) : undefined],
    ['doi', /^10\.\d{4,9}\//.test(doi) ? doi : undefined],
    ...kept.map(([field, link]): [string, string] => [field, web(link) ? link : local(link)]),
    ['abstract', pageAbstract(data, body)],
    ['note', note],
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

/** `Ruiz Blanco M`, `Torres JA.` (family name, then initials) as BibTeX reads it right: `Ruiz Blanco, M.`. */
function vancouver(name: string): string {
  const cut = name.lastIndexOf(' ');
  const initials = name.slice(cut + 1).replace(/\.$/, '');
  if (cut <= 0 || name.includes(',') || !/^\p{Lu}{1,3}$/u.test(initials)) return name;
  return `${name.slice(0, cut).trim()}, ${[...initials].map((i) => `${i}.`).join(' ')}`;
}

/** A Hugo publication bundle's front matter as a BibTeX entry (when it has no cite.bib of its own). */
export function hugoPublicationEntry(dir: string, data: Record<string, unknown>, migration: Migration): string {
  const key = slug(dir.split('/').pop() ?? dir).replace(/-/g, '_');
  const types = Array.isArray(data.publication_types) ? data.publication_types.map(String) : [];
  const type = hugoTypes[types[0] ?? ''] ?? hugoNamed[types[0] ?? ''] ?? 'misc';
  const venueField =
    type === 'article' ? 'journal' : type === 'inproceedings' || type === 'incollection' ? 'booktitle' : 'howpublished';
  const authors = (Array.isArray(data.authors) ? data.authors : [])
    // `admin` is Hugo's id of the site's owner, not a name; a list item may keep a trailing comma.
    .map((a) =>
      toPlain(String(a))
        .replace(/\\?\*$/, '')
        .replace(/,$/, '')
        .trim(),
    )
    .map((a) => (a.toLowerCase() === 'admin' ? migration.profile.name || a : vancouver(a)))
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
