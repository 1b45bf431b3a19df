import { featuredOf } from '../content/featured.ts';
import type { Profile, Publication } from '../content/types.ts';

/** The most publications the CV PDF lists: its layout grows with each entry, and a lab's thousands would take many minutes. */
export const cvPublicationLimit = 200;

export interface CvPublications {
  /** What the CV lists: the newest (or the first selected, in the owner's order), at most the limit. */
  listed: Publication[];
  /** What the owner's choice (`profile.cv.publications`) asks for, before the limit: resume.json lists them all. */
  chosen: Publication[];
}

/** The CV's publications: all, or the selected ones in the owner's order (`cv.publications`), up to the limit. */
export function cvPublications(profile: Pick<Profile, 'cv'>, publications: readonly Publication[]): CvPublications {
  const chosen = profile.cv?.publications === 'selected' ? featuredOf(publications) : [...publications];
  return { listed: chosen.slice(0, cvPublicationLimit), chosen };
}
