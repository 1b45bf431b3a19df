import type { CvListEntry } from '../../src/content/types.ts';
import { isoDate, str } from './frontMatter.ts';
import { newsItem } from './jekyll.ts';
import { toPlain } from './markup.ts';
import { found, type CvSection, type Migration } from './model.ts';
import { https } from './socialLinks.ts';
import type { Source } from './sourceFiles.ts';

/** Hugo Academic's home-page widgets that hold lists: news tables, experience, education. */

type Table = Record<string, unknown>;
const tables = (value: unknown): Table[] => (Array.isArray(value) ? (value as Table[]) : []);

/** News as Markdown tables (`| Month YYYY | text |`) in widgets, or as a `content/news/` section. */
export function readHugoNews(source: Source, migration: Migration) {
  const seen = new Set<string>();
  for (const file of ['content/home/news.md', 'content/full_news/index.md', 'content/news/_index.md']) {
    const page = source.page(file);
    for (const row of page.body.split('\n')) {
      // The row's end trimmed apart: a lazy cell before `\s*$` would try each space again (quadratic).
      const cells = /^\s*\|([^|]+)\|(.+)$/.exec(row.trimEnd());
      const date = cells ? isoDate(cells[1]!.trim()) : '';
      if (!cells || !date) continue;
      const text = cells[2]!.replace(/\|$/, '').trim();
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

/** The experience widget and the education list (about widget or author page) as CV sections. */
export function readHugoCv(source: Source, about: Table, migration: Migration) {
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

/** The about widget's interests and any shown skills featurette, as skill groups under their Hugo headings. */
export function readHugoSkills(source: Source, about: Table, migration: Migration) {
  const interests = (about.interests as Table | undefined)?.interests;
  if (Array.isArray(interests) && interests.length) {
    found(migration, 'skills');
    const skills = interests.map((i) => toPlain(String(i))).filter(Boolean);
    migration.skills.push({ entry: { id: 'interests', title: 'Interests', skills }, from: 'content/home/about.md' });
  }
  for (const name of ['skills.md', 'featurette.md']) {
    const path = `content/home/${name}`;
    const { data } = source.page(path);
    if (data.widget !== 'featurette') continue;
    found(migration, 'skills');
    if (data.active === false) {
      migration.left.push({
        kind: 'skills',
        from: path,
        reason: 'draft',
        why: 'active = false: not shown on the old site',
      });
      continue;
    }
    const skills = [
      ...new Set(
        tables(data.feature)
          .map((f) => toPlain(str(f.name)))
          .filter(Boolean),
      ),
    ];
    if (skills.length)
      migration.skills.push({
        entry: { id: 'skills', title: toPlain(str(data.title)) || 'Skills', skills },
        from: path,
      });
  }
}
