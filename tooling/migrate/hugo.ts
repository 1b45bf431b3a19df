import { parse as parseToml } from 'smol-toml';
import { lenientYaml, str } from './frontMatter.ts';
import { ownWords, readHugoFreeWidgets } from './freePages.ts';
import { readHugoPublications, sectionRules } from './hugoEntries.ts';
import { holdsPublications, sectionsOf } from './hugoSections.ts';
import { readHugoCv, readHugoNews, readHugoSkills } from './hugoWidgets.ts';
import { toPlain } from './markup.ts';
import { emptyMigration, noteRead, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import type { Social } from './socialLinks.ts';
import type { Source } from './sourceFiles.ts';

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
      about: (admin.body || aboutPage.body || source.page(plainAbout(source)).body).replace(/^#\s*Biography\s*$/m, ''),
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
  if (source.has('content/home/about.md')) noteRead(migration, 'content/home/about.md', 'the profile (its biography)');
  else if (!admin.body && ownWords(source.page(plainAbout(source)).body) > 0)
    noteRead(migration, plainAbout(source), 'the profile (its intro)');
  readHugoNews(source, migration);
  for (const section of sectionsOf(source)) {
    const folder = `content/${section}`;
    const rule = sectionRules.find(([pattern]) => pattern.test(section));
    if (rule) rule[1](source, folder, migration);
    else if (holdsPublications(source.bundles(folder))) readHugoPublications(source, folder, migration);
  }
  migration.projectsHeading = str(source.page('content/home/projects.md').data.title);
  readHugoCv(source, aboutPage.data, migration);
  readHugoFreeWidgets(source, migration);
  readHugoSkills(source, aboutPage.data, migration);
  return migration;
}

/** A Hugo site of another theme keeps its about text in an about page (or the home page's own text). */
const plainAbout = (source: Source) =>
  ['content/about.md', 'content/about/index.md', 'content/about/_index.md', 'content/_index.md'].find((f) =>
    source.has(f),
  ) ?? 'content/about.md';

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
    if (source.has(`${name}.json`)) {
      try {
        return JSON.parse(source.text(`${name}.json`)) as Table;
      } catch (error) {
        throw new Error(`${name}.json could not be read: ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      }
    }
    for (const ext of ['yaml', 'yml'])
      if (source.has(`${name}.${ext}`)) return (lenientYaml(source.text(`${name}.${ext}`)).value ?? {}) as Table;
  }
  return {};
}
