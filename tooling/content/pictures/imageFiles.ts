import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { pictureFile, widthsFor, type PictureSlot } from '../../../src/content/pictureSlots.ts';
import { imageSize, withinPixelLimit } from './pictureIssues.ts';
import type { PictureUse } from './pictureUses.ts';

/** Bump to regenerate every cached file after changing the encoder settings. */
const ENCODER = { avif: { quality: 55, effort: 4 }, webp: { quality: 76, effort: 4 }, version: 2 } as const;
export const FORMATS = ['avif', 'webp'] as const;
export type Format = (typeof FORMATS)[number];

/** What the app reads of one picture (virtual:responsive-images, typed in src/virtualModules.d.ts). */
export interface GeneratedImage {
  width: number;
  height: number;
  stem: string;
  hash: string;
  widths: number[];
}

export interface Variant {
  fileName: string;
  format: Format;
  width: number;
}

/** One source: what the app reads of it and the files to make. */
export interface PlannedImage {
  src: string;
  file: string;
  slots: PictureSlot[];
  image: GeneratedImage;
  variants: Variant[];
}

/**
 * The files one picture needs: its slots' widths (×1 and ×2, none wider than the source) in each
 * format, named by a hash of the source and the encoder settings. Undefined for a file that is
 * not an image or is over the pixel limit (the content check names both).
 */
export async function planImage(use: PictureUse, publicDir: string): Promise<PlannedImage | undefined> {
  const file = path.join(publicDir, use.src);
  if (!existsSync(file)) return undefined;
  const size = await imageSize(file);
  if (!size || !withinPixelLimit(size)) return undefined;
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(bytes).update(JSON.stringify(ENCODER)).digest('hex').slice(0, 10);
  const stem = use.src
    .replace(/^images\//, '')
    .replace(/\.[^./]+$/, '')
    .replace(/[^a-zA-Z0-9/_-]/g, '-');
  const widths = widthsFor(use.slots, size.width);
  const image = { ...size, stem, hash, widths };
  const variants = FORMATS.flatMap((format) =>
    widths.map((width) => ({ fileName: pictureFile(image, width, format), format, width })),
  );
  return { src: use.src, file, slots: use.slots, image, variants };
}

type Decoded = { data: Buffer; info: OutputInfo };

/**
 * Encodes one variant, or reads it from the cache: a folder of files named by the source's content hash
 * (Vite's cacheDir, node_modules/.vite/responsive-images), so a second build encodes nothing it has made.
 * `decoded` is the source decoded once at the widest width needed, shared by the image's variants (a
 * camera's 4000 px JPEG is decoded once, not once per file).
 */
export async function encode(
  planned: PlannedImage,
  v: Variant,
  cacheDir: string,
  decoded: () => Promise<Decoded> = decoder(planned),
): Promise<{ bytes: Buffer; cached: boolean }> {
  const cached = path.join(cacheDir, v.fileName.replace(/^assets\/img\//, '').replace(/\//g, '__'));
  if (existsSync(cached)) return { bytes: await readFile(cached), cached: true };
  const { data, info } = await decoded();
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const pipeline = sharp(data, { raw }).resize({ width: v.width, withoutEnlargement: true });
  const bytes = await (v.format === 'avif' ? pipeline.avif(ENCODER.avif) : pipeline.webp(ENCODER.webp)).toBuffer();
  await mkdir(cacheDir, { recursive: true });
  await writeFile(cached, bytes);
  return { bytes, cached: false };
}

/** The source decoded once, when first asked for, at the widest width any of its files needs. */
export function decoder(planned: PlannedImage): () => Promise<Decoded> {
  let decoded: Promise<Decoded> | undefined;
  const widest = Math.max(...planned.image.widths);
  return () =>
    (decoded ??= sharp(planned.file)
      .autoOrient()
      .resize({ width: widest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }));
}

/** Runs `tasks` with at most `limit` at a time (the build machine may have two cores). */
export async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
