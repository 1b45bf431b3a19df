import type { CvPlace, CvSectionData } from '../content/cvContent';
import { kindViews } from './kinds/kindViews';
import type { CvDrawing, KindView } from './kinds/view';
import { anchorOf } from './sectionAnchor';

/*
 * A section of About, the CV PDF and resume.json: every kind gets here the same way, the build gives its
 * sections (virtual:cv) and its view (kinds/) draws them. Apart from the outline, so Node reads it without the build.
 */

export type CvPart = { name: string; anchor: string; title: string } & (
  | { shape: 'publications' }
  | (CvDrawing & {
      /** The section as the build gave it: its kind, entries and places (resume.json maps the entries). */
      source: CvSectionData;
    })
);

/** The view of a section's kind: the registry pairs each kind with the view of its entries. */
export const viewOf = (section: CvSectionData) => kindViews[section.kind] as KindView<unknown>;

/** A section of the content as About, the PDF and resume.json take it. */
export function partOf(section: CvSectionData): CvPart {
  const { name, title } = section;
  return { name, anchor: anchorOf(name, title), title, ...viewOf(section).draw(section.entries), source: section };
}

/** Whether a part goes to a place: the publications go everywhere, the rest where their declaration says. */
export const isIn = (place: CvPlace) => (part: CvPart) =>
  part.shape === 'publications' || part.source.places.includes(place);
