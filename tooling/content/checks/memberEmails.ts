import { contentKinds, sectionNames } from '../../../src/content/kinds.ts';
import type { CleanedModules } from './controlCharacters.ts';
import { isRecord } from './isRecord.ts';
import type { ContentIssue } from './validateContent.ts';

const problem =
  'kept off the site because emailPublished is false in profile.ts: your lab’s addresses are not published when yours is not (their other links are)';

/**
 * A lab member's address is shown as the owner wrote it, on the People page and their own page; when the
 * owner keeps their own off the site (profile.ts › emailPublished: false), the members' go too: removed
 * before anything reads the content, so no page, chunk or file carries them, with a warning for each.
 */
export function withoutMemberEmails(cleaned: CleanedModules, contentLabel: string): CleanedModules {
  const { modules } = cleaned;
  const { file } = contentKinds.people;
  const profile = modules['profile.ts']?.profile;
  const people = modules[file];
  if (!people || !isRecord(profile) || profile.emailPublished !== false) return cleaned;
  const issues: ContentIssue[] = [];
  const kept: Record<string, unknown> = { ...people };
  for (const section of sectionNames('people')) {
    const list = people[section];
    if (!Array.isArray(list)) continue;
    kept[section] = list.map((person: unknown, i) => {
      if (!isRecord(person) || !isRecord(person.links) || !('email' in person.links)) return person;
      const { email: _email, ...links } = person.links;
      const id = typeof person.id === 'string' ? ` (id "${person.id}")` : '';
      const entry = `${section}[${i}]${id}`;
      issues.push({ file: `${contentLabel}/${file}`, entry, field: 'links.email', problem, severity: 'warning' });
      return { ...person, links };
    });
  }
  if (issues.length === 0) return cleaned;
  return {
    modules: { ...modules, [file]: kept },
    changed: [...new Set([...cleaned.changed, file])],
    issues: [...cleaned.issues, ...issues],
  };
}
