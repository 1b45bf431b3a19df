import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * Responsive images, generated at build time from the owner's raster images
 * in public/images (JPEG, PNG; SVGs stay as they are): AVIF and WebP at
 * several widths, with content-hashed names under assets/img/ so hosts can
 * cache them for good. Components read the result from the virtual module
 * `virtual:responsive-images` (typed in virtualResponsiveImages.d.ts):
 * `images['images/profile/portrait.jpg']` -> { width, height, avif, webp, src }.
 */
export interface ResponsiveImagesOptions {
  /** Folder under publicDir to scan; default 'images'. */
  dir?: string;
  /** Candidate widths in px; each image gets those below its own width, plus its own width. */
  widths?: readonly number[];
}

export interface GeneratedImage {
  width: number;
  height: number;
  /** `srcset` strings, widest last. */
  avif: string;
  webp: string;
  /** A mid-sized WebP for the <img src> fallback. */
  src: string;
}

const VIRTUAL_ID = 'virtual:responsive-images';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const OUT_PREFIX = 'assets/img/';
const RASTER = /\.(jpe?g|png)$/i;
/** Bump to regenerate every cached file after changing the encoder settings. */
const ENCODER = { avif: { quality: 55, effort: 4 }, webp: { quality: 76, effort: 4 }, version: 1 } as const;
const FORMATS = ['avif', 'webp'] as const;
type Format = (typeof FORMATS)[number];

interface Variant {
  fileName: string;
  format: Format;
  width: number;
  source: string;
}

async function listRasters(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && RASTER.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** Runs `tasks` with at most `limit` at a time (the build machine may have two cores). */
async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
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

export function responsiveImages(options: ResponsiveImagesOptions = {}): Plugin {
  const dirName = options.dir ?? 'images';
  const candidates = options.widths ?? [320, 480, 640, 800, 1200, 1600];
  let config: ResolvedConfig;
  let cacheDir: string;
  let manifest: Promise<{ images: Record<string, GeneratedImage>; variants: Variant[] }> | undefined;

  async function scan() {
    const publicDir = config.publicDir;
    const files = await listRasters(path.join(publicDir, dirName));
    const images: Record<string, GeneratedImage> = {};
    const variants: Variant[] = [];
    for (const file of files) {
      const bytes = await readFile(file);
      const meta = await sharp(bytes).metadata();
      const width = meta.autoOrient?.width ?? meta.width;
      const height = meta.autoOrient?.height ?? meta.height;
      if (!width || !height) throw new Error(`responsive-images: cannot read the size of ${file}`);
      const hash = createHash('sha256').update(bytes).update(JSON.stringify(ENCODER)).digest('hex').slice(0, 10);
      const key = path.relative(publicDir, file).split(path.sep).join('/');
      const stem = key
        .slice(dirName.length + 1)
        .replace(RASTER, '')
        .replace(/[^a-zA-Z0-9/_-]/g, '-');
      const widths = [...candidates.filter((w) => w < width), width];
      const srcset: Record<Format, string[]> = { avif: [], webp: [] };
      for (const format of FORMATS) {
        for (const w of widths) {
          const fileName = `${OUT_PREFIX}${stem}-${w}w.${hash}.${format}`;
          variants.push({ fileName, format, width: w, source: file });
          srcset[format].push(`${fileName} ${w}w`);
        }
      }
      const mid = widths.find((w) => w >= 640) ?? width;
      images[key] = {
        width,
        height,
        avif: srcset.avif.join(', '),
        webp: srcset.webp.join(', '),
        src: `${OUT_PREFIX}${stem}-${mid}w.${hash}.webp`,
      };
    }
    return { images, variants };
  }

  /** Encodes one variant, or reads it from the cache (keyed by the content-hashed name). */
  async function encode(v: Variant): Promise<Buffer> {
    const cached = path.join(cacheDir, v.fileName.slice(OUT_PREFIX.length).replace(/\//g, '__'));
    if (existsSync(cached)) return readFile(cached);
    const pipeline = sharp(await readFile(v.source))
      .autoOrient()
      .resize({ width: v.width, withoutEnlargement: true });
    const out = await (v.format === 'avif' ? pipeline.avif(ENCODER.avif) : pipeline.webp(ENCODER.webp)).toBuffer();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, out);
    return out;
  }

  const load = () => (manifest ??= scan());

  return {
    name: 'responsive-images',
    configResolved(resolved) {
      config = resolved;
      cacheDir = path.join(resolved.cacheDir, 'responsive-images');
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { images } = await load();
      return `export const images = ${JSON.stringify(images, null, 2)};\n`;
    },
    async generateBundle() {
      // The other environments (the prerender, the inline scripts) only need the manifest, not the files.
      if (this.environment.name !== 'client') return;
      const { variants } = await load();
      const sources = await pool(
        variants.map((v) => () => encode(v)),
        2,
      );
      variants.forEach((v, i) => this.emitFile({ type: 'asset', fileName: v.fileName, source: sources[i]! }));
    },
    configureServer(server) {
      // Dev: the same URLs as the build, encoded on first request.
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!url.startsWith(OUT_PREFIX)) return next();
        const variant = (await load()).variants.find((v) => v.fileName === url);
        if (!variant) return next();
        res.setHeader('content-type', `image/${variant.format}`);
        res.end(await encode(variant));
      });
    },
  };
}
