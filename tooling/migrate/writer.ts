import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { NewsItem } from '../../src/content/types.ts';
import type { Carried, FileRef, Migration } from './model.ts';
import { copyFiles, under } from './copyFiles.ts';
import type { Refused } from './missingFiles.ts';
import { peopleFiles } from './peopleWriter.ts';
import { slug, type Source } from './sourceFiles.ts';
import { markdownFile, typescript, typesImport, value, yamlFile } from './writtenText.ts';

/**
 * How the content is written: `ts` (TypeScript modules, which every version of the site reads, each body in
 * its field) or `markdown` (news, projects, talks and teaching as a Markdown file per entry with front
 * matter, its body as the owner wrote it; the other lists as YAML), chosen by what the content kinds declare.
 */
export type ContentForm = 'ts' | 'markdown';

export function formOfThisSite(kinds: Record<string, object>): ContentForm {
  return kinds.news && 'markdown' in kinds.news ? 'markdown' : 'ts';
}

const byDateDesc = <T extends { entry: { date?: string } }>(list: T[]) =>
  [...list].sort((a, b) => (b.entry.date ?? '').localeCompare(a.entry.date ?? ''));

/** A slug of at most 40 characters, cut between words, never beginning or ending with `-`. */
function shortSlug(text: string): string {
  const whole = slug(text).replace(/-{2,}/g, '-');
  return (whole.length <= 40 ? whole : whole.slice(0, 41).replace(/-[^-]*$/, '')).replace(/^-+|-+$/g, '');
}

/**
 * The words a file is named by: a link's words, not its address; no date at its start (the name has the date
 * already, `2018-01-15-spring-teaching-1`, not `2018-01-15-2014-spring-teaching-1`).
 */
const fileWords = (text: string) =>
  shortSlug(
    text
      .replace(/\[([^\][]*)\]\([^()]*\)/g, '$1')
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/^\s*\d{4}(?:[-_]\d{1,2}){0,2}[-_\s]+/, ''),
  );

/** A file name of its parts (a date, a slug), those there are joined by `-`: never one beginning with it. */
const named = (...parts: string[]) => parts.filter(Boolean).join('-');

/** File names from each entry's words, a second of the same name made unique. */
function uniqueNames() {
  const names = new Set<string>();
  return (name: string) => {
    while (names.has(name)) name += '-2';
    names.add(name);
    return name;
  };
}

function newsFiles(news: Carried<NewsItem>[]): Array<[string, string]> {
  const unique = uniqueNames();
  return byDateDesc(news).map(({ entry, body }) => {
    const { text, date, ...rest } = entry;
    const name = unique(named(date, fileWords(entry.title ?? text ?? body ?? '') || 'news'));
    return [`news/${name}.md`, markdownFile({ date, ...rest }, body ?? text ?? '')];
  });
}

/** Where each list kind's body goes (src/content/kinds.ts declares the same), and how its files are named. */
const bodyFields = { talks: 'abstract', teaching: 'description', projects: 'body' } as const;
type BodyKind = keyof typeof bodyFields;

/** The entries as TypeScript or YAML have them: the body in the kind's field. */
const withBodies = (kind: BodyKind, list: Carried<object>[]) =>
  list.map(({ entry, body }) => (body ? { ...entry, [bodyFields[kind]]: body } : entry));

/**
 * One Markdown file per entry, the body as the owner wrote it. Projects keep the old site's order by a
 * number before the name (a folder is read in file-name order); talks and teaching are named by date.
 */
function entryFiles(kind: BodyKind, list: Carried<object>[]): Array<[string, string]> {
  const unique = uniqueNames();
  const width = String(list.length).length;
  return list.map(({ entry, body }, i) => {
    const e = entry as { id?: string; date?: string; title?: string; course?: string };
    const words = fileWords(e.id ?? e.title ?? e.course ?? '') || kind;
    const name = kind === 'projects' ? named(String(i + 1).padStart(width, '0'), words) : named(e.date ?? '', words);
    return [`${kind}/${unique(name)}.md`, markdownFile(entry, body)];
  });
}

/** A heading as the old site wrote it, its first letter capital (al-folio writes its menu in lower case). */
function projectsHeading(heading: string | undefined): string {
  const words = heading?.trim() || 'Projects';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The content files of the new site, by path under content/. */
export async function contentFiles(m: Migration, form: ContentForm): Promise<Array<[string, string]>> {
  const files: Array<[string, string]> = [];
  files.push([
    'profile.ts',
    await typescript(`${typesImport(['Profile'])}export const profile: Profile = ${value(m.profile)};\n`),
  ]);
  if (m.news.length) {
    if (form === 'markdown') files.push(...newsFiles(m.news));
    else {
      const list = byDateDesc(m.news).map((n) => n.entry);
      files.push([
        'news.ts',
        await typescript(`${typesImport(['NewsItem'])}export const news: NewsItem[] = ${value(list)};\n`),
      ]);
    }
  }
  const lists: Array<[string, string, string, Carried<object>[]]> = [
    ['talks', 'talks', 'Talk', byDateDesc(m.talks)],
    ['teaching', 'teaching', 'TeachingEntry', byDateDesc(m.teaching)],
    ['projects', 'currentProjects', 'Project', m.projects],
    ['skills', 'skills', 'SkillGroup', m.skills],
  ];
  for (const [file, name, type, carried] of lists) {
    if (!carried.length) continue;
    // The projects under the old site's own name for them, not a default heading that presumes they are current.
    const titles = file === 'projects' ? { [name]: projectsHeading(m.projectsHeading) } : undefined;
    const kind = file in bodyFields ? (file as BodyKind) : undefined;
    if (form === 'markdown' && kind) {
      files.push(...entryFiles(kind, carried));
      if (titles) files.push([`${file}/_index.yaml`, yamlFile({ sectionTitles: titles })]);
      continue;
    }
    const list = kind ? withBodies(kind, carried) : carried.map((c) => c.entry);
    if (form === 'markdown') {
      files.push([`${file}.yaml`, yamlFile({ [name]: list, ...(titles ? { sectionTitles: titles } : {}) })]);
      continue;
    }
    const more = titles ? `\nexport const sectionTitles = ${value(titles)};\n` : '';
    const code = `${typesImport([type])}export const ${name}: ${type}[] = ${value(list)};\n${more}`;
    files.push([`${file}.ts`, await typescript(code)]);
  }
  files.push(...(await peopleFiles(m, form)));
  if (m.cv.length && form === 'markdown') {
    const sections = Object.fromEntries(m.cv.map((s) => [s.name, s.entries.map((e) => e.entry)]));
    files.push([
      'cv.yaml',
      yamlFile({ ...sections, sectionTitles: Object.fromEntries(m.cv.map((s) => [s.name, s.title])) }),
    ]);
  } else if (m.cv.length) {
    const sections = m.cv.map(
      (s) => `export const ${s.name}: CvListEntry[] = ${value(s.entries.map((e) => e.entry))};\n`,
    );
    const titles = Object.fromEntries(m.cv.map((s) => [s.name, s.title]));
    files.push([
      'cv.ts',
      await typescript(
        `${typesImport(['CvListEntry'])}${sections.join('\n')}\nexport const sectionTitles = ${value(titles)};\n`,
      ),
    ]);
  }
  return files;
}

/** The .bib: the old one byte for byte, then the entries made from publication pages. */
export function bibFile(m: Migration, source: Source): Buffer | undefined {
  const made = m.bibEntries.map((b) => b.entry).join('\n');
  if (!m.bibFile && !made) return undefined;
  const old = (m.bibFile && source.bytes(m.bibFile)) || Buffer.alloc(0);
  if (!made) return old;
  const joint = old.length && !old.toString('utf8').endsWith('\n') ? '\n\n' : old.length ? '\n' : '';
  return Buffer.concat([old, Buffer.from(joint + made, 'utf8')]);
}

/** Writes site/ (content and public) from a settled migration; returns the files it could not copy, with why. */
export async function writeSite(
  m: Migration,
  source: Source,
  outDir: string,
  present: FileRef[],
  form: ContentForm,
): Promise<Refused[]> {
  const content = resolve(outDir, 'content');
  for (const [path, text] of await contentFiles(m, form)) {
    const target = under(content, path);
    if (!target) throw new Error(`content/${path} would be written outside content/`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text, { flag: 'wx' });
  }
  const bib = bibFile(m, source);
  if (bib) writeFileSync(join(content, 'publications.bib'), bib, { flag: 'wx' });
  return copyFiles(source, resolve(outDir, 'public'), present);
}
