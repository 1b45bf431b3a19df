import type { EntryOf } from '../../src/content/types.ts';
import { keptBody } from './bodies.ts';
import { isoDate } from './frontMatter.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { plainName } from './personWords.ts';
import { found, type Left, type Migration } from './model.ts';
import { noteUnclear } from './notes.ts';
import { readEmail } from './obfuscatedEmail.ts';
import { https } from './socialLinks.ts';
import { localLinks, referFile, slug } from './sourceFiles.ts';

/**
 * A lab's members and alumni, from wherever the old site kept them (a `_people/` collection, al-folio's
 * `profiles:` page, team pages in `_projects/`, Hugo's `content/authors/`, a hand-written list): each read
 * into a draft by its reader, then carried here the one way, as an entry of `people` (src/content/schema.ts).
 */
export type Person = EntryOf<'people'>;
type Links = NonNullable<Person['links']>;

export const peopleFile = 'site/content/people.ts';

/** What a reader found of one person, in the old site's words. */
export interface PersonDraft {
  from: string;
  name: string;
  role?: string;
  date?: unknown;
  endDate?: unknown;
  description?: string;
  /** Their picture, as a path of the old site and where it goes in public/. */
  image?: { from: string; to: string };
  /** Addresses and e-mail as the old site wrote them (`name [at] x.edu` included), each put in its place. */
  links?: string[];
  alumni?: boolean;
  /** Their own page, as the old site wrote it (Markdown with Liquid, shortcodes or HTML). */
  body?: string;
  /** Where the old site kept static files (Hugo's `static/`). */
  base?: string;
}

/** Which of a person's links each address fills, by its host. */
const hosts: Array<[RegExp, keyof Links]> = [
  [/^https?:\/\/scholar\.google\./i, 'scholar'],
  [/^https?:\/\/(www\.)?orcid\.org\//i, 'orcid'],
  [/^https?:\/\/(www\.)?github\.com\//i, 'github'],
  [/^https?:\/\/([\w-]+\.)?linkedin\.com\//i, 'linkedin'],
];

/** The links a person's addresses give, each in its place; a second of a place, or an unreadable one, is named. */
function linksOf(written: string[], unclear: string[]): Links {
  const links: Links = {};
  for (const raw of written.map((w) => w.trim()).filter(Boolean)) {
    const address = raw.replace(/^mailto:/i, '');
    if (!/^https?:\/\//i.test(raw)) {
      const email = readEmail(address);
      if (email.kind !== 'unreadable' && email.email.includes('@') && !links.email) links.email = email.email;
      else unclear.push(`link ${raw}: neither a web address nor an e-mail; add it by hand if it is theirs`);
      continue;
    }
    const key = hosts.find(([host]) => host.test(raw))?.[1] ?? 'website';
    if (links[key]) unclear.push(`link ${raw}: a second ${key} link; only the first is kept`);
    else links[key] = https(raw);
  }
  return links;
}

/** A person not carried (the owner's own second profile, a demo, a line that reads as no one): counted and named. */
export function leavePerson(migration: Migration, left: Omit<Left, 'kind'>) {
  found(migration, 'people');
  migration.left.push({ kind: 'people', ...left });
}

/** A team page's own words as the People page's lead; a second page's words are named, not lost. */
export function keepLead(migration: Migration, from: string, lead: string) {
  if (!lead || lead === migration.peopleLead) return;
  if (!migration.peopleLead) migration.peopleLead = lead;
  else
    migration.todos.push({
      file: peopleFile,
      entry: 'peopleLead',
      what: `${from} opens with words of its own too (“${lead.slice(0, 200)}”): the lead keeps the first page’s; merge them by hand`,
    });
}

/** Per migration, the names carried (to where) and the ids given: looked up in constant time, however long the list. */
type Given = { from: string; entry: Person };
const given = new WeakMap<Migration, { names: Map<string, Given>; ids: Set<string>; next: Map<string, number> }>();

function index(migration: Migration) {
  let known = given.get(migration);
  if (!known) given.set(migration, (known = { names: new Map(), ids: new Set(), next: new Map() }));
  return known;
}

/** An id not given yet in this migration, so two names of one slug ("José Ruiz", "Jose Ruiz") get two pages. */
function uniqueId(migration: Migration, name: string): string {
  const { ids, next } = index(migration);
  const base = slug(name).replace(/-{2,}/g, '-') || 'person';
  let id = base;
  for (let n = next.get(base) ?? 2; ids.has(id); n++) {
    id = `${base}-${n}`;
    next.set(base, n + 1);
  }
  ids.add(id);
  return id;
}

/** A second listing's words the first lacks (a role, a description, years): added to the first; says which. */
function completed(first: Person, draft: PersonDraft): string {
  const more = {
    role: toPlain(draft.role ?? ''),
    description: toPlain(draft.description ?? ''),
    date: isoDate(draft.date),
    endDate: isoDate(draft.endDate),
  };
  const added = (Object.keys(more) as Array<keyof typeof more>).filter((k) => more[k] && !first[k]);
  for (const key of added) first[key] = more[key];
  return added.length ? `, its ${added.join(' and ')} added from here` : '';
}

/** Carries one person: their fields, their picture (copied, or named when missing), their links and page. */
export function carryPerson(migration: Migration, draft: PersonDraft): void {
  const name = plainName(draft.name);
  if (!name)
    return leavePerson(migration, {
      from: draft.from,
      reason: 'unsupported',
      why: 'a person with no name (no title): add them to people/ by hand',
    });
  const twice = index(migration).names.get(name);
  if (name === migration.profile.name || twice)
    return leavePerson(migration, {
      from: draft.from,
      reason: 'unsupported',
      why: twice
        ? `${name}, listed a second time: carried once, from ${twice.from}${completed(twice.entry, draft)}`
        : `${name}, the site’s owner: their profile is profile.ts, not a row of the team`,
    });
  found(migration, 'people');
  const id = uniqueId(migration, name);
  const unclear: string[] = [];
  const role = toPlain(draft.role ?? '');
  const description = toPlain(draft.description ?? '');
  const [date, endDate] = [isoDate(draft.date), isoDate(draft.endDate)];
  const person: Person = { id, name, ...(role ? { role } : {}), ...(date ? { date } : {}) };
  if (endDate) person.endDate = endDate;
  index(migration).names.set(name, { from: draft.from, entry: person });
  if (description) person.description = description;
  if (draft.image) {
    // Checked and copied with every file (missingFiles.ts): a picture the old folder lacks is taken off, named.
    person.image = referFile(migration, draft.image.from, draft.image.to, `people › ${id} › image`);
    person.alt = `Portrait of ${name}`;
  }
  const links = linksOf(draft.links ?? [], unclear);
  if (Object.keys(links).length) person.links = links;
  let body: string | undefined;
  if (draft.body?.trim()) {
    const converted = toMarkdown(draft.body);
    const linked = localLinks(converted.text, migration, draft.from, unclear, draft.base ?? '');
    noteUnclear(migration, peopleFile, id, 'body', converted.unclear);
    body = keptBody(migration, { file: peopleFile, entry: id, field: 'body' }, linked);
  }
  noteUnclear(migration, peopleFile, id, 'links', unclear);
  migration.people.push({ entry: person, from: draft.from, alumni: draft.alumni === true, ...(body ? { body } : {}) });
}
