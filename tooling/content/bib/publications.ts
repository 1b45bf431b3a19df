import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  publicationKinds,
  type Publication,
  type PublicationKind,
  type PublicationOverride,
  type PublicationPreview,
} from '../../../src/content/types.ts';
import { bibExtras, type BibExtras } from './bibLinks.ts';
import { readCitationCounts } from './citationCounts.ts';
import { previewsFile, readPreviewsData } from './previewsData.ts';
import { decodeBib, saveAsUtf8 } from './bibEncoding.ts';
import { readBibliography, type BibPublication } from './bibtex.ts';
import { withheldIssues } from './bibPrivacy.ts';
import { bibWithoutUnsafe } from '../checks/controlCharacters.ts';
import { duplicatePaperIssues } from './duplicatePapers.ts';
import { talkFromBib, type TalkEntry } from './talks.ts';
import { featuredOf } from '../../../src/content/featured.ts';
import type { ContentIssue, ContentModules } from '../checks/validateContent.ts';
import { isRecord } from '../checks/isRecord.ts';
import { siteWords } from '../words/messages.ts';

/** The owner's BibTeX, in the content folder. */
export const bibFile = 'publications.bib';

/** How many publications the first paint of Publications (and About's list) shows, whatever the .bib holds. */
export const previewSize = 8;

/** What publications.ts says beside the .bib, each export found by its name. */
export interface PublicationSettings {
  overrides: Record<string, PublicationOverride>;
  /** Kinds left off the site, e.g. `['Talk']`. */
  hiddenKinds: PublicationKind[];
  /** Fields the owner takes out of the published ones (src/content/publishedFields.ts): gone from every page and file. */
  unpublishedFields: readonly string[];
  /** Shows the counts in citations.json (off by default). */
  citationCounts: boolean;
}

export function settingsOf(modules: ContentModules): PublicationSettings {
  const module = modules['publications.ts'] ?? {};
  const overrides = module.publicationOverrides;
  const strings = (value: unknown) =>
    Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;
  return {
    overrides: isRecord(overrides) ? (overrides as Record<string, PublicationOverride>) : {},
    hiddenKinds: (strings(module.hiddenKinds) ?? []) as PublicationKind[],
    // `privateFields` is the export's older name, read the same way.
    unpublishedFields: [...(strings(module.unpublishedFields) ?? []), ...(strings(module.privateFields) ?? [])],
    citationCounts: module.citationCounts === true,
  };
}

/** Newest first, entries with no date yet (forthcoming) before them all; the .bib's order among equal dates. */
const byDateDescending = (a: Pick<Publication, 'date'>, b: Pick<Publication, 'date'>) =>
  (b.date ?? '9999').localeCompare(a.date ?? '9999');

/** The .bib's entries with their overrides, hidden ones left out, newest first. */
export function mergePublications(
  entries: ReadonlyArray<BibPublication & { extras?: BibExtras & Pick<Publication, 'citedBy'> }>,
  { overrides, hiddenKinds }: Pick<PublicationSettings, 'overrides' | 'hiddenKinds'>,
): Publication[] {
  return [...entries].sort(byDateDescending).flatMap((entry) => {
    const { key: _key, line: _line, fields: _fields, extras, ...bib } = entry;
    const { hidden, ...override } = overrides[entry.key] ?? {};
    const publication: Publication = { ...bib, ...extras, ...override };
    return hidden || hiddenKinds.includes(publication.kind) ? [] : [publication];
  });
}

export interface ReadPublications {
  publications: Publication[];
  /** The .bib's talks (entries of kind Talk, by their words or an override): shown as talks, never as papers. */
  talks: TalkEntry[];
  issues: ContentIssue[];
  /** Whether the content folder has a .bib at all (a site may have no publications). */
  present: boolean;
  /** The line each paper's and talk's entry starts on, by its id (the store's origins). */
  lines?: ReadonlyMap<string, number>;
}

/** Reads and checks `publications.bib` against the settings in `publications.ts`. */
export function readPublications(
  contentDir: string,
  contentLabel: string,
  modules: ContentModules,
  publicDir: string,
): ReadPublications {
  const path = join(contentDir, bibFile);
  if (!existsSync(path)) return { publications: [], talks: [], issues: [], present: false };
  const file = `${contentLabel}/${bibFile}`;
  const settings = settingsOf(modules);
  const decoded = decodeBib(readFileSync(path));
  if (decoded.text === undefined) {
    const problem = `is not UTF-8, and its encoding cannot be told (line ${decoded.line}): ${saveAsUtf8}`;
    return { publications: [], talks: [], issues: [{ file, problem }], present: true };
  }
  const safe = bibWithoutUnsafe(decoded.text, file);
  const words = siteWords({ modules });
  const {
    publications: entries,
    issues,
    withheld,
  } = readBibliography(safe.text, file, settings.unpublishedFields, words);
  issues.push(...safe.issues, ...withheldIssues(file, withheld));
  if (decoded.encoding === 'windows-1252')
    issues.unshift({
      file,
      problem: `is not UTF-8: read as Windows-1252 (Latin-1), as in "${decoded.example}"; if that reads wrong, ${saveAsUtf8}`,
      severity: 'warning',
    });
  const fetched = readPreviewsData(contentDir);
  if (fetched.problem)
    issues.push({
      file: `${contentLabel}/${previewsFile}`,
      problem: `${fetched.problem}: remote previews are shown without their copies until \`npm run previews\` writes it again`,
      severity: 'warning',
    });
  const withExtras = entries.map((entry) => {
    const problem = (field: string, text: string, severity?: 'warning') =>
      issues.push({ file, entry: entry.key, field, problem: text, ...(severity ? { severity } : {}) });
    const extras: BibExtras & Pick<Publication, 'citedBy'> = bibExtras(
      entry.fields,
      publicDir,
      (field, text) => problem(field, text, 'warning'),
      (field, text) => problem(field, text),
      fetched.data,
    );
    return { ...entry, extras };
  });
  // What the site leaves off is not described: no warning for an entry the owner has hidden.
  const hidden = new Set(
    entries
      .filter(({ key, kind }) => {
        const override = settings.overrides[key];
        return override?.hidden || settings.hiddenKinds.includes(override?.kind ?? kind);
      })
      .map((e) => e.key),
  );
  issues.splice(0, issues.length, ...issues.filter((i) => !(i.severity === 'warning' && hidden.has(i.entry ?? ''))));
  issues.push(
    ...duplicatePaperIssues(
      entries.filter((e) => !hidden.has(e.key)),
      file,
    ),
  );
  const keys = new Set(entries.map((e) => e.key));
  const overridesFile = `${contentLabel}/publications.ts`;
  for (const key of Object.keys(settings.overrides)) {
    // A key whose entry has a problem of its own is reported once, there.
    if (!keys.has(key) && !issues.some((i) => i.entry === key)) {
      issues.push({ file: overridesFile, entry: key, problem: `no entry "${key}" in ${bibFile}` });
    }
  }
  for (const kind of settings.hiddenKinds) {
    if (!(publicationKinds as readonly string[]).includes(kind))
      issues.push({
        file: overridesFile,
        entry: 'hiddenKinds',
        problem: `"${kind}" is not one of ${publicationKinds.join(', ')}`,
      });
  }
  const isTalk = (e: BibPublication) => (settings.overrides[e.key]?.kind ?? e.kind) === 'Talk';
  const talks = withExtras
    .filter((e) => isTalk(e) && !hidden.has(e.key))
    .map((e) => talkFromBib(e, settings.overrides[e.key] ?? {}, { ...e.extras, ...settings.overrides[e.key] }, words));
  const papers = withExtras.filter((e) => !isTalk(e));
  if (settings.citationCounts) {
    const { counts, issues: countIssues } = readCitationCounts(contentDir, contentLabel, keys);
    issues.push(...countIssues);
    for (const paper of papers) {
      const citedBy = counts.get(paper.key);
      if (citedBy) paper.extras = { ...paper.extras, citedBy };
    }
  }
  const lines = new Map(withExtras.map((entry) => [entry.id, entry.line]));
  return { publications: mergePublications(papers, settings), talks, issues, present: true, lines };
}

/**
 * The bounded part of the list: counts, the newest few (the list's first paint), and the selected
 * papers in the owner's order, for About.
 */
export function previewOf(publications: readonly Publication[]): PublicationPreview {
  const kinds = publicationKinds
    .map((kind) => ({ kind, count: publications.filter((p) => p.kind === kind).length }))
    .filter((k) => k.count > 0);
  const selected = featuredOf(publications);
  return {
    total: publications.length,
    kinds,
    first: publications.slice(0, previewSize),
    ...(selected.length > 0 ? { featured: selected.slice(0, previewSize) } : {}),
  };
}
