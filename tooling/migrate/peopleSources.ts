import { posix } from 'node:path';
import { isRecord } from '../content/checks/isRecord.ts';
import { demoOf } from './demo.ts';
import { str } from './frontMatter.ts';
import { toMarkdown } from './markup.ts';
import { found, leftAsDraft, noteRead, type Migration } from './model.ts';
import { readEmail } from './obfuscatedEmail.ts';
import { carryPerson, leavePerson, type PersonDraft } from './people.ts';
import { formerGroup, plainName, readsAsRole, roleOfGroup } from './personWords.ts';
import type { Source } from './sourceFiles.ts';

/** The Jekyll readers of people: a `_people/` collection, team pages in `_projects/`, al-folio's `profiles:` page. */

/** A category that only sorts pages (al-folio's `work`, `fun`) or says "team": no role. */
const sortingWords =
  /^(work|fun|main|other|misc|(our |the |current |lab |group |team )?(team|people|members?|lab|group|staff))$/i;
/** A category that makes a project page a team member's page ("team", "PhD Students", "Alumni"). */
const teamCategory =
  /\b(team|people|members?|students?|alumni|staff|faculty|post-?docs?|phd|masters?|undergrad\w*|researchers?|interns?|visitors?|collaborators?)\b/i;
/** A person's name: two to five words, each capitalised. */
const nameLike = /^\p{Lu}[\p{L}'’.-]*(?: \(?\p{Lu}[\p{L}'’.-]*\)?){1,4}$/u;

/** Social fields as user names (`github: jdoe`) or addresses. */
const socials: Array<[string, (id: string) => string]> = [
  ['github', (id) => `https://github.com/${id}`],
  ['linkedin', (id) => `https://www.linkedin.com/in/${id}`],
  ['scholar', (id) => `https://scholar.google.com/citations?user=${id}`],
  ['google_scholar', (id) => `https://scholar.google.com/citations?user=${id}`],
  ['orcid', (id) => `https://orcid.org/${id}`],
];

/** The addresses a page's fields give: its own web page (`url_t`, `website`, an outside `url`), e-mail, socials. */
function linksOfFields(d: Record<string, unknown>): string[] {
  const links = ['url_t', 'website', 'homepage', 'webpage', 'url', 'link', 'email']
    .map((k) => str(d[k]))
    .filter((v) => /^https?:\/\//i.test(v) || v.includes('@') || /\[at\]|\(at\)/i.test(v));
  for (const [key, address] of socials) {
    const value = str(d[key]);
    if (value) links.push(/^https?:\/\//i.test(value) ? value : address(value.replace(/^@/, '')));
  }
  return links;
}

/** A picture field as al-folio writes it: a path of the site, or a file name under `assets/img/`. */
function pictureOf(value: string): PersonDraft['image'] {
  const path = value.replace(/^\/+/, '');
  if (!path || /^https?:/i.test(path)) return undefined;
  const full = path.includes('/') ? path : `assets/img/${path}`;
  return { from: full, to: full };
}

/** One person of a page of their own (a `_people/` item, a team page of `_projects/`), from its fields. */
export function personOfPage(migration: Migration, path: string, d: Record<string, unknown>, body: string) {
  const demo = demoOf(str(d.title), body.trim().slice(0, 300));
  if (demo) return leavePerson(migration, { from: path, reason: 'demo', why: demo });
  if (leftAsDraft(migration, 'people', path, d)) return found(migration, 'people');
  const category = str(d.category) || str(d.group);
  // al-folio's people keep an e-mail, hidden from harvesters, in `description`: an address, not a description.
  const described = str(d.description);
  const isEmail = described !== '' && readEmail(described).kind !== 'unreadable' && /@|\[at\]|\(at\)/i.test(described);
  const asRole = !isEmail && readsAsRole(described);
  const role =
    str(d.role) ||
    str(d.position) ||
    (asRole ? described : '') ||
    (category && !sortingWords.test(category) && !formerGroup.test(category) ? roleOfGroup(category) : '');
  carryPerson(migration, {
    from: path,
    name: str(d.title) || str(d.name),
    role,
    date: d.start ?? d.start_date ?? d.joined,
    endDate: d.end ?? d.end_date ?? d.graduated,
    description: (!isEmail && !asRole ? described : '') || str(d.current_position) || str(d.bio),
    image: pictureOf(str(d.img) || str(d.image) || str(d.photo) || str(d.avatar)),
    links: [...linksOfFields(d), ...(isEmail ? [described] : [])],
    alumni: formerGroup.test(category) || formerGroup.test(str(d.status)) || d.alumni === true,
    body,
  });
}

/** A `_people/`, `_team/`, `_members/` collection: a person per page. */
export function readPeopleCollection(source: Source, folder: string, migration: Migration) {
  for (const { path, page } of source.pages(folder)) personOfPage(migration, path, page.data, page.body);
}

/** Whether a page of `_projects/` is a team member's (a `category: team`, or a name with a role), not a project. */
export function isPersonPage(d: Record<string, unknown>): boolean {
  const category = str(d.category);
  if (teamCategory.test(category) || formerGroup.test(category)) return true;
  // A name as the title, with a role beside it or as its one-line description ("PhD Student").
  const role = str(d.role) || str(d.position) || str(d.current_position);
  const described = str(d.description);
  const roleLike = role !== '' || readsAsRole(described);
  return roleLike && nameLike.test(str(d.title));
}

/** The name a profile's text opens with: its first link's words, else its first capitalised words. */
function openingName(markdown: string): { name: string; link?: string } {
  const text = markdown.trim();
  const linked = /^\[([^[\]]{1,120})\]\((https?:\/\/[^()\s]{1,500})\)/.exec(text);
  if (linked) return { name: plainName(linked[1]!), link: linked[2] };
  const words = /^(?:(?:Dr|Prof)\.?\s)?(\p{Lu}[\p{L}'’-]*(?: \(?\p{Lu}[\p{L}'’-]*\)?){1,4})/u.exec(text.slice(0, 200));
  return { name: words ? plainName(words[1]!) : '' };
}

/** al-folio's `profiles:` page: each profile a person, its text from `content: about_x.md` beside the page. */
export function readProfiles(source: Source, folder: string, path: string, migration: Migration): number {
  const profiles = source.page(path).data.profiles;
  let carried = 0;
  for (const [i, profile] of (Array.isArray(profiles) ? profiles : []).entries()) {
    if (!isRecord(profile)) continue;
    const content = str(profile.content);
    const file = content && /^[\w .-]{1,100}$/.test(content) ? posix.join(folder, content) : '';
    const text = file && source.isFile(file) ? source.page(file).body : '';
    if (file) noteRead(migration, file, `the text of a person on the team page ${path}`);
    const { name, link } = openingName(toMarkdown(text).text);
    const at = `${path} › profiles[${i}]`;
    if (!name || name === migration.profile.name || demoOf(text.slice(0, 300))) {
      leavePerson(migration, {
        from: at,
        reason: demoOf(text.slice(0, 300)) ? 'demo' : 'unsupported',
        why: name
          ? `profile of ${name}: the site’s owner, whose profile is profile.ts`
          : `profile ${content || str(profile.image) || i + 1}: its text does not open with a name; add them to people/ by hand`,
      });
      continue;
    }
    const papers = (Array.isArray(profile.publications) ? profile.publications : []).map((p) => `- ${str(p)}`);
    const more = str(profile.more_info);
    const position = str(profile.current_position);
    carryPerson(migration, {
      from: at,
      name,
      role: str(profile.category) ? roleOfGroup(str(profile.category)) : '',
      // A current position elsewhere is where they went: they are alumni of the lab.
      description: position,
      alumni: position !== '' || formerGroup.test(str(profile.category)),
      image: pictureOf(str(profile.image)),
      links: link ? [link] : [],
      body: [text, more, papers.length ? `### Publications\n\n${papers.join('\n')}` : ''].filter(Boolean).join('\n\n'),
    });
    carried++;
  }
  return carried;
}
