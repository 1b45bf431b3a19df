import type { PictureSlot } from '../../../src/content/pictureSlots.ts';
import type { Publication } from '../../../src/content/types.ts';
import { idOfKey } from '../bib/bibtex.ts';
import { sectionNames } from '../../../src/content/kinds.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';

/** One place the content shows a picture through <Picture>: the file, its slot, and where it is named. */
export interface PictureUse {
  /** The path under public/, as the content writes it: `images/profile/portrait.jpg`. */
  src: string;
  slots: PictureSlot[];
  /** Where the content names it, for messages (`file › entry › field`). */
  at: Pick<ContentIssue, 'file' | 'entry' | 'field'>;
}

/** Rasters the build makes to fit; anything else (an SVG) is shown as it is. */
export const isRaster = (src: string) => /\.(jpe?g|png|webp|avif|tiff?|gif)$/i.test(src.replace(/[?#].*$/, ''));

type Entry = Record<string, unknown>;
const asList = (value: unknown): Entry[] => (Array.isArray(value) ? (value as Entry[]) : []);
const textAt = (entry: Entry, field: string) => (typeof entry[field] === 'string' ? (entry[field] as string) : '');

/**
 * Every picture the pages show: the profile's photo (Home), each project's and publication's card
 * image, a publication's figure on its own page. Only rasters: the build makes them to fit.
 */
export function pictureUses(
  modules: ContentModules,
  publications: readonly Publication[],
  contentLabel: string,
): PictureUse[] {
  const uses: PictureUse[] = [];
  const add = (src: string, slots: PictureSlot[], at: PictureUse['at']) => {
    if (src && isRaster(src)) uses.push({ src, slots, at });
  };
  const photo = (modules['profile.ts']?.profile as { photo?: Entry } | undefined)?.photo ?? {};
  const profileAt = { file: `${contentLabel}/profile.ts`, entry: 'profile' };
  add(textAt(photo, 'src'), ['photo'], { ...profileAt, field: 'photo.src' });
  add(textAt(photo, 'hoverSrc'), ['photo'], { ...profileAt, field: 'photo.hoverSrc' });
  const projects = modules['projects.ts'] ?? {};
  for (const section of ['currentProjects', 'pastProjects'])
    asList(projects[section]).forEach((project, i) => {
      const entry = `${section}[${i}]` + (project.id ? ` (id "${textAt(project, 'id')}")` : '');
      const file = `${contentLabel}/projects.ts`;
      for (const field of ['image', 'hoverImage']) add(textAt(project, field), ['card'], { file, entry, field });
    });
  // A person's portrait (the People page, their own page); their initials show without one.
  const people = modules['people.ts'] ?? {};
  for (const section of sectionNames('people'))
    asList(people[section]).forEach((person, i) => {
      const entry = `${section}[${i}]` + (person.id ? ` (id "${textAt(person, 'id')}")` : '');
      add(textAt(person, 'image'), ['portrait'], { file: `${contentLabel}/people.ts`, entry, field: 'image' });
    });
  const overrides = (modules['publications.ts']?.publicationOverrides ?? {}) as Record<string, Entry>;
  for (const p of publications) {
    // Written in publications.ts by citation key, else in the .bib.
    const inOverride = Object.keys(overrides).find((key) => idOfKey(key) === p.id);
    const bibAt = (entry: string) => ({ file: `${contentLabel}/publications.bib`, entry, field: 'preview' });
    const at = (field: 'image' | 'hoverImage') =>
      inOverride && overrides[inOverride]?.[field]
        ? { file: `${contentLabel}/publications.ts`, entry: `publicationOverrides › ${inOverride}`, field }
        : { file: `${contentLabel}/publications.bib`, entry: p.id, field };
    if (p.image) add(p.image, ['card', 'page'], at('image'));
    if (p.hoverImage) add(p.hoverImage, ['card'], at('hoverImage'));
    // The .bib's preview: beside the row in the list, and the figure of the paper's page when it has no image.
    if (p.preview) add(p.preview, p.image ? ['preview'] : ['preview', 'page'], bibAt(p.id));
  }
  return uses;
}

/** Each picture once, with every slot it is shown in and the first place the content names it. */
export function picturesBySource(uses: readonly PictureUse[]): Map<string, PictureUse> {
  const bySource = new Map<string, PictureUse>();
  for (const use of uses) {
    const seen = bySource.get(use.src);
    if (!seen) bySource.set(use.src, { ...use, slots: [...use.slots] });
    else for (const slot of use.slots) if (!seen.slots.includes(slot)) seen.slots.push(slot);
  }
  return bySource;
}

/** Fields that show a picture (made to fit), not a link to the file itself. */
const pictureFields = new Set(['image', 'hoverImage', 'preview']);
const photoFields = new Set(['src', 'hoverSrc']);

/**
 * Every path the content links as a file (a PDF, a logo, a figure linked as itself): its strings at any
 * depth, leaving out the picture fields, whose files the build publishes made to fit instead.
 */
export function linkedPaths(modules: ContentModules, publications: readonly Publication[]): Set<string> {
  const into = new Set<string>();
  const walk = (value: unknown, skip: ReadonlySet<string>) => {
    if (typeof value === 'string') into.add(value.replace(/[?#].*$/, '').replace(/^\.?\//, ''));
    else if (Array.isArray(value)) for (const item of value) walk(item, pictureFields);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value))
        if (!skip.has(key)) walk(item, key === 'photo' ? photoFields : pictureFields);
  };
  walk([modules, publications], pictureFields);
  return into;
}
