import type { Profile } from '../content/types';
import { slug } from '../content/slug.ts';
import { titleOfName, type CvVariant } from '../content/cvContent.ts';

/**
 * The CV the build writes from the content (src/cv/CvPage.tsx), at the site's root, named for
 * its owner: `maya-lindqvist-cv.pdf`. An owner's own PDF (`profile.resume`) takes its place.
 */
export function generatedCvFile(name: string, variant?: string): string {
  return `${slug(name) || 'cv'}-cv${variant ? `-${variant.toLowerCase()}` : ''}.pdf`;
}

/** What About's resume button opens: the owner's own PDF, or the one the build writes. */
export const resumeHref = (profile: Profile) => profile.resume ?? generatedCvFile(profile.name);

/** A CV variant's label on About and in its title: the owner's, else "Short CV" for `short`. */
export const variantLabel = (name: string, variant: CvVariant) => variant.title ?? `${titleOfName(name)} CV`;

/** About's links to the CVs besides the full one (cv.ts › cvVariants); none beside an owner's own PDF. */
export const variantLinks = (profile: Profile, variants: Record<string, CvVariant>) =>
  profile.resume
    ? []
    : Object.entries(variants).map(([name, v]) => ({
        label: variantLabel(name, v),
        href: generatedCvFile(profile.name, name),
      }));

/** The same content as a JSON Resume file (jsonresume.org), for other CV tools. */
export const jsonResumeFile = 'resume.json';

/** A4 unless the site's locale is one that uses US Letter. */
export function paperOf(profile: Profile): 'A4' | 'LETTER' {
  const chosen = profile.cv?.paper;
  if (chosen) return chosen === 'Letter' ? 'LETTER' : 'A4';
  return /^[a-z]{2}-(US|CA|MX|PH|CL|CO|VE)$/i.test(profile.site.locale) ? 'LETTER' : 'A4';
}

/**
 * The font files of the site's faces, as the CV sets them (woff: what the PDF embeds, subset): for
 * each, its latin file and its latin-ext file.
 */
export interface CvFontFiles {
  body400: readonly [latin: string, latinExt: string];
  body500: readonly [latin: string, latinExt: string];
  display600: readonly [latin: string, latinExt: string];
}

/** A link as a document read away from the site needs it: a file of the site (`files/paper.pdf`) made absolute. */
export function absoluteOn(siteUrl: string, href: string): string {
  return new URL(href, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** A text the CV sets, located as the content check locates things (`file › entry › field`). */
export interface CvText {
  file: string;
  entry: string;
  field: string;
  text: string;
}

/**
 * The family names the CV page sets and the build registers the site's faces under (tooling/cv/writeCvs.ts
 * `cvPageFaces`): each face's latin file, then its latin-ext file for the letters latin lacks (ı, ł, ș …).
 */
export const cvFaces = {
  body: ['Roboto', 'Roboto latin-ext'],
  display: ['Montserrat', 'Montserrat latin-ext'],
} as const;

/** One face file as the CV page (src/cv/CvPage.tsx) loads it: a data: URL, as the page has no address to load files from. */
export interface CvPageFace {
  family: string;
  weight: number;
  /** The woff file, base64. */
  woff: string;
}
