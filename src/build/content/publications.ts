import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  publicationKinds,
  type Publication,
  type PublicationOverride,
  type PublicationPreview,
} from '../../content/types.ts';
import { readBibliography, type BibPublication } from './bibtex.ts';
import type { ContentIssue, ContentModules } from './validateContent.ts';

/** The owner's BibTeX, in the content folder. */
export const bibFile = 'publications.bib';

/** How many publications the first paint of Publications (and About's list) shows, whatever the .bib holds. */
export const previewSize = 8;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The overrides object exported by publications.ts (the first exported object of objects). */
export function overridesOf(modules: ContentModules): Record<string, PublicationOverride> {
  for (const value of Object.values(modules['publications.ts'] ?? {})) {
    if (isRecord(value) && Object.values(value).every(isRecord)) return value as Record<string, PublicationOverride>;
  }
  return {};
}

/** Newest first; the .bib's order among equal dates. */
const byDateDescending = (a: BibPublication, b: BibPublication) => b.date.localeCompare(a.date);

/** The .bib's entries with their overrides, hidden ones left out, newest first. */
export function mergePublications(
  entries: readonly BibPublication[],
  overrides: Record<string, PublicationOverride>,
): Publication[] {
  return [...entries].sort(byDateDescending).flatMap((entry) => {
    const { key: _key, line: _line, ...bib } = entry;
    const { hidden, ...override } = overrides[entry.key] ?? {};
    return hidden ? [] : [{ ...bib, ...override }];
  });
}

export interface ReadPublications {
  publications: Publication[];
  issues: ContentIssue[];
  /** Whether the content folder has a .bib at all (a site may have no publications). */
  present: boolean;
}

/** Reads and checks `publications.bib` against the overrides in `publications.ts`. */
export function readPublications(contentDir: string, contentLabel: string, modules: ContentModules): ReadPublications {
  const path = join(contentDir, bibFile);
  if (!existsSync(path)) return { publications: [], issues: [], present: false };
  const file = `${contentLabel}/${bibFile}`;
  const { publications: entries, issues } = readBibliography(readFileSync(path, 'utf8'), file);
  const overrides = overridesOf(modules);
  const keys = new Set(entries.map((e) => e.key));
  const overridesFile = `${contentLabel}/publications.ts`;
  for (const key of Object.keys(overrides)) {
    // A key whose entry has a problem of its own is reported once, there.
    if (!keys.has(key) && !issues.some((i) => i.entry === key)) {
      issues.push({ file: overridesFile, entry: key, problem: `no entry "${key}" in ${bibFile}` });
    }
  }
  return { publications: mergePublications(entries, overrides), issues, present: true };
}

/** The bounded part of the list: counts and the newest few. */
export function previewOf(publications: readonly Publication[]): PublicationPreview {
  const kinds = publicationKinds
    .map((kind) => ({ kind, count: publications.filter((p) => p.kind === kind).length }))
    .filter((k) => k.count > 0);
  return { total: publications.length, kinds, first: publications.slice(0, previewSize) };
}
