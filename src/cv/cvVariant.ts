import type { CvVariant } from '../content/cvContent';
import type { Publication } from '../content/types';
import { featuredOf } from '../content/featured';
import type { CvPart } from '../cv/cvParts';
import type { CvContent } from './CvPage';
import { cvPublicationLimit } from './cvPublications';

/*
 * A CV besides the full one (cv.ts › cvVariants): the full CV's content cut to the variant's sections,
 * its selected publications and what is dated since its year.
 */

/** The last year a dated thing covers: its end, now when current, else its date; undated, none. */
function lastYear(e: { date?: string; endDate?: string; current?: boolean }): number | undefined {
  if (e.current) return Number.POSITIVE_INFINITY;
  const last = e.endDate ?? e.date;
  return last ? Number(last.slice(0, 4)) : undefined;
}

const recent = (since: number | undefined) => (e: { date?: string; endDate?: string; current?: boolean }) => {
  const year = lastYear(e);
  return since === undefined || year === undefined || year >= since;
};

function cutPart(part: CvPart, since: number | undefined): CvPart | undefined {
  if (part.shape === 'timeline') {
    const entries = part.entries.filter(recent(since));
    return entries.length ? { ...part, entries } : undefined;
  }
  if (part.shape === 'list') {
    const items = part.items.filter(recent(since));
    return items.length ? { ...part, items } : undefined;
  }
  return part;
}

/** The variant's content, from the full CV's and every publication (the variant may pick the selected ones). */
export function variantContent(full: CvContent, variant: CvVariant, all: readonly Publication[]): CvContent {
  const chosen = variant.selectedOnly ? featuredOf(all).slice(0, cvPublicationLimit) : full.publications;
  const publications = chosen.filter(
    (p) => variant.since === undefined || Number(p.date?.slice(0, 4) ?? 9999) >= variant.since,
  );
  const byName = new Map(full.parts.map((part) => [part.name, part]));
  const named = variant.sections ? variant.sections.flatMap((name) => byName.get(name) ?? []) : full.parts;
  const parts = named.flatMap((part) => cutPart(part, variant.since) ?? []);
  return { ...full, parts, publications };
}
