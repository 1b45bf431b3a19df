// What `npm run new-site -- --empty` writes: the one required content file, with only the fields a site
// needs (blank ones for the owner to fill: the build lists each), and an icon from the owner's initials.

/** A string as a single-quoted TypeScript literal. */
const literal = (/** @type {string} */ text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** @param {string} name */
export function initialsOf(name) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('');
}

/** @param {string} name */
export function emptyProfile(name) {
  const first = name.trim().split(/\s+/)[0];
  return `import type { Profile } from '../../src/content/types';

/*
 * Your profile: the one content file a site needs. Fill in every '' below; \`npm run build\` and
 * \`npm run check\` list, in one list, each field still empty. Everything else is optional: add
 * projects.ts, timeline.ts (your CV), skills.ts, news.ts or publications.bib when you have them
 * (docs/content.md: what each holds; AGENTS.md: which file for which change). A section you leave
 * out is not shown, and a page with nothing in it leaves the navigation.
 */
export const profile: Profile = {
  name: ${literal(name)},
  /** One line under your name, e.g. 'PhD student in Human–Robot Interaction'. */
  role: '',
  /** Your lab or institution, and its web page (an https:// address). */
  affiliation: { name: '', href: '' },
  /** Home's heading. */
  greeting: ${literal(`Hi, I’m ${first}.`)},
  /** Home's introduction, one text per paragraph. */
  intro: [''],
  /** Your photo, in site/public/ (e.g. 'images/photo.jpg'), and what it shows, for those who cannot see it. */
  photo: { src: '', alt: '' },
  /** Where visitors write to you: Contact's Email button. */
  email: '',
  /** The closing line of the Contact card, e.g. an invitation to write. */
  collaboration: '',
  site: {
    /** The browser tab's title at Home, and the title of link previews. */
    title: ${literal(name)},
    /** One sentence for search results and link previews. */
    description: '',
    /** The address the site will live at (https://…/): its links, sitemap and social card use it. */
    url: '',
    /** The language of your texts: 'en', 'en-GB', 'de' … */
    locale: 'en',
  },
};
`;
}

/**
 * A square icon with the owner's initials, in the theme's colours, until they draw their own.
 * @param {string} name
 * @param {{ primary: string; primaryContrast: string }} colours
 */
export function initialsIcon(name, { primary, primaryContrast }) {
  const initials = initialsOf(name).replace(/[<&>]/g, '');
  const size = initials.length > 1 ? 28 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="12" fill="${primary}"/>
  <text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Montserrat, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${primaryContrast}">${initials}</text>
</svg>
`;
}
