import type { CvItem } from '../../components/CvList/CvList';
import type { SkillGroup, TimelineEntry } from '../../content/types';

/** How About and the CV PDF draw a section: the timeline, skill groups, or rows of a CV list. */
export type CvDrawing =
  | { shape: 'timeline'; entries: readonly TimelineEntry[] }
  | { shape: 'skills'; entries: readonly SkillGroup[] }
  | { shape: 'list'; items: readonly CvItem[]; lead?: string };

/**
 * What a kind shown on About (kinds.ts `shows`) adds to its declaration and schema: how its entries are
 * drawn there and in the CV PDF. (Where resume.json puts them: src/cv/resumeOfKinds.ts, by default projects.)
 */
export interface KindView<Entry> {
  draw: (entries: readonly Entry[]) => CvDrawing;
}

/** A row's links: the labelled ones that have an address. */
export const linksOf = (...pairs: Array<[string, string | undefined]>) =>
  pairs.flatMap(([label, href]) => (href ? [{ label, href }] : []));

/** The abstract or description About shows under an entry, when opened (the build's HTML of its Markdown, `<field>Html`). */
export const detailsOf = (label: string, html: string | undefined) => (html ? { details: { label, html } } : {});
