import { str } from './frontMatter.ts';
import { toMarkdown, toPlain } from './markup.ts';
import { noteRead, type Migration } from './model.ts';
import { keepLead, leavePerson } from './people.ts';
import { carryList, groupWords, listPeople } from './peopleLists.ts';
import { readProfiles } from './peopleSources.ts';
import { stem } from './sourceFiles.ts';
import type { Page } from './frontMatter.ts';
import type { Source } from './sourceFiles.ts';

/**
 * A team page of a Jekyll site: al-folio's `profiles:` list, a page drawing a people collection
 * (`site.people`), or a team written by hand. Its people are carried to `people/`, its own words above them
 * become the People page's lead, its title the members' heading when it names the group ("MadAbility Lab").
 */

/** A title that only says "people": the default heading says it as well. */
const genericTitle = /^(our |the |lab |group )?(people|team|members?|lab members|group members|team members)$/i;

function keepTitle(migration: Migration, title: string) {
  const words = toPlain(title);
  if (words && !genericTitle.test(words) && !migration.peopleTitles?.members)
    migration.peopleTitles = { ...migration.peopleTitles, members: words };
}

/** The page's own words before its Liquid list: the People page's lead. */
function leadOf(body: string): string {
  const text = toMarkdown(body).text.split(/\n\s*\n/)[0] ?? '';
  return /^[#|<-]/.test(text.trim()) ? '' : toPlain(text);
}

/** Reads a page as a team page when it is one; true when it was. */
export function readTeamPage(source: Source, folder: string, path: string, page: Page, migration: Migration): boolean {
  const { data, body } = page;
  const title = str(data.title) || stem(path);
  const profiles = Array.isArray(data.profiles) ? data.profiles : [];
  if (profiles.length) {
    const carried = readProfiles(source, folder, path, migration);
    noteRead(migration, path, `the team page: ${carried} of its ${profiles.length} profiles carried as people`);
    keepTitle(migration, title);
    return true;
  }
  if (/site\.(people|team|members|students)\b/.test(body)) {
    noteRead(migration, path, 'the team page: its people are its collection’s, its words the People page’s lead');
    keepLead(migration, path, leadOf(body));
    keepTitle(migration, title);
    return true;
  }
  const named = `${title} ${str(data.permalink)} ${stem(path)}`;
  if (!groupWords.test(named)) return false;
  const list = listPeople(body);
  // One name on a page about a group is no team (a page of thanks, a course's staff).
  if (list.people.length < 2) return false;
  const carried = carryList(migration, path, list);
  noteRead(
    migration,
    path,
    `the team page: its lines read as ${list.people.length} people, ${carried} carried from it`,
  );
  for (const line of list.unread) {
    leavePerson(migration, {
      from: `${path} › ${line.slice(0, 60)}`,
      reason: 'unsupported',
      why: `the line “${line.slice(0, 200)}” of the team page reads as no person (a name, then a role or link): add it to people/ by hand if it is one`,
    });
  }
  keepTitle(migration, title);
  return true;
}
