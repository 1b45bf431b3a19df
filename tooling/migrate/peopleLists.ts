import { toMarkdown, toPlain } from './markup.ts';
import type { Migration } from './model.ts';
import { carryPerson, keepLead, type PersonDraft } from './people.ts';
import { formerGroup, plainName, readsAsRole, roleOfGroup } from './personWords.ts';

/**
 * A team written by hand on one page (`_pages/people.md`): list items, table rows and headings that read as
 * a person (a name, then a role, years, links) each become one; the words above the first are the page's
 * lead; a line under the team that reads as no person is named, line by line, never dropped.
 */

/** Words that head a group of people, not a person ("PhD Students", "Alumni"). */
export const groupWords =
  /\b(students?|alumni|members?|postdocs?|researchers?|faculty|staff|collaborators?|visitors?|current|former|past|team|lab|group|people|interns?|graduates?|undergrad\w*|phd|masters?|name|role)\b/i;
/** A person's name: two to five capitalised words (a middle name in brackets allowed). */
const nameLike = /^\p{Lu}[\p{L}'’.-]*(?: \(?\p{Lu}[\p{L}'’.-]*\)?){1,4}$/u;
/** Years on a line: `2019–2023`, `2021 - present`, `since 2020`. */
const years =
  /\(?\b(?:since )?((?:19|20)\d{2})(?:\s{0,3}(?:[-–—]|to)\s{0,3}((?:19|20)\d{2}|present|now|current|today))?\b\)?/i;
const link = /\[([^[\]]*)\]\(([^()\s]+)\)/g;
const email = /^[\w.+-]{1,64}@[\w-]{1,63}(\.[\w-]{1,63}){1,8}$/;

/** A group heading that only says "the team" gives no role. */
const genericGroup =
  /^(our |the |current |lab |group |team )*(people|team|members?|lab|group|alumni|former members?)$/i;

export interface ReadLine {
  draft?: Omit<PersonDraft, 'from'>;
  /** The line as written, when it does not read as a person. */
  unread?: string;
}

/** One line (a list item, a table row's cells joined by `|`) as a person, or unread. */
export function personLine(markdown: string, group: { role: string; alumni: boolean }): ReadLine {
  const links = [...markdown.matchAll(link)].map((m) => m[2]!).filter((href) => /^(https?:|mailto:)/i.test(href));
  // A link's words are the name when the line opens with it; any other link's words ("Scholar") only label it.
  const opening = markdown.replace(/^\s*\*{0,2}/, '').startsWith('[');
  let plain = toPlain(
    markdown.replace(link, (whole: string, _words: string, _href: string, at: number) =>
      opening && at < 4 ? whole : ' ',
    ),
  );
  let [date, endDate] = ['', ''];
  const span = years.exec(plain);
  if (span) {
    [date, endDate] = [span[1]!, /^\d/.test(span[2] ?? '') ? span[2]! : ''];
    plain = `${plain.slice(0, span.index)} ${plain.slice(span.index + span[0].length)}`;
  }
  let parts = plain
    .split(/\s+[-–—|]\s+|\s*\|\s*|,\s+|:\s+|\s*\(|\)\s*/)
    .map((p) => p.replace(/[\s.;,)]+$/, '').trim())
    .filter(Boolean);
  // An address among the words is their e-mail, not a description.
  for (const part of parts.filter((p) => email.test(p))) links.push(part);
  parts = parts.filter((p) => !email.test(p));
  const name = plainName(parts[0] ?? '');
  if (!nameLike.test(name) || groupWords.test(name)) return { unread: plain.trim() };
  // The words after the name are the role when they read as one ("PhD student"), else what they do or where they went.
  const asRole = parts[1] !== undefined && readsAsRole(parts[1]);
  const role = asRole ? parts[1]! : group.role;
  // A lone year of a former member is when they left.
  if (group.alumni && date && !endDate) [date, endDate] = ['', date];
  return {
    draft: {
      name,
      role,
      ...(date ? { date } : {}),
      ...(endDate ? { endDate } : {}),
      description: parts.slice(asRole ? 2 : 1).join(', '),
      links,
      alumni: group.alumni || (endDate !== '' && !/present|now|current/i.test(span?.[2] ?? '')),
    },
  };
}

const heading = /^(#{1,6})\s+(.+)$/;
const item = /^( {0,3})(?:[-*+]|\d{1,3}\.)\s+(.+)$/;
const row = /^\|(.+)\|\s*$/;

/** What a hand-written team page lists: its people, the words above them, and the lines that read as none. */
export interface TeamList {
  people: Array<Omit<PersonDraft, 'from'>>;
  lead: string;
  unread: string[];
}

/** The people a hand-written team page lists (read only: the caller carries them when they are a team). */
export function listPeople(body: string): TeamList {
  const lines = toMarkdown(body).text.split('\n');
  const group = { role: '', alumni: false };
  const lead: string[] = [];
  const list: TeamList = { people: [], lead: '', unread: [] };
  let person: (Omit<PersonDraft, 'from'> & { body: string }) | undefined;
  const flush = () => {
    if (person) list.people.push(person);
    person = undefined;
  };
  const carry = (read: ReadLine, line: string) => {
    flush();
    if (read.draft) list.people.push(read.draft);
    else list.unread.push(line.trim());
  };
  for (const [i, line] of lines.entries()) {
    const h = heading.exec(line);
    if (h) {
      const words = toPlain(h[2]!);
      flush();
      if (nameLike.test(plainName(words)) && !groupWords.test(words))
        person = { name: words, role: group.role, alumni: group.alumni, body: '' };
      else {
        group.alumni = formerGroup.test(words);
        group.role = genericGroup.test(words) || group.alumni ? '' : roleOfGroup(words);
      }
      continue;
    }
    if (person) {
      // Under a person's heading: their picture, their first short line as their role, the rest their page.
      const picture = /^!\[[^[\]]*\]\(([^()\s]+)\)$/.exec(line.trim())?.[1];
      if (picture && !person.image && !/^https?:/i.test(picture))
        person.image = { from: picture.replace(/^\/+/, ''), to: picture.replace(/^\/+/, '') };
      else if (!person.body.trim() && line.trim() && line.length < 80 && !item.test(line) && !person.description)
        person[readsAsRole(toPlain(line)) ? 'role' : 'description'] = toPlain(line);
      else person.body += `${line}\n`;
      continue;
    }
    const cells = row.exec(line)?.[1];
    if (cells !== undefined) {
      // A table's header is the row above its |---| line.
      if (/^[\s:|-]+$/.test(cells) || /^\|[\s:|-]+\|\s*$/.test(lines[i + 1] ?? '')) continue;
      const joined = cells
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' | ');
      carry(personLine(joined, group), line);
      continue;
    }
    const listed = item.exec(line);
    if (listed && listed[1]!.length < 2) carry(personLine(listed[2]!, group), line);
    else if (line.trim() && !list.people.length && !list.unread.length) lead.push(line.trim());
    else if (line.trim()) list.unread.push(line.trim());
  }
  flush();
  list.lead = toPlain(lead.join(' '));
  return list;
}

/** Carries a team page's people, each from the page by name; returns how many. */
export function carryList(migration: Migration, path: string, list: TeamList): number {
  const before = migration.people.length;
  for (const draft of list.people) carryPerson(migration, { ...draft, from: `${path} › ${draft.name}` });
  keepLead(migration, path, list.lead);
  return migration.people.length - before;
}
