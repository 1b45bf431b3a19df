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

/** previews.json's records, the malformed ones left out; empty when there is none. */
export function readPreviewsData(contentDir: string): PreviewsData {
  const path = join(contentDir, previewsFile);
  if (!existsSync(path)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, record]) => isRecord(record)));
}
