import { str } from './frontMatter.ts';
import { readCvYml, readResumeJson } from './alfolioCv.ts';
import { readFreePages } from './freePages.ts';
import { jekyllConfig, newsItem, readPosts } from './jekyll.ts';
import { toPlain } from './markup.ts';
import { emptyMigration, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { jekyllSocials } from './socialLinks.ts';
import { readProjects } from './projectPages.ts';
import { referFile, type Source } from './sourceFiles.ts';

/** al-folio's about page: the first line in italics is the role (and affiliation after its comma). */
function roleLine(about: { data: Record<string, unknown>; body: string }): {
  role: string;
  affiliation: string;
  body: string;
} {
  const subtitle = toPlain(str(about.data.subtitle));
  const first = /^\s*[*_]([^*_\n]+)[*_]\s*\n/.exec(about.body);
  const line = subtitle || (first ? first[1]!.trim() : '');
  const body = !subtitle && first ? about.body.slice(first[0].length) : about.body;
  const comma = line.indexOf(', ');
  return comma > 0
    ? { role: line.slice(0, comma), affiliation: line.slice(comma + 2), body }
    : { role: line, affiliation: '', body };
}

/** al-folio's own pages, which the new site's pages replace. */
const alfolioPages = [
  'about',
  'blog',
  'publications',
  'projects',
  'repositories',
  'cv',
  'news',
  'dropdown',
  '404',
  'profiles',
  'people',
  'books',
];

export function readAlfolio(source: Source, evidence: string): Migration {
  const config = jekyllConfig(source);
  const about = source.page('_pages/about.md');
  const profileData = (about.data.profile ?? {}) as Record<string, unknown>;
  const name = [config.first_name, config.middle_name, config.last_name].map(str).filter(Boolean).join(' ');
  const { role, affiliation, body } = roleLine(about);
  const image = str(profileData.image);
  const socialsYml = source.has('_data/socials.yml')
    ? (source.page('_data/socials.yml').data as Record<string, unknown>)
    : {};
  const migration = emptyMigration('al-folio', evidence, {} as Migration['profile']);
  const title = str(config.title);
  migration.profile = buildProfile(
    {
      name,
      role,
      affiliation,
      affiliationUrl: '',
      about: body,
      ...(image ? { photo: { from: `assets/img/${image}`, to: `images/${image}` } } : {}),
      email: str(config.email) || str(socialsYml.email),
      socials: [...jekyllSocials(config), ...jekyllSocials(socialsYml)],
      title: title && title !== 'blank' ? title : name,
      description: str(config.description),
      url: siteAddress(str(config.url), str(config.baseurl), source.text('CNAME')),
      locale: str(config.lang),
      contactNote: str(config.contact_note),
    },
    migration,
  );
  readBib(source, migration);
  for (const { path, page } of source.pages('_news')) {
    const item = newsItem(migration, path, page.data, page.body);
    if (item) migration.news.push({ entry: item.item, from: path, ...(item.body ? { body: item.body } : {}) });
  }
  readPosts(source, migration);
  readProjects(source, '_projects', migration);
  migration.projectsHeading = str(source.page('_pages/projects.md').data.title);
  readCvYml(source, migration);
  readResumeJson(source, migration);
  // Talks and teaching written as prose are the usual free pages of an al-folio site.
  readFreePages(source, '_pages', alfolioPages, migration);
  return migration;
}

/** The .bib is copied as it is; the pictures and PDFs its entries name are copied beside it. */
function readBib(source: Source, migration: Migration) {
  const bib = '_bibliography/papers.bib';
  if (!source.has(bib)) return;
  const text = source.text(bib);
  migration.bibFile = bib;
  migration.publicationsFound = (text.match(/^[ \t]*@(?!string|comment|preamble)\w+[ \t]*[{(]/gim) ?? []).length;
  const keys = [...text.matchAll(/^[ \t]*@(?!string|comment|preamble)\w+[ \t]*[{(][ \t]*([^,\s]+)[ \t]*,/gim)].map(
    (m) => m[1]!,
  );
  for (const key of new Set(keys.filter((k, i) => keys.indexOf(k) !== i)))
    migration.todos.push({
      file: 'site/content/publications.bib',
      entry: key,
      what: 'the citation key is given twice in the old .bib (its template showed both): rename or remove one',
    });
  for (const m of text.matchAll(/^[ \t]*(preview|pdf|poster|slides|supp)[ \t]*=[ \t]*[{"]([^}"]+)[}"]/gim)) {
    const [field, value] = [m[1]!.toLowerCase(), m[2]!.trim()];
    if (/^https?:/i.test(value)) continue;
    const folder = field === 'preview' ? 'assets/img/publication_preview' : 'assets/pdf';
    referFile(migration, `${folder}/${value}`, `${folder}/${value}`, `publications.bib › ${field}`);
  }
}
