import { parse as parseToml } from 'smol-toml';
import type { CvListEntry, Talk } from '../../src/content/types.ts';
import { hugoPublicationEntry } from './bibEntries.ts';
import { demoOf } from './demo.ts';
import { isoDate, str } from './frontMatter.ts';
import { newsItem, noteUnclear } from './jekyll.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { emptyMigration, found, type CvSection, type Migration } from './model.ts';
import { buildProfile, siteAddress } from './profile.ts';
import { projectOf } from './projectPages.ts';
import { https, type Social } from './socialLinks.ts';
import { localLinks, slug, type Source } from './sourceFiles.ts';
import { talkTypeOf } from './talkTypes.ts';

type Table = Record<string, unknown>;
const tables = (value: unknown): Table[] => (Array.isArray(value) ? (value as Table[]) : []);

/** Hugo Academic keeps the author in config.toml's [params] (old) or content/authors/admin/_index.md (newer). */
export function readHugo(source: Source, evidence: string): Migration {
  const configFile = ['config.toml', 'hugo.toml', 'config/_default/config.toml'].find((f) => source.has(f)) ?? '';
  const config = configFile ? (parseToml(source.text(configFile)) as Table) : {};
  const params = {
    ...((config.params ?? {}) as Table),
    ...(source.has('config/_default/params.toml')
      ? (parseToml(source.text('config/_default/params.toml')) as Table)
      : {}),
  };
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
      from: `${configFile} › social › ${social.name}`,
      reason: 'unsupported',
      why: `${social.url}: a file, not a profile (a CV PDF goes in profile.resume)`,
    });
  readHugoNews(source, migration);
  readHugoTalks(source, migration);
  readHugoPublications(source, migration);
  for (const { path, dir, page } of source.bundles('content/project')) {
    const image = source.has(`${dir}/featured.jpg`)
      ? `${dir}/featured.jpg`
      : source.has(`${dir}/featured.png`)
        ? `${dir}/featured.png`
        : '';
    projectOf(
      migration,
      path,
      page.data,
      page.body,
      image ? { from: image, to: `images/${image.replace(/^content\//, '')}` } : undefined,
      'static',
    );
  }
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
  return migration;
}

/** News as Markdown tables (`| Month YYYY | text |`) in widgets, or as a `content/news/` section. */
function readHugoNews(source: Source, migration: Migration) {
  const seen = new Set<string>();
  for (const file of ['content/home/news.md', 'content/full_news/index.md', 'content/news/_index.md']) {
    const page = source.page(file);
    for (const row of page.body.split('\n')) {
      const cells = /^\s*\|([^|]+)\|(.+?)\|?\s*$/.exec(row);
      const date = cells ? isoDate(cells[1]!.trim()) : '';
      if (!cells || !date) continue;
      const text = cells[2]!.trim();
      const key = `${date} ${toPlain(text).toLowerCase().replace(/\W+/g, '')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const item = newsItem(migration, file, { date }, text, 'static');
      if (item) migration.news.push({ entry: item.item, from: file });
    }
  }
  for (const { path, page } of source.bundles('content/news')) {
    const item = newsItem(migration, path, page.data, page.body, 'static');
    if (item) migration.news.push({ entry: item.item, from: path, ...(item.body ? { body: item.body } : {}) });
  }
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
    noteUnclear(migration, file, `${talk.date} ${slug(talk.title).slice(0, 30)}`, 'text', unclear);
    migration.talks.push({ entry: talk, from: path, ...(body ? { body } : {}) });
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

/** The experience widget and the education list (about widget or author page) as CV sections. */
function readHugoCv(source: Source, about: Table, migration: Migration) {
  const widget = source.page('content/home/experience.md').data;
  const jobs = tables(widget.experience);
  found(migration, 'cv', jobs.length);
  if (jobs.length) {
    const entries = jobs.map((job): { entry: CvListEntry; from: string } => {
      const end = isoDate(job.date_end);
      return {
        from: 'content/home/experience.md',
        entry: {
          title: toPlain(str(job.title)),
          ...(isoDate(job.date_start) ? { date: isoDate(job.date_start) } : {}),
          ...(end ? { endDate: end } : { current: true }),
          ...(str(job.company) ? { organisation: toPlain(str(job.company)) } : {}),
          ...(str(job.description) ? { note: toPlain(str(job.description)) } : {}),
          ...(/^https?:/.test(str(job.company_url)) ? { link: https(str(job.company_url)) } : {}),
        },
      };
    });
    migration.cv.push({ name: 'positions', title: toPlain(str(widget.title)) || 'Experience', entries });
  }
  const education = (about.education ??
    (source.page('content/authors/admin/_index.md').data.education as Table | undefined)) as Table | undefined;
  const courses = tables(education?.courses);
  found(migration, 'cv', courses.length);
  if (courses.length) {
    const section: CvSection = { name: 'degrees', title: 'Education', entries: [] };
    for (const c of courses)
      section.entries.push({
        from: 'content/home/about.md',
        entry: {
          title: toPlain(str(c.course)),
          ...(str(c.year) ? { date: str(c.year) } : {}),
          ...(str(c.institution) ? { organisation: toPlain(str(c.institution)) } : {}),
        },
      });
    migration.cv.push(section);
  }
}
