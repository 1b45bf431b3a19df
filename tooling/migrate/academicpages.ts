import type { TeachingEntry } from '../../src/content/types.ts';
import { shortPlain } from './shortText.ts';
import { demoOf } from './demo.ts';
import { isoDate, lenientYaml, str } from './frontMatter.ts';
import { jekyllConfig, readPosts } from './jekyll.ts';
import { noteUnclear } from './notes.ts';
import { keptBody } from './bodies.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { emptyMigration, found, leftAsDraft, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { roleApartFrom } from './profileText.ts';
import { readProjects } from './projectPages.ts';
import { publicationPageEntry } from './bibEntries.ts';
import { jekyllSocials } from './socialLinks.ts';
import { dateFromName, localLinks, slug, stem, type Source } from './sourceFiles.ts';
import { readTalks } from './academicpagesTalks.ts';
import { readCollections } from './collections.ts';
import { readCvPage } from './cvPage.ts';
import { readPublicationsPage } from './publicationsPage.ts';

export function readAcademicpages(source: Source, evidence: string): Migration {
  const config = jekyllConfig(source);
  const author = (config.author ?? {}) as Record<string, unknown>;
  const bio = str(author.bio);
  const avatar = str(author.avatar).replace(/^\//, '');
  const migration = emptyMigration('academicpages', evidence, {} as Migration['profile']);
  migration.profile = buildProfile(
    {
      name: str(author.name) || str(config.name),
      role: roleOf(bio, str(author.employer)),
      affiliation: toPlain(str(author.employer)),
      affiliationUrl: '',
      about: source.page('_pages/about.md').body,
      ...(avatar
        ? {
            photo: {
              from: avatar.includes('/') ? avatar : `images/${avatar}`,
              to: avatar.includes('/') ? avatar : `images/${avatar}`,
            },
          }
        : {}),
      email: str(author.email),
      socials: jekyllSocials(author).concat(str(author.uri) ? [{ name: 'website', url: str(author.uri) }] : []),
      title: str(config.title),
      description: str(config.description) === 'personal description' ? '' : str(config.description),
      url: siteAddress(str(config.url), str(config.baseurl), source.text('CNAME')),
      locale: str(config.locale).split(/[-_]/)[0] ?? '',
      contactNote: '',
    },
    migration,
  );
  const titles: string[] = [];
  for (const { path, page } of source.pages('_publications')) {
    found(migration, 'publications');
    migration.publicationsFound++;
    const demo = demoOf(str(page.data.title), str(page.data.excerpt));
    if (demo) migration.left.push({ kind: 'publications', from: path, reason: 'demo', why: demo });
    else if (!leftAsDraft(migration, 'publications', path, page.data)) {
      titles.push(shortPlain(str(page.data.title), 1000));
      migration.bibEntries.push({ entry: publicationPageEntry(path, page.data, migration, page.body), from: path });
    }
  }
  readPublicationsPage(source, migration, titles);
  readTalks(source, '_talks', migration);
  readTeaching(source, migration);
  readProjects(source, '_portfolio', migration);
  readPosts(source, migration);
  const projectFolders = ['_portfolio', ...readCollections(source, config, migration)];
  // The projects' heading: the menu's name for the first project collection that has one.
  migration.projectsHeading = projectFolders.map((f) => menuHeading(source, config, f.slice(1))).find(Boolean) ?? '';
  readCvPage(source, migration);
  for (const file of ['_data/cv.json', 'files/cv.json']) {
    if (!source.has(file)) continue;
    found(migration, 'cv');
    const demo = demoOf(/Your Sidebar Name|Red Brick University/.exec(source.text(file))?.[0]);
    migration.left.push({
      kind: 'cv',
      from: file,
      reason: demo ? 'demo' : 'unsupported',
      why: demo ?? 'a JSON Resume: write its sections into site/content/cv.ts',
    });
  }
  return migration;
}

/**
 * The role: the bio's first line, or the first that is not the employer (a bio often opens with the
 * institution, the role on the line after the break).
 */
function roleOf(bio: string, employer: string): string {
  const lines = bio
    .split(/<br\s*\/?>|\n/i)
    .map((line) => toPlain(line))
    .filter(Boolean);
  return lines.find((line) => roleApartFrom(line, toPlain(employer))) ?? lines[0] ?? '';
}

export function readTeaching(source: Source, migration: Migration) {
  const file = 'site/content/teaching.ts';
  for (const { path, page } of source.pages('_teaching')) {
    found(migration, 'teaching');
    const d = page.data;
    const course = toPlain(str(d.title));
    const demo = demoOf(course, str(d.venue), page.body.trim().slice(0, 200));
    if (demo) {
      migration.left.push({ kind: 'teaching', from: path, reason: 'demo', why: `${demo} (“${course}”)` });
      continue;
    }
    if (leftAsDraft(migration, 'teaching', path, d)) continue;
    const institution = toPlain(str(d.institution) || str(d.venue));
    // academicpages' excerpt opens with "<i>Type, Role</i>": the role is the part after the type.
    const lead = /^\s*<i>([^<]*)<\/i>/.exec(str(d.excerpt))?.[1] ?? '';
    const role = str(d.type) && lead.startsWith(`${str(d.type)}, `) ? lead.slice(str(d.type).length + 2).trim() : '';
    const entry: TeachingEntry = {
      id: slug(stem(path)),
      course,
      ...(institution ? { institution } : {}),
      date: isoDate(d.date) || dateFromName(path),
      ...(str(d.type) ? { level: toPlain(str(d.type)) } : {}),
      ...(role ? { role } : {}),
    };
    const converted = toMarkdown(page.body);
    const unclear = [...converted.unclear];
    const linked = localLinks(converted.text, migration, path, unclear);
    noteUnclear(migration, file, entry.id!, 'description', unclear);
    const body = keptBody(migration, { file, entry: entry.id!, field: 'description' }, linked);
    migration.teaching.push({ entry, from: path, ...(body ? { body } : {}) });
  }
}

/** The menu's name for a collection, found by the address it is published at. */
function menuHeading(source: Source, config: Record<string, unknown>, name: string): string {
  const collections = (config.collections ?? {}) as Record<string, { permalink?: string } | undefined>;
  const base = (collections[name]?.permalink ?? `/${name}/`).replace(':collection', name).split(':')[0]!;
  const menu = lenientYaml(source.text('_data/navigation.yml')).value as {
    main?: Array<{ title?: string; url?: string }>;
  } | null;
  const entry = menu?.main?.find((m) => str(m.url).replace(/\/?$/, '/') === base);
  return str(entry?.title);
}
