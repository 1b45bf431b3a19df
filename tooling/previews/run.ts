import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { idOfKey, readBibliography } from '../content/bib/bibtex.ts';
import { printable } from '../content/commands/commandOutput.ts';
import { bibTextOf } from '../content/bib/bibEncoding.ts';
import { previewsFile, previewsFolder, readPreviewsData, type PreviewsData } from '../content/bib/previewsData.ts';
import { getBytes, type RetryPolicy } from '../import/http.ts';
import { hostOf } from '../import/endpoints.ts';

export interface PreviewsOptions {
  bibPath: string;
  /** How lines name the .bib (relative to where the command runs). */
  bibLabel: string;
  /** previews.json, beside the .bib. */
  dataPath: string;
  /** The site's public/: files are saved under its images/publications/. */
  publicDir: string;
  retry: RetryPolicy;
  /** The day of the fetch, ISO 8601, recorded beside each file. */
  today: string;
  log?: (line: string) => void;
}

export interface PreviewsResult {
  data: PreviewsData;
  /** Citation keys whose preview could not be saved. */
  failed: string[];
}

/** A preview is a teaser: 2 MB is ten times a large one. */
export const previewMaxBytes = 2_000_000;
/** Pixels sharp decodes at most (a 40-megapixel camera frame; anything larger is no teaser). */
const maxPixels = 40_000_000;

/** The raster types a preview may be, as sharp tells them from the file's first bytes, and the extension saved. */
const extensions: Record<string, string> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  avif: 'avif',
  heif: 'avif',
  gif: 'gif',
};

class PreviewFailure extends Error {}

/** The file's type from its bytes (not its name, not the server's word); a failure for anything not a raster image. */
async function rasterType(body: Buffer): Promise<{ ext: string; width: number; height: number; format: string }> {
  const meta = await sharp(body, { limitInputPixels: maxPixels })
    .metadata()
    .catch(() => undefined);
  const ext = meta?.format && meta.format !== 'heif' ? extensions[meta.format] : undefined;
  const avif = meta?.format === 'heif' && meta.compression === 'av1';
  if (!meta || (!ext && !avif) || !meta.width || !meta.height)
    throw new PreviewFailure(
      `not a PNG, JPEG, WebP, AVIF or GIF image (its first bytes say ${meta?.format ?? 'nothing sharp can read'})`,
    );
  if (meta.width * meta.height > maxPixels) throw new PreviewFailure(`${meta.width}×${meta.height} px is too large`);
  return {
    ext: ext ?? 'avif',
    width: meta.width,
    height: meta.height,
    format: avif ? 'AVIF' : meta.format!.toUpperCase(),
  };
}

/**
 * Saves the remote preview of each .bib entry (`preview = {https://…}`) once into public/images/publications/
 * as <key>.<type>, and records its address and day in previews.json; the .bib is never edited. A preview
 * already saved is not asked for again; one that fails keeps any earlier copy.
 */
export async function runPreviews(options: PreviewsOptions): Promise<PreviewsResult> {
  const say = (line: string) => options.log?.(printable(line));
  const contentDir = path.dirname(options.dataPath);
  const read = readPreviewsData(contentDir);
  if (read.problem) {
    // Rewriting it would lose what the owner has to mend by hand.
    say(
      `${path.join(path.dirname(options.bibLabel), previewsFile)} ${read.problem}: mend or remove it first; nothing fetched`,
    );
    return { data: read.data, failed: [previewsFile] };
  }
  const data = read.data;
  const { publications } = readBibliography(bibTextOf(options.bibPath), options.bibLabel, []);
  const remote = publications.flatMap((p) => {
    const preview = p.fields.preview?.trim();
    return preview && /^[a-z][a-z\d+.-]*:|^\/\//i.test(preview) ? [{ key: p.key, preview }] : [];
  });
  say(`${options.bibLabel}: ${remote.length} remote ${remote.length === 1 ? 'preview' : 'previews'}`);
  const failed: string[] = [];
  const folder = path.join(options.publicDir, previewsFolder);
  for (const { key, preview } of remote) {
    const at = `${options.bibLabel} › ${key} › preview`;
    const saved = data[preview];
    if (saved && existsSync(path.join(options.publicDir, saved.file))) {
      say(`${key}: already saved as ${saved.file} (${saved.fetched})`);
      continue;
    }
    try {
      if (!/^https?:\/\//i.test(preview))
        throw new PreviewFailure(`"${preview}" is not an http(s) address: not fetched`);
      const answer = await getBytes(preview, 'image/avif,image/webp,image/png,image/jpeg,image/gif', {
        ...options.retry,
        maxBytes: previewMaxBytes,
      });
      if (answer.status !== 200) throw new PreviewFailure(`${hostOf(preview)} answered ${answer.status}`);
      const type = await rasterType(answer.body);
      const file = `${previewsFolder}/${idOfKey(key)}.${type.ext}`;
      const target = path.join(options.publicDir, file);
      if (existsSync(target) && !Object.values(data).some((r) => r.file === file))
        throw new PreviewFailure(`public/${file} is already there, not saved by this command: not overwritten`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(target, answer.body);
      data[preview] = { file, fetched: options.today };
      say(
        `${key}: saved public/${file} (${type.width}×${type.height} ${type.format}, ${answer.body.length} B) from ${hostOf(preview)}`,
      );
    } catch (error) {
      failed.push(key);
      say(`${at}: FAILED: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (remote.length > 0 || existsSync(options.dataPath))
    writeFileSync(options.dataPath, `${JSON.stringify(data, null, 2)}\n`);
  return { data, failed };
}
