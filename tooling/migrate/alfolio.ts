import { checkOldBib, otherBibs } from './bibCheck.ts';
import { str } from './frontMatter.ts';
import { readCvYml, readResumeJson } from './alfolioCv.ts';
import { citationsOf } from './citations.ts';
import { jekyllConfig, newsItem, readPosts } from './jekyll.ts';
import { toPlain } from './markup.ts';
import { emptyMigration, noteRead, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { jekyllSocials } from './socialLinks.ts';
import { readProjects } from './projectPages.ts';
import { referFile, type Source } from './sourceFiles.ts';

/**
 * al-folio's about page: its `subtitle` (older versions: `description`) or its first line in italics is the
 * role, the affiliation after its first comma or bar (`Graduate Student | ETH Zurich | NVIDIA`).
 */
function roleLine(about: { data: Record<string, unknown>; body: string }): {
  role: string;
  affiliation: string;
  body: string;
} {
  const subtitle = toPlain(str(about.data.subtitle) || str(about.data.description));
  const first = /^\s*[*_]([^*_\n]+)[*_]\s*\n/.exec(about.body);
  const line = subtitle || (first ? first[1]!.trim() : '');
  const body = !subtitle && first ? about.body.slice(first[0].length) : about.body;
  const [role = '', affiliation = ''] = line.split(/\s+\|\s+|,\s+/);
  return { role: role.trim(), affiliation: affiliation.trim(), body };
}

export function readAlfolio(source: Source, evidence: string): Migration {
  const config = jekyllConfig(source);
  const about = source.page('_pages/about.md');
  const profileData = (about.data.profile ?? {}) as Record<string, unknown>;
  // Older al-folio sites name the owner in `name:`, or only in the about page's title (`<strong>Mayank</strong> Mittal`).
  const name =
    [config.first_name, config.middle_name, config.last_name].map(str).filter(Boolean).join(' ') ||
    toPlain(str(config.name)) ||
    toPlain(str(about.data.title));
  const { role, affiliation, body } = roleLine(about);
  const image = str(profileData.image);
  const socialsYml = socialsOf(source);
  const migration = emptyMigration('al-folio', evidence, {} as Migration['profile']);
  if (source.has('_data/socials.yml')) noteRead(migration, '_data/socials.yml', 'the profile’s links');
  // Read before any text: `{% cite key %}` in the about page and the news links to the key's paper.
  migration.citations = citationsOf(source.text('_bibliography/papers.bib'));
  cvPdf(source, migration);
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
  return migration;
}

/** al-folio's newer `_data/socials.yml`: the profile's links, noted as read. */
export function socialsOf(source: Source): Record<string, unknown> {
  return source.has('_data/socials.yml') ? (source.page('_data/socials.yml').data as Record<string, unknown>) : {};
}

/** The .bib is copied as it is, read as the check will read it; the pictures and PDFs its entries name are copied beside it. */
export function readBib(source: Source, migration: Migration) {
  const bib = '_bibliography/papers.bib';
  if (!source.has(bib)) return;
  const text = source.text(bib);
  migration.bibFile = bib;
  checkOldBib(text, migration);
  for (const other of otherBibs(source, bib)) migration.todos.push(other);
  for (const m of text.matchAll(/^[ \t]*(preview|pdf|poster|slides|supp)[ \t]*=[ \t]*[{"]([^}"]+)[}"]/gim)) {
    const [field, value] = [m[1]!.toLowerCase(), m[2]!.trim()];
    if (/^https?:/i.test(value)) continue;
    const folder = field === 'preview' ? 'assets/img/publication_preview' : 'assets/pdf';
    referFile(migration, `${folder}/${value}`, `${folder}/${value}`, `publications.bib › ${field}`);
  }
}

/**
 * The CV page's PDF (`cv_pdf` in `_pages/cv.md`), the owner's own CV unless it is the template's: copied, and
 * a link to the old CV page ("see my CV") links to it. The build still writes its CV unless `resume` names it.
 */
function cvPdf(source: Source, migration: Migration) {
  const name = str(source.page('_pages/cv.md').data.cv_pdf).trim();
  if (!name || /^example_pdf\.pdf$/i.test(name) || /^[a-z]+:/i.test(name)) return;
  const path = name.includes('/') ? name.replace(/^\/+/, '') : `assets/pdf/${name}`;
  const to = referFile(migration, path, path, 'profile › resume');
  // Absent from the old folder: named with the missing files, never said copied nor linked.
  if (!source.isFile(path)) return;
  migration.pageFiles = { ...migration.pageFiles, cv: to };
  migration.todos.push({
    file: 'site/content/profile.ts',
    entry: 'profile',
    field: 'resume',
    what: `your CV PDF is copied to public/${to} and linked where the old site linked its CV page: set resume: '${to}' to offer it in place of the CV the build writes`,
  });
}
