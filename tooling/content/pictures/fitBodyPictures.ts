import { planImage } from './imageFiles.ts';
import { setFittedPictures, type FittedPicture } from './bodyPictures.ts';
import { isRaster, picturesBySource, type PictureUse } from './pictureUses.ts';

/**
 * The files the build makes of the bodies' pictures, planned as the responsive-images plugin plans them (the same
 * names: a hash of the file and the encoder), so each body's HTML names them (bodyPictures.ts).
 */
export async function fitBodyPictures(uses: readonly PictureUse[], publicDir: string) {
  const fitted: Record<string, FittedPicture> = {};
  for (const use of picturesBySource(uses).values()) {
    if (!use.slots.includes('body') || !isRaster(use.src)) continue;
    const planned = await planImage(use, publicDir);
    if (planned) fitted[use.src] = planned.image;
  }
  setFittedPictures(fitted);
}
