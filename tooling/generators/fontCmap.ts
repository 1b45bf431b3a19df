import { createRequire } from 'node:module';

type Fontverter = { convert: (font: Buffer, format: 'truetype') => Promise<Buffer> };
const require = createRequire(import.meta.url);

/** The code points a font file (woff2, woff or TrueType) maps to glyphs: its cmap (the subsetter's and the CV's). */
export async function cmap(font: Buffer): Promise<Set<number>> {
  const hb = await import('harfbuzzjs');
  const sfnt = await (require('fontverter') as Fontverter).convert(font, 'truetype');
  return new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
}
