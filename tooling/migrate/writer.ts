import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format } from 'prettier';
import { stringify } from 'yaml';
import type { NewsItem } from '../../src/content/types.ts';
import type { Carried, FileRef, Migration } from './model.ts';
import { slug } from './sourceFiles.ts';

/**
 * How the content is written: `ts` (TypeScript modules, which every version of the site reads) or
 * `markdown` (news as a Markdown file per item with front matter, its body as the owner wrote it; the
 * lists as YAML), chosen by whether the content kinds declare the Markdown form.
 */
export type ContentForm = 'ts' | 'markdown';

export function formOfThisSite(kinds: Record<string, object>): ContentForm {
  return kinds.news && 'markdown' in kinds.news ? 'markdown' : 'ts';
}

const typesImport = (names: string[]) => `import type { ${names.join(', ')} } from '../../src/content/types';\n\n`;

async function typescript(code: string): Promise<string> {
  return format(code, { parser: 'typescript', singleQuote: true, printWidth: 120 });
}

const yamlFile = (data: unknown) => stringify(data, { lineWidth: 0 });
const value = (data: unknown) => JSON.stringify(data, null, 2);
const byDateDesc = <T extends { entry: { date?: string } }>(list: T[]) =>
  [...list].sort((a, b) => (b.entry.date ?? '').localeCompare(a.entry.date ?? ''));

/** A slug of at most 40 characters, cut between words. */
function shortSlug(text: string): string {
  const whole = slug(text);
  return whole.length <= 40 ? whole : whole.slice(0, 41).replace(/-[^-]*$/, '');
}

function newsFiles(news: Carried<NewsItem>[]): Array<[string, string]> {
  const names = new Set<string>();
  return byDateDesc(news).map(({ entry, body }) => {
    const { text, date, ...rest } = entry;
    let name = `${date}-${shortSlug(entry.title ?? text ?? body ?? '') || 'news'}`;
    while (names.has(name)) name += '-2';
    names.add(name);
    const front = stringify({ date, ...rest }, { lineWidth: 0 }).trimEnd();
    return [`news/${name}.md`, `---\n${front}\n---\n\n${(body ?? text ?? '').trim()}\n`];
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
  const lists: Array<[string, string, string, unknown[]]> = [
    ['talks', 'talks', 'Talk', byDateDesc(m.talks).map((t) => t.entry)],
    ['teaching', 'teaching', 'TeachingEntry', byDateDesc(m.teaching).map((t) => t.entry)],
    ['projects', 'currentProjects', 'Project', m.projects.map((p) => p.entry)],
    ['skills', 'skills', 'SkillGroup', m.skills.map((s) => s.entry)],
  ];
  for (const [file, name, type, list] of lists) {
    if (!list.length) continue;
    // The projects under the old site's own name for them, not a default heading that presumes they are current.
    const titles = file === 'projects' ? { [name]: projectsHeading(m.projectsHeading) } : undefined;
    if (form === 'markdown') {
      files.push([`${file}.yaml`, yamlFile({ [name]: list, ...(titles ? { sectionTitles: titles } : {}) })]);
      continue;
    }
    const more = titles ? `\nexport const sectionTitles = ${value(titles)};\n` : '';
    const code = `${typesImport([type])}export const ${name}: ${type}[] = ${value(list)};\n${more}`;
    files.push([`${file}.ts`, await typescript(code)]);
  }
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
export function bibFile(m: Migration, sourceDir: string): Buffer | undefined {
  const made = m.bibEntries.map((b) => b.entry).join('\n');
  if (!m.bibFile && !made) return undefined;
  const old = m.bibFile ? readFileSync(join(sourceDir, m.bibFile)) : Buffer.alloc(0);
  if (!made) return old;
  const joint = old.length && !old.toString('utf8').endsWith('\n') ? '\n\n' : old.length ? '\n' : '';
  return Buffer.concat([old, Buffer.from(joint + made, 'utf8')]);
}

/** Writes site/ (content and public) from a settled migration. */
export async function writeSite(
  m: Migration,
  sourceDir: string,
  outDir: string,
  present: FileRef[],
  form: ContentForm,
) {
  const content = join(outDir, 'content');
  for (const [path, text] of await contentFiles(m, form)) {
    mkdirSync(dirname(join(content, path)), { recursive: true });
    writeFileSync(join(content, path), text);
  }
  const bib = bibFile(m, sourceDir);
  if (bib) writeFileSync(join(content, 'publications.bib'), bib);
  mkdirSync(join(outDir, 'public'), { recursive: true });
  for (const ref of present) {
    mkdirSync(dirname(join(outDir, 'public', ref.to)), { recursive: true });
    copyFileSync(join(sourceDir, ref.from), join(outDir, 'public', ref.to));
  }
}
