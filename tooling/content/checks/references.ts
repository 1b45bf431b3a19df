import type { Publication } from '../../../src/content/types.ts';
import { contentFiles } from './contentSchema.ts';
import type { ContentModules } from './issues.ts';
import { isRecord } from './isRecord.ts';

/** The keys a `reference` field may name, by the kind it refers to. */
export type ReferenceTargets = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * Every kind's keys: the publications the site shows by citation key, every other kind's entries by id
 * (in any of its sections). A reference to a hidden paper names nothing on the site.
 */
export function referenceTargets(modules: ContentModules, publications: readonly Publication[]): ReferenceTargets {
  const targets = new Map<string, ReadonlySet<string>>([['publications', new Set(publications.map((p) => p.id))]]);
  for (const spec of contentFiles) {
    if (spec.kind === 'publications') continue;
    const exports = modules[spec.file] ?? {};
    const entries = (spec.sections ?? []).flatMap((name) => (Array.isArray(exports[name]) ? exports[name] : []));
    const ids = entries.flatMap((entry) => (isRecord(entry) && typeof entry.id === 'string' ? [entry.id] : []));
    targets.set(spec.kind, new Set(ids));
  }
  return targets;
}

/** A reference names an entry the site shows; the message says where the owner keeps what it names. */
export function checkReference(value: string, to: string, targets?: ReferenceTargets): string | undefined {
  const keys = targets?.get(to);
  if (!keys || keys.has(value)) return undefined;
  return to === 'publications'
    ? `no publication with the citation key "${value}" in publications.bib (or it is hidden)`
    : `no entry with the id "${value}" in ${contentFiles.find((spec) => spec.kind === to)?.file ?? to}`;
}
