import { parse as parseToml } from 'smol-toml';
import type { Talk } from '../../src/content/types.ts';
import { hugoPublicationEntry } from './bibEntries.ts';
import { demoOf } from './demo.ts';
import { isoDate, lenientYaml, str } from './frontMatter.ts';
import { noteUnclear } from './notes.ts';
import { keptBody } from './bodies.ts';
import { readHugoCv, readHugoNews, readHugoSkills } from './hugoWidgets.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { emptyMigration, found, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { projectOf } from './projectPages.ts';
import { https, type Social } from './socialLinks.ts';
import { localLinks, slug, type Source } from './sourceFiles.ts';
import { talkTypeOf } from './talkTypes.ts';
import { readHugoFreeWidgets } from './freePages.ts';

type Table = Record<string, unknown>;
const tables = (value: unknown): Table[] => (Array.isArray(value) ? (value as Table[]) : []);

/** Hugo Academic keeps the author in config.toml's [params] (old) or content/authors/admin/_index.md (newer). */
export function readHugo(source: Source, evidence: string): Migration {
  const config = hugoConfig(source, ['config', 'hugo', 'config/_default/config', 'config/_default/hugo']);
  const params = { ...((config.params ?? {}) as Table), ...hugoConfig(source, ['config/_default/params']) };
  const admin = source.page('content/authors/admin/_index.md');
  const author: Table = { ...params, ...admin.data };
  const organisation = tables(author.organizations)[0] ?? {};
  const aboutPage = source.page('content/home/about.md');
  const avatar = str(author.avatar);
  const socials: Social[] = tables(author.social).map((s) => ({ name: str(s.icon), url: str(s.link) }));
  if (str(params.twitter) && !socials.some((s) => /twitter|x\.com/.test(s.url)))
    socials.push({ name: 'twitter', url: `https://x.com/${str(params.twitter)}` });
  const migration = emptyMigration('hugo-academic', evidence, {} as Migration['profile']);
  migration.profile = buildProfile(
    {
      name: str(author.name) || str(admin.data.title) || str(config.title),
      role: toPlain(str(author.role)),
      affiliation: toPlain(str(organisation.name)),
      affiliationUrl: str(organisation.url),
      about: (admin.body || aboutPage.body).replace(/^#\s*Biography\s*$/m, ''),
      ...(avatar
        ? { photo: { from: `static/img/${avatar}`, to: `images/${avatar}` } }
        : source.has('content/authors/admin/avatar.jpg')
          ? { photo: { from: 'content/authors/admin/avatar.jpg', to: 'images/avatar.jpg' } }
          : {}),
      email: str(author.email),
      socials: socials.filter((s) => /^https?:/.test(s.url)),
      title: str(config.title),
      description: str(params.description) || str(author.bio),
      url: siteAddress(str(config.baseurl) || str(config.baseURL), '', source.text('static/CNAME')),
      locale: str(config.defaultContentLanguage) || str(config.languageCode).split('-')[0] || '',
      contactNote: '',
    },
    migration,
  );
  for (const social of socials.filter((s) => !/^(https?|mailto):/.test(s.url)))
    migration.left.push({
      kind: 'profile links',
      from: `social › ${social.name}`,
      reason: 'unsupported',
      why: `${social.url}: a file, not a profile (a CV PDF goes in profile.resume)`,
    });
  readHugoNews(source, migration);
  readHugoTalks(source, migration);
  readHugoPublications(source, migration);
  for (const { path, dir, page } of source.bundles('content/project')) {
    const image = featuredOf(source, dir);
    projectOf(
      migration,
      path,
      page.data,
      page.body,
      image ? { from: image, to: `images/${image.replace(/^content\//, '')}` } : undefined,
      'static',
    );
  }
  migration.projectsHeading = str(source.page('content/home/projects.md').data.title);
  for (const { path, page } of source.bundles('content/post')) {
    found(migration, 'posts');
    const title = str(page.data.title);
    const demo = demoOf(title);
    migration.left.push(
      demo
        ? { kind: 'posts', from: path, reason: 'demo', why: demo }
        : { kind: 'posts', from: path, reason: 'unsupported', why: `blog post “${title}”: the site has no blog` },
    );
  }
  readHugoCv(source, aboutPage.data, migration);
  readHugoFreeWidgets(source, migration);
  readHugoSkills(source, aboutPage.data, migration);
  return migration;
}

function readHugoTalks(source: Source, migration: Migration) {
  const file = 'site/content/talks.ts';
  for (const { path, page } of [...source.bundles('content/talk'), ...source.bundles('content/event')]) {
    found(migration, 'talks');
    const d = page.data;
    const title = toPlain(str(d.title));
    const demo = demoOf(title);
    if (demo) {
      migration.left.push({ kind: 'talks', from: path, reason: 'demo', why: demo });
      continue;
    }
    if (d.draft === true) {
      migration.left.push({ kind: 'talks', from: path, reason: 'draft', why: 'draft = true' });
      continue;
    }
    const event = toPlain(str(d.event));
    const slides = str(d.url_slides);
    const video = str(d.url_video);
    const type = talkTypeOf(`${title} ${event}`);
    const talk: Talk = {
      title: title || event,
      date: isoDate(d.time_start) || isoDate(d.date),
      event: event || title,
      ...(str(d.location) ? { location: toPlain(str(d.location)) } : {}),
      ...(type ? { type } : {}),
      ...(slides ? { slides: /^https?:/.test(slides) ? https(slides) : slides.replace(/^\//, '') } : {}),
      ...(video ? { video: https(video) } : {}),
      ...(str(d.event_url) ? { eventLink: https(str(d.event_url)) } : {}),
    };
    if (slides && !/^https?:/.test(slides))
      migration.files.push({
        from: `static/${slides.replace(/^\//, '')}`,
        to: slides.replace(/^\//, ''),
        by: `talks › ${path} › slides`,
      });
    const unclear: string[] = [];
    const body = localLinks(toMarkdown(page.body).text, migration, path, unclear, 'static');
    const entry = `${talk.date} ${slug(talk.title).slice(0, 30)}`;
    noteUnclear(migration, file, entry, 'abstract', unclear);
    const abstract = toMarkdown(str(d.abstract)).text;
    const kept = keptBody(migration, { file, entry, field: 'abstract' }, [abstract, body].filter(Boolean).join('\n\n'));
    migration.talks.push({ entry: talk, from: path, ...(kept ? { body: kept } : {}) });
  }
}

function readHugoPublications(source: Source, migration: Migration) {
  for (const { path, dir, page } of source.bundles('content/publication')) {
    found(migration, 'publications');
    migration.publicationsFound++;
    const demo = demoOf(str(page.data.title));
    if (demo) migration.left.push({ kind: 'publications', from: path, reason: 'demo', why: demo });
    else if (page.data.draft === true)
      migration.left.push({ kind: 'publications', from: path, reason: 'draft', why: 'draft = true' });
    else if (source.has(`${dir}/cite.bib`))
      migration.bibEntries.push({ entry: source.text(`${dir}/cite.bib`).trim() + '\n', from: `${dir}/cite.bib` });
    else migration.bibEntries.push({ entry: hugoPublicationEntry(dir, page.data, migration), from: path });
  }
}

/** A bundle's featured picture, whatever the case of its name (`featured.JPG`). */
function featuredOf(source: Source, dir: string): string {
  const name = source.list(dir).find((f) => /^featured\.(jpe?g|png|gif|webp)$/i.test(f));
  return name ? `${dir}/${name}` : '';
}

/** The first of Hugo's configuration files that exists, TOML or YAML ({} when none does). */
function hugoConfig(source: Source, names: string[]): Table {
  for (const name of names) {
    if (source.has(`${name}.toml`)) {
      try {
        return parseToml(source.text(`${name}.toml`)) as Table;
      } catch (error) {
        throw new Error(
          `${name}.toml could not be read: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        );
      }
    }
    for (const ext of ['yaml', 'yml'])
      if (source.has(`${name}.${ext}`)) return (lenientYaml(source.text(`${name}.${ext}`)).value ?? {}) as Table;
  }
  return {};
}
