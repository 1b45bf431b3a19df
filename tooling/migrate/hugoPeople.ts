import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from '../content/checks/isRecord.ts';
import { demoOf } from './demo.ts';
import { str } from './frontMatter.ts';
import { toPlain } from './markup.ts';
import { found, leftAsDraft, type Migration } from './model.ts';
import { carryPerson, leavePerson } from './people.ts';
import { formerGroup, roleOfGroup } from './personWords.ts';
import type { Source } from './sourceFiles.ts';

/**
 * Hugo Academic's `content/authors/`: `admin` is the owner (the profile); every other author page in a
 * `user_groups` ("Grad Students", "Alumni") a person of the lab, their portrait the folder's `avatar.*`; an
 * author in no group is a co-author, named.
 */

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** A Hugo author's links: `social` (old: `link`) and `profiles` (HugoBlox: `url`), and `email`. */
function authorLinks(d: Record<string, unknown>): string[] {
  const links = [...asList(d.social), ...asList(d.profiles)]
    .filter(isRecord)
    .map((s) => str(s.link) || str(s.url))
    .filter((url) => /^(https?:|mailto:)/i.test(url));
  return str(d.email) ? [...links, str(d.email)] : links;
}

/** The portrait Hugo takes for an author: the folder's `avatar.*`. */
function avatarOf(source: Source, folder: string): { from: string; to: string } | undefined {
  const name = source.list(folder).find((n) => /^avatar\.(jpe?g|png|webp|gif)$/i.test(n));
  if (!name) return undefined;
  return { from: `${folder}/${name}`, to: `images/people/${folder.split('/').pop()}-${name.toLowerCase()}` };
}

export function readHugoAuthors(source: Source, folder: string, migration: Migration) {
  const folders = readdirSync(join(source.dir, folder), { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const name of folders.map((e) => e.name).sort()) {
    const dir = `${folder}/${name}`;
    const path = [`${dir}/_index.md`, `${dir}/index.md`].find((p) => source.isFile(p));
    if (!path) continue;
    if (name === 'admin') {
      migration.read.push({ from: path, what: 'the profile (name, role, organisations, links, biography)' });
      continue;
    }
    const { data: d, body } = source.page(path);
    const who =
      toPlain(str(d.title) || str(d.name) || [str(d.first_name), str(d.last_name)].filter(Boolean).join(' ')) || name;
    if (d.superuser === true || who === migration.profile.name) {
      leavePerson(migration, {
        from: path,
        reason: 'unsupported',
        why: `a second profile of the owner (“${who}”${d.superuser === true ? ', superuser like admin' : ''}): the profile is read from content/authors/admin; merge what differs by hand`,
      });
      continue;
    }
    const demo = demoOf(who, body.trim().slice(0, 300));
    if (demo) {
      leavePerson(migration, { from: path, reason: 'demo', why: demo });
      continue;
    }
    if (leftAsDraft(migration, 'people', path, d)) {
      found(migration, 'people');
      continue;
    }
    const groups = asList(d.user_groups).map(str).filter(Boolean);
    // An author in no group is a co-author the publication pages link, not one of the lab.
    if (!groups.length) {
      leavePerson(migration, {
        from: path,
        reason: 'unsupported',
        why: `co-author “${who}”${str(d.role) ? ` (${toPlain(str(d.role))})` : ''}, in no user_groups: not of the team; add them to people/ by hand if they are`,
      });
      continue;
    }
    const group = groups.find((g) => !formerGroup.test(g)) ?? '';
    const place = asList(d.organizations).filter(isRecord)[0];
    carryPerson(migration, {
      from: path,
      name: who,
      role: str(d.role) || (group ? roleOfGroup(group) : ''),
      description: str(d.bio) || str(place?.name),
      alumni: groups.some((g) => formerGroup.test(g)),
      image: avatarOf(source, dir),
      links: authorLinks(d),
      body,
      base: 'static',
    });
  }
}
