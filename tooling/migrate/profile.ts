import type { Profile } from '../../src/content/types.ts';
import { demoOf } from './demo.ts';
import { escapedTags } from './bodies.ts';
import { toMarkdown, toPlain } from './markup.ts';
import type { Migration } from './model.ts';
import { https, sortLinks, type Social } from './socialLinks.ts';
import { noteUnclear } from './notes.ts';
import { localLinks, referFile } from './sourceFiles.ts';
import { readEmail } from './obfuscatedEmail.ts';
import { greetingOf, roleAndPlace, roleApartFrom } from './profileText.ts';

export { greetingName } from './profileText.ts';

/** What an old site says about its owner, each piece as the owner wrote it ('' when it never said). */
export interface ProfileParts {
  name: string;
  role: string;
  affiliation: string;
  affiliationUrl: string;
  /** The about page's body, Markdown. */
  about: string;
  /** The photo in the old site, relative to its folder, and where it goes in public/. */
  photo?: { from: string; to: string };
  email: string;
  socials: Social[];
  title: string;
  description: string;
  url: string;
  locale: string;
  contactNote: string;
}

/** The site address from `url` + `baseurl`, or the custom domain of a `CNAME` file, with a trailing slash. */
export function siteAddress(url: string, baseurl: string, cname: string): string {
  const domain = cname.trim().split(/\s+/)[0];
  const address = domain ? `https://${domain.replace(/^https?:\/\//, '')}` : `${url.trim()}${baseurl.trim()}`;
  if (!/^https?:\/\/[^/]/.test(address)) return '';
  return https(address).replace(/(?<!\/)\/*$/, '/');
}

const listItem = /^(?:[-*+]|\d{1,3}[.)])[ \t]/;

/** A paragraph's lines joined by spaces, but where a list item starts (the list stays Markdown). */
const joinedLines = (block: string) => block.replace(/\n[ \t]*(?![ \t]|(?:[-*+]|\d{1,3}[.)])[ \t])/g, ' ');

/**
 * The about page's paragraphs as Markdown (the intro is Markdown, rendered on Home): its links, emphasis and
 * lists kept, a file it links copied; headings, comments and rules left out, a picture named (Home shows the photo).
 */
function introOf(about: string, migration: Migration): { intro: string[]; unclear: string[] } {
  const { text, unclear } = toMarkdown(about.replace(/^\[\/\/\]: # .*$/gm, ''));
  const linked = localLinks(text, migration, 'profile › intro', unclear).replace(
    /!\[[^[\]]*\]\([^()\s]*\)/g,
    (image) => {
      unclear.push(`picture ${image}`);
      return '';
    },
  );
  const intro = linked
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .filter((line) => !/^\s*#{1,6}\s/.test(line))
        .join('\n')
        .trim(),
    )
    .filter((p) => p && !/^(---|\*\*\*)$/.test(p))
    .map((p) => escapedTags(joinedLines(p)))
    // A list written with blank lines between its items (a loose list) stays one list, not a list per item.
    .reduce<string[]>((kept, p) => {
      const last = kept.length - 1;
      if (last >= 0 && listItem.test(p) && listItem.test(kept[last]!.split('\n').pop()!)) kept[last] += `\n${p}`;
      else kept.push(p);
      return kept;
    }, []);
  return { intro, unclear };
}

const profileFile = 'site/content/profile.ts';

/** An about text longer than this is a page of its own, not the home page's intro (and no cheap Markdown). */
const introCap = 20_000;

/** The profile, with a to-do for each required field the old site never had. */
export function buildProfile(parts: ProfileParts, migration: Migration): Profile {
  const todo = (field: string, what: string) =>
    migration.todos.push({ file: profileFile, entry: 'profile', field, what });
  const tooLong = parts.about.length > introCap;
  const { intro: about, unclear } = introOf(tooLong ? '' : parts.about, migration);
  const { greeting, intro } = greetingOf(parts.name, about);
  const { links, linkLabels, unplaced } = sortLinks(parts.socials);
  const split = parts.affiliation ? undefined : roleAndPlace(parts.role);
  const affiliation = split?.affiliation ?? parts.affiliation;
  const role = roleApartFrom(split?.role ?? parts.role, affiliation);
  const email = readEmail(parts.email);
  const photoSrc = parts.photo ? referFile(migration, parts.photo.from, parts.photo.to, 'profile › photo') : '';
  const profile: Profile = {
    name: parts.name,
    role,
    affiliation: { name: affiliation, href: parts.affiliationUrl ? https(parts.affiliationUrl) : '' },
    greeting,
    intro: intro.length ? intro : [''],
    photo: { src: photoSrc, alt: '' },
    email: email.kind === 'unreadable' ? '' : email.email,
    ...(email.kind === 'unreadable' ? { emailPublished: false } : {}),
    ...(Object.keys(links).length ? { links } : {}),
    ...(Object.keys(linkLabels).length ? { linkLabels } : {}),
    collaboration: toPlain(parts.contactNote),
    site: {
      title: parts.title || parts.name,
      description: toPlain(parts.description),
      url: parts.url,
      locale: parts.locale || 'en',
    },
  };
  if (!parts.name) todo('name', 'the old site gives no name: write yours');
  const demo = demoOf(parts.name);
  if (demo) todo('name', `“${parts.name}” is ${demo}, not yours: write your own profile`);
  if (!role)
    todo(
      'role',
      parts.role
        ? `the old site’s line under your name was your affiliation (“${parts.role}”): write your role`
        : 'one line under your name (the old site had none)',
    );
  if (!affiliation) todo('affiliation.name', 'your lab or institution (the old site had none)');
  if (!profile.affiliation.href)
    todo('affiliation.href', 'your institution’s web page (https://…); the old site had none');
  // The check names an empty intro `intro[0]`: the same field, so the report says it once.
  if (tooLong)
    todo(
      'intro[0]',
      `the about page's text is ${Math.round(parts.about.length / 1024)} KB, longer than a home page's intro (${introCap / 1000} KB at most): not carried; write a paragraph or two`,
    );
  else if (!intro.length)
    todo(
      'intro[0]',
      about.length
        ? 'the about text was only a greeting (now the heading): write a paragraph or two'
        : 'the old site had no about text: write a paragraph or two',
    );
  noteUnclear(migration, profileFile, 'profile', 'intro', unclear);
  if (!photoSrc) todo('photo.src', 'the old site had no photo: put one in site/public/images/ and name it here');
  todo('photo.alt', 'what your photo shows, for those who cannot see it (the old site gave no text)');
  if (email.kind === 'decoded')
    todo(
      'email',
      `“${email.written}” (written so to hide it from harvesters) is ${email.email}: the site shows it as a link; to keep it off the pages, set emailPublished: false and a contactLink`,
    );
  if (email.kind === 'unreadable')
    todo(
      'email',
      `“${email.written}” does not read as one address: emailPublished is false; write your address and a contactLink (a page or form to write to you)`,
    );
  if (!parts.email)
    todo('email', 'the old site published no address: write yours (or set emailPublished: false and a contactLink)');
  if (!profile.collaboration) todo('collaboration', 'the closing line of the Contact card (the old site had none)');
  if (!profile.site.description) todo('site.description', 'one sentence for search results (the old site had none)');
  if (!parts.url) todo('site.url', 'the address the site will live at (https://…/); the old site gave none');
  for (const social of unplaced) {
    migration.left.push({
      kind: 'profile links',
      from: social.name,
      reason: 'unsupported',
      why: `${social.url}: the profile has no place for it`,
    });
  }
  return profile;
}
