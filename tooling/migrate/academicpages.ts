import type { Talk, TeachingEntry } from '../../src/content/types.ts';
import { demoOf } from './demo.ts';
import { isoDate, lenientYaml, str } from './frontMatter.ts';
import { jekyllConfig, readPosts } from './jekyll.ts';
import { noteUnclear } from './notes.ts';
import { keptBody } from './bodies.ts';
import { readFreePages } from './freePages.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { emptyMigration, found, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { readProjects } from './projectPages.ts';
import { publicationPageEntry } from './bibEntries.ts';
import { jekyllSocials } from './socialLinks.ts';
import { dateFromName, localLinks, slug, stem, type Source } from './sourceFiles.ts';
import { talkTypeOf } from './talkTypes.ts';

/** academicpages' own pages: its lists, archives and demo pages, which the new site's pages replace. */
const academicpagesPages = [
  'about',
  'cv',
  'cv-json',
  'markdown',
  'non-menu-page',
  'sitemap',
  'terms',
  'archive-layout-with-content',
  '404',
  'publications',
  'talks',
  'teaching',
  'portfolio',
  'year-archive',
  'category-archive',
  'tag-archive',
  'collection-archive',
  'talkmap',
];

export function readAcademicpages(source: Source, evidence: string): Migration {
  const config = jekyllConfig(source);
  const author = (config.author ?? {}) as Record<string, unknown>;
  const bio = str(author.bio);
  const avatar = str(author.avatar).replace(/^\//, '');
  const migration = emptyMigration('academicpages', evidence, {} as Migration['profile']);
  migration.profile = buildProfile(
    {
      name: str(author.name) || str(config.name),
      // The bio's first line is the role; what follows a line break is usually the place.
      role: toPlain(bio.split(/<br\s*\/?>/i)[0] ?? ''),
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
  for (const { path, page } of source.pages('_publications')) {
    found(migration, 'publications');
    migration.publicationsFound++;
    const demo = demoOf(str(page.data.title), str(page.data.excerpt));
    if (demo) migration.left.push({ kind: 'publications', from: path, reason: 'demo', why: demo });
    else migration.bibEntries.push({ entry: publicationPageEntry(path, page.data, migration), from: path });
  }
  readTalks(source, migration);
  readTeaching(source, migration);
  readProjects(source, '_portfolio', migration);
  migration.projectsHeading = portfolioHeading(source, config);
  readPosts(source, migration);
  readFreePages(source, '_pages', academicpagesPages, migration);
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

/** A link in a body whose words say what it is: `[Link to slides](…)`, `[Video](…)`. */
function linkNamed(markdown: string, words: RegExp): string | undefined {
  for (const m of markdown.matchAll(/\[([^\][]+)\]\((https?:\/\/[^()\s]+|[^()\s]+\.pdf)\)/g))
    if (words.test(m[1]!)) return m[2];
  return undefined;
}

function readTalks(source: Source, migration: Migration) {
  const file = 'site/content/talks.ts';
  for (const { path, page } of source.pages('_talks')) {
    found(migration, 'talks');
    const d = page.data;
    const title = toPlain(str(d.title));
    const demo = demoOf(title, page.body.trim().slice(0, 200));
    if (demo) {
      migration.left.push({ kind: 'talks', from: path, reason: 'demo', why: `${demo} (“${title}”)` });
      continue;
    }
    const unclear: string[] = [];
    const body = localLinks(toMarkdown(page.body).text, migration, path, unclear);
    const event = toPlain(str(d.venue));
    const type = talkTypeOf(str(d.type));
    const slides = str(d.slidesurl) || linkNamed(body, /slides/i);
    const video = str(d.videourl) || linkNamed(body, /video|recording/i);
    const talk: Talk = {
      title: title || event,
      date: isoDate(d.date) || dateFromName(path),
      event: event || title,
      ...(str(d.location) ? { location: toPlain(str(d.location)) } : {}),
      ...(type ? { type } : {}),
      ...(slides ? { slides: slides.replace(/^\/+/, '') } : {}),
      ...(video?.startsWith('https:') ? { video } : {}),
      ...(str(d.talkurl) && /^https?:/.test(str(d.talkurl))
        ? { eventLink: str(d.talkurl).replace(/^http:/, 'https:') }
        : {}),
    };
    const entry = `${talk.date} ${slug(talk.title).slice(0, 30)}`;
    if (!type && str(d.type))
      migration.todos.push({
        file,
        entry,
        field: 'type',
        what: `"${str(d.type)}" is none of the site’s talk types: pick one or leave it without a badge`,
      });
    if (!title)
      migration.todos.push({
        file,
        entry,
        field: 'title',
        what: 'the old talk has no title of its own: its event stands in',
      });
    if (!event)
      migration.todos.push({ file, entry, field: 'event', what: 'the old talk names no venue: the title stands in' });
    noteUnclear(migration, file, entry, 'abstract', unclear);
    const kept = keptBody(migration, { file, entry, field: 'abstract' }, body);
    migration.talks.push({ entry: talk, from: path, ...(kept ? { body: kept } : {}) });
  }
}

function readTeaching(source: Source, migration: Migration) {
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
    const institution = toPlain(str(d.institution) || str(d.venue));
    // academicpages' excerpt opens with "<i>Type, Role</i>": the role is the part after the type.
    const lead = /^\s*<i>([^<]*)<\/i>/.exec(str(d.excerpt))?.[1] ?? '';
    const role = str(d.type) && lead.startsWith(`${str(d.type)}, `) ? lead.slice(str(d.type).length + 2).trim() : '';
    const entry: TeachingEntry = {
      id: slug(stem(path)),
      course,
      institution,
      date: isoDate(d.date) || dateFromName(path),
      ...(str(d.type) ? { level: toPlain(str(d.type)) } : {}),
      ...(role ? { role } : {}),
    };
    if (!institution)
      migration.todos.push({ file, entry: entry.id, field: 'institution', what: 'the old entry names no institution' });
    const converted = toMarkdown(page.body);
    const unclear = [...converted.unclear];
    const linked = localLinks(converted.text, migration, path, unclear);
    noteUnclear(migration, file, entry.id!, 'description', unclear);
    const body = keptBody(migration, { file, entry: entry.id!, field: 'description' }, linked);
    migration.teaching.push({ entry, from: path, ...(body ? { body } : {}) });
  }
}

/** The menu's name for the portfolio, found by the address the collection is published at. */
function portfolioHeading(source: Source, config: Record<string, unknown>): string {
  const collections = (config.collections ?? {}) as Record<string, { permalink?: string } | undefined>;
  const base = (collections.portfolio?.permalink ?? '/portfolio/').replace(':collection', 'portfolio').split(':')[0]!;
  const menu = lenientYaml(source.text('_data/navigation.yml')).value as {
    main?: Array<{ title?: string; url?: string }>;
  } | null;
  const entry = menu?.main?.find((m) => str(m.url).replace(/\/?$/, '/') === base);
  return str(entry?.title);
}
