import type { Migration } from './model.ts';
import type { ContentForm } from './writer.ts';
import { markdownFile, typescript, typesImport, value, yamlFile } from './writtenText.ts';

/** The settings beside the people (their headings, the lead), only those the old site gave. */
function peopleSettings(m: Migration): Record<string, unknown> {
  return {
    ...(m.peopleLead ? { peopleLead: m.peopleLead } : {}),
    ...(m.peopleTitles && Object.keys(m.peopleTitles).length ? { sectionTitles: m.peopleTitles } : {}),
  };
}

/**
 * The people: a Markdown file each (`people/<id>.md`, `section: alumni` for a former member, their page as
 * the body), or `people.ts` with its two lists. A file's name is its id; an id a number would open says so.
 */
export async function peopleFiles(m: Migration, form: ContentForm): Promise<Array<[string, string]>> {
  if (!m.people.length) return [];
  const settings = peopleSettings(m);
  if (form === 'markdown') {
    const files: Array<[string, string]> = m.people.map(({ entry, body, alumni }) => {
      const { id, ...fields } = entry;
      // A number before the name orders a folder's files and is no part of the id: such an id is written out.
      const own = /^\d{1,3}[-_]/.test(id) ? { id } : {};
      return [`people/${id}.md`, markdownFile({ ...own, ...fields, ...(alumni ? { section: 'alumni' } : {}) }, body)];
    });
    if (Object.keys(settings).length) files.push(['people/_index.yaml', yamlFile(settings)]);
    return files;
  }
  const list = (alumni: boolean) =>
    m.people.filter((p) => p.alumni === alumni).map(({ entry, body }) => (body ? { ...entry, body } : entry));
  const sections = [
    `export const members: EntryOf<'people'>[] = ${value(list(false))};\n`,
    ...(list(true).length ? [`export const alumni: EntryOf<'people'>[] = ${value(list(true))};\n`] : []),
    ...Object.entries(settings).map(([name, data]) => `export const ${name} = ${value(data)};\n`),
  ];
  return [['people.ts', await typescript(`${typesImport(['EntryOf'])}${sections.join('\n')}`)]];
}
