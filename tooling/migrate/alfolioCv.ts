import type { CvListEntry } from '../../src/content/types.ts';
import { demoOf } from './demo.ts';
import { isoDate, lenientYaml, str } from './frontMatter.ts';
import { toPlain } from './markup.ts';
import { found, type CvSection, type Migration } from './model.ts';
import { slug, type Source } from './sourceFiles.ts';

/** What only the demo CV's entries say: Einstein's schools, posts and prizes, and its placeholder descriptions. */
const einsteinEntry =
  /Description 1\.|Sub-description|Eidgen(?:ö|oe)ssische Technische|Institute for Advanced Study|Kaiser Wilhelm Institute|Karl-Ferdinand University|Nobel Prize in Physics|Matteucci Medal|Max Planck Medal|Copley Medal|\b1905\b/;

interface CvYmlSection {
  title?: string;
  type?: string;
  contents?: unknown;
}

/** al-folio's `_data/cv.yml`: its time tables and lists become CV sections; the Einstein demo is left. */
export function readCvYml(source: Source, migration: Migration) {
  const file = '_data/cv.yml';
  if (!source.has(file)) return;
  const text = source.text(file);
  const sections = lenientYaml(text).value;
  const list = Array.isArray(sections) ? (sections as CvYmlSection[]) : [];
  const entries = list.flatMap((s) => (Array.isArray(s.contents) ? (s.contents as unknown[]) : []));
  const einsteins = entries.filter((e) => einsteinEntry.test(JSON.stringify(e))).length;
  // The demo under the owner's name (its entries still Einstein's places, years and "Description 1."): the demo still.
  const halfEdited = entries.length > 0 && einsteins * 2 >= entries.length;
  const named = demoOf(text.match(/Albert Einstein/)?.[0]);
  const demo = named ?? (halfEdited ? 'al-folio’s Albert Einstein CV' : undefined);
  if (demo) {
    found(migration, 'cv');
    const why = !named
      ? `${demo} under your name: ${einsteins} of its ${entries.length} entries are still Einstein’s (write your own sections in cv.ts)`
      : `${demo}: all ${list.length} sections`;
    migration.left.push({ kind: 'cv', from: file, reason: 'demo', why });
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
    if (/talk|presentation|seminar|keynote/i.test(title)) {
      const rest = readCvTalks(contents, `${file} › ${title}`, migration);
      if (!rest.length) continue;
      contents.splice(0, contents.length, ...rest);
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

/** "Venue, Month Year" (al-folio owners' way of listing talks): the event and its date, or undefined. */
export function eventAndDate(line: string): { event: string; date: string } | undefined {
  const comma = line.lastIndexOf(',');
  if (comma < 0) return undefined;
  const date = isoDate(line.slice(comma + 1).trim());
  const event = line.slice(0, comma).trim();
  return date && event ? { event, date } : undefined;
}

/**
 * A CV section of talks as talks: a line "Venue, Month Year" is a talk at that venue that has no title of its
 * own (its event stands in, and the report says so); an entry with a title, a year and a place is that talk.
 * Returns the items that are not talks by either reading, for the CV section.
 */
function readCvTalks(contents: Array<Record<string, unknown> | string>, from: string, migration: Migration) {
  const rest: Array<Record<string, unknown>> = [];
  for (const item of contents) {
    const line = toPlain(typeof item === 'string' ? item : str(item.title));
    const dated = eventAndDate(line);
    const year = typeof item === 'string' ? '' : isoDate(item.year);
    const place = typeof item === 'string' ? '' : toPlain(str(item.institution));
    if (dated) {
      found(migration, 'talks');
      migration.talks.push({ entry: { title: dated.event, date: dated.date, event: dated.event }, from });
      migration.todos.push({
        file: 'site/content/talks.ts',
        entry: `${dated.date} ${slug(dated.event).slice(0, 30)}`,
        field: 'title',
        what: `"${line}" names no title of its own: its event stands in`,
      });
    } else if (line && year) {
      found(migration, 'talks');
      migration.talks.push({ entry: { title: line, date: year, event: place || line }, from });
      if (!place)
        migration.todos.push({
          file: 'site/content/talks.ts',
          entry: `${year} ${slug(line).slice(0, 30)}`,
          field: 'event',
          what: 'the old entry names no venue: its title stands in',
        });
    } else if (typeof item !== 'string') rest.push(item);
    else rest.push({ title: item });
  }
  return rest;
}

/** al-folio's `assets/json/resume.json` (JSON Resume): only named here, the demo left. */
export function readResumeJson(source: Source, migration: Migration) {
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
