import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { widestShown } from '../../../src/content/pictureSlots.ts';
import { picturesBySource, type PictureUse } from './pictureUses.ts';
import type { ContentIssue } from '../checks/validateContent.ts';

/** A source this much wider than the widest file the build makes of it is worth a smaller copy. */
const oversizeFactor = 2;

/** The most pixels the build decodes in one picture (sharp's own default): a larger one would stop it. */
export const maxPicturePixels = 0x3fff * 0x3fff;

/** Whether the build can decode a picture of this size. */
export const withinPixelLimit = ({ width, height }: { width: number; height: number }) =>
  width * height <= maxPicturePixels;

/**
 * The size of an image as it is shown (EXIF orientation applied), or undefined for a file that is none. Read from
 * its header, whatever its size, so a picture over the pixel limit is named as such (withinPixelLimit).
 */
export async function imageSize(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const meta = await sharp(file, { limitInputPixels: false }).metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * What the pictures' files say: one that is not an image stops the build where the content names it
 * (sharp's own error would name neither); one far wider than its slots is shown, with a warning
 * giving its figures and the width that is enough (the build makes only the widths it needs anyway).
 */
export async function pictureIssues(
  uses: readonly PictureUse[],
  publicDir: string,
  publicLabel: string,
): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  for (const [src, use] of picturesBySource(uses)) {
    const file = join(publicDir, src);
    if (!existsSync(file)) continue; // reported as a missing file by the content check
    const size = await imageSize(file);
    if (!size) {
      issues.push({ ...use.at, problem: `${src} is not an image (no JPEG, PNG, WebP, AVIF, GIF or TIFF data)` });
      continue;
    }
    if (!withinPixelLimit(size)) {
      issues.push({
        ...use.at,
        problem: `${src} is ${size.width}×${size.height} px, over the ${Math.floor(maxPicturePixels / 1e6)} million pixels the build decodes: save a smaller copy`,
      });
      continue;
    }
    const shown = widestShown(use.slots);
    const enough = 2 * shown;
    if (size.width <= oversizeFactor * enough) continue;
    issues.push({
      ...use.at,
      severity: 'warning',
      problem:
        `${publicLabel}/${src} is ${size.width}×${size.height} px, ${megabytes(statSync(file).size)}; ` +
        `it is shown at most ${shown} px wide: ${enough} px is enough (the build makes only the widths it needs)`,
    });
  }
  return issues;
}
