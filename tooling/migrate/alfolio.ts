import type { CvListEntry } from '../../src/content/types.ts';
import { demoOf } from './demo.ts';
import { lenientYaml, str } from './frontMatter.ts';
import { jekyllConfig, newsItem, readPosts } from './jekyll.ts';
import { toPlain } from './markup.ts';
import { emptyMigration, found, type CvSection, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { jekyllSocials } from './socialLinks.ts';
import { readProjects } from './projectPages.ts';
import { referFile, slug, type Source } from './sourceFiles.ts';

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
  readCvYml(source, migration);
  readResumeJson(source, migration);
  for (const page of ['talks', 'teaching']) {
    if (source.has(`_pages/${page}.md`))
      migration.left.push({
        kind: page,
        from: `_pages/${page}.md`,
        reason: 'unsupported',
        why: `a page of free text, not a list: write its entries into site/content/${page}.ts`,
      });
  }
  return migration;
}

/** The .bib is copied as it is; the pictures and PDFs its entries name are copied beside it. */
function readBib(source: Source, migration: Migration) {
  const bib = '_bibliography/papers.bib';
  if (!source.has(bib)) return;
  const text = source.text(bib);
  migration.bibFile = bib;
  migration.publicationsFound = (text.match(/^\s*@(?!string|comment|preamble)\w+\s*[{(]/gim) ?? []).length;
  const keys = [...text.matchAll(/^\s*@(?!string|comment|preamble)\w+\s*[{(]\s*([^,\s]+)\s*,/gim)].map((m) => m[1]!);
  for (const key of new Set(keys.filter((k, i) => keys.indexOf(k) !== i)))
    migration.todos.push({
      file: 'site/content/publications.bib',
      entry: key,
      what: 'the citation key is given twice in the old .bib (its template showed both): rename or remove one',
    });
  for (const m of text.matchAll(/^\s*(preview|pdf|poster|slides|supp)\s*=\s*[{"]([^}"]+)[}"]/gim)) {
    const [field, value] = [m[1]!.toLowerCase(), m[2]!.trim()];
    if (/^https?:/i.test(value)) continue;
    const folder = field === 'preview' ? 'assets/img/publication_preview' : 'assets/pdf';
    referFile(migration, `${folder}/${value}`, `${folder}/${value}`, `publications.bib › ${field}`);
  }
}

interface CvYmlSection {
  title?: string;
  type?: string;
  contents?: unknown;
}

/** al-folio's `_data/cv.yml`: its time tables and lists become CV sections; the Einstein demo is left. */
function readCvYml(source: Source, migration: Migration) {
  const file = '_data/cv.yml';
  if (!source.has(file)) return;
  const text = source.text(file);
  const demo = demoOf(text.match(/Albert Einstein/)?.[0]);
  const sections = lenientYaml(text).value;
  const list = Array.isArray(sections) ? (sections as CvYmlSection[]) : [];
  if (demo) {
    found(migration, 'cv');
    migration.left.push({ kind: 'cv', from: file, reason: 'demo', why: `${demo}: all ${list.length} sections` });
    return;
  }
  for (const section of list) {
    const title = str(section.title);
    const contents = Array.isArray(section.contents) ? (section.contents as Array<Record<string, unknown>>) : [];
    if (section.type === 'map' || !contents.length) {
      found(migration, 'cv');
      migration.left.push({
        kind: 'cv',
        from: `${file} › ${title}`,
        reason: 'unsupported',
        why: `section type "${section.type}" (name/value pairs)`,
      });
      continue;
    }
    found(migration, 'cv', contents.length);
    const cv: CvSection = { name: sectionName(title, migration), title, entries: [] };
    for (const item of contents) {
      const entry: CvListEntry = {
        title: toPlain(typeof item === 'string' ? item : str(item.title) || str(item.name)),
        ...(str(item.year) ? { date: str(item.year).split(/\s*[-–]\s*/)[0]! } : {}),
        ...(str(item.institution) ? { organisation: toPlain(str(item.institution)) } : {}),
      };
      if (entry.title) cv.entries.push({ entry, from: `${file} › ${title}` });
    }
    if (cv.entries.length) migration.cv.push(cv);
  }
}

/** al-folio's `assets/json/resume.json` (JSON Resume): only named here, the demo left. */
function readResumeJson(source: Source, migration: Migration) {
  const file = 'assets/json/resume.json';
  if (!source.has(file)) return;
  found(migration, 'cv');
  const demo = demoOf(source.text(file).match(/Albert Einstein/)?.[0]);
  migration.left.push(
    demo
      ? { kind: 'cv', from: file, reason: 'demo', why: demo }
      : {
          kind: 'cv',
          from: file,
          reason: 'unsupported',
          why: 'a JSON Resume beside cv.yml: compare it with site/content/cv.ts by hand',
        },
  );
}

/** An export name for a CV section of the owner's, unique and not one of the built-in sections. */
export function sectionName(title: string, migration: Migration): string {
  const words = slug(title).split(/[-_]+/).filter(Boolean);
  let name = words.map((w, i) => (i ? w[0]!.toUpperCase() + w.slice(1) : w)).join('') || 'section';
  if (
    /^\d/.test(name) ||
    ['education', 'experience', 'talks', 'teaching', 'skills', 'publications', 'awardsAndTalks'].includes(name)
  )
    name = `${name}List`;
  while (migration.cv.some((s) => s.name === name)) name += '2';
  return name;
}
