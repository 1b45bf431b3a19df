import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * previews.json, beside publications.bib: each remote `preview` the owner fetched with `npm run previews`,
 * by its address as the .bib writes it (the .bib is never edited). The build reads it and shows the local
 * copy; it never goes to the network itself.
 */
export const previewsFile = 'previews.json';

/** Where a remote preview was saved, and when. */
export interface PreviewRecord {
  /** Under public/: `images/publications/<key>.png`. */
  file: string;
  /** The day it was fetched, ISO 8601. */
  fetched: string;
}

export type PreviewsData = Record<string, PreviewRecord>;

/** The folder of public/ remote previews are saved into. */
export const previewsFolder = 'images/publications';

const isRecord = (value: unknown): value is PreviewRecord =>
  !!value &&
  typeof (value as PreviewRecord).file === 'string' &&
  typeof (value as PreviewRecord).fetched === 'string' &&
  (value as PreviewRecord).file.startsWith(`${previewsFolder}/`) &&
  !(value as PreviewRecord).file.includes('..');

export interface ReadPreviews {
  data: PreviewsData;
  /** Why the file could not be read (not JSON: a merge left half done), when it could not. */
  problem?: string;
}

/** previews.json's records, the malformed ones left out; empty when there is none. */
export function readPreviewsData(contentDir: string): ReadPreviews {
  const path = join(contentDir, previewsFile);
  if (!existsSync(path)) return { data: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { data: {}, problem: `is not JSON (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { data: {}, problem: 'is not an object of address → { file, fetched }' };
  const entries = Object.entries(parsed);
  const kept = entries.filter(([, record]) => isRecord(record));
  const left = entries.filter(([, record]) => !isRecord(record)).map(([address]) => `"${address}"`);
  return {
    data: Object.fromEntries(kept),
    ...(left.length > 0
      ? { problem: `records ${left.join(', ')} without a file under ${previewsFolder}/ and a day: left out` }
      : {}),
  };
}
