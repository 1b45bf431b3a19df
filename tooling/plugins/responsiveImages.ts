import { rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { picturesBySource } from '../content/pictures/pictureUses.ts';
import {
  decoder,
  encode,
  planImage,
  pool,
  type GeneratedImage,
  type PlannedImage,
} from '../content/pictures/imageFiles.ts';
import type { OwnerSiteApi } from './pluginApis.ts';
import type { PictureSlot } from '../../src/content/pictureSlots.ts';

/**
 * Pictures made to fit, at build time: each raster the content shows through <Picture> (the photo, card
 * images, a paper's figure) as AVIF and WebP at the widths its slots draw it at, ×1 and ×2, never wider
 * than the source (src/content/pictureSlots.ts), with content-hashed names under assets/img/.
 * The original is published only where the content links it otherwise. Components read the result from
 * `virtual:responsive-images/photo` and `/cards`: `images['images/profile/portrait.jpg']` -> { width, height,
 * stem, hash, widths }.
 */
export interface ResponsiveImagesApi {
  /** The widest WebP made of each picture, by its source path: what the heads link in place of the original. */
  fitted(): Promise<Record<string, string>>;
}

/** One manifest per kind of slot: Home's chunk carries the photo's alone, whatever the cards hold. */
const manifests: Record<string, (slots: readonly PictureSlot[]) => boolean> = {
  'virtual:responsive-images/photo': (slots) => slots.includes('photo'),
  // A body's pictures are named in its HTML by the build (tooling/content/pictures/bodyPictures.ts): no manifest carries them.
  'virtual:responsive-images/cards': (slots) => slots.some((slot) => slot !== 'photo' && slot !== 'body'),
};

export function responsiveImages(): Plugin {
  let config: ResolvedConfig;
  let cacheDir: string;
  let planned: Promise<PlannedImage[]> | undefined;

  const ownerSite = () => config.plugins.find((p) => p.name === 'owner-site')?.api as OwnerSiteApi | undefined;

  async function plan() {
    const uses = (await ownerSite()?.pictures()) ?? [];
    const sources = [...picturesBySource(uses).values()];
    const images = await Promise.all(sources.map((use) => planImage(use, config.publicDir)));
    return images.filter((image): image is PlannedImage => image !== undefined);
  }
  const load = () => (planned ??= plan());

  /** Makes every file, one line per picture as it is done (a large photo takes a while the first time). */
  async function makeAll(images: PlannedImage[]) {
    const started = Date.now();
    const log = (line: string) => config.logger.info(line);
    let done = 0;
    const made = await pool(
      images.map((image) => async () => {
        const t = Date.now();
        const decoded = decoder(image);
        const files = await Promise.all(image.variants.map((v) => encode(image, v, cacheDir, decoded)));
        const fromCache = files.every((f) => f.cached);
        const how = fromCache ? 'from the cache' : `${((Date.now() - t) / 1000).toFixed(1)} s`;
        log(`images ${++done}/${images.length}: ${image.src}, ${image.image.widths.join(', ')} px wide (${how})`);
        return files.map((f) => f.bytes);
      }),
      2,
    );
    if (images.length > 0)
      log(`images: ${images.length} made to fit in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return made;
  }

  return {
    name: 'responsive-images',
    configResolved(resolved) {
      config = resolved;
      cacheDir = path.join(resolved.cacheDir, 'responsive-images');
    },
    buildStart() {
      // The content may have changed since the last build in this process (a watch build).
      if (this.environment.name === 'client') planned = undefined;
    },
    resolveId(id) {
      return id in manifests ? `\0${id}` : undefined;
    },
    async load(id) {
      const wanted = id.startsWith('\0') ? manifests[id.slice(1)] : undefined;
      if (!wanted) return undefined;
      const images: Record<string, GeneratedImage> = {};
      for (const image of await load()) if (wanted(image.slots)) images[image.src] = image.image;
      return `export const images = ${JSON.stringify(images)};\n`;
    },
    async generateBundle() {
      // The other environments (the prerender, the inline scripts) only need the manifest, not the files.
      if (this.environment.name !== 'client') return;
      const images = await load();
      const made = await makeAll(images);
      images.forEach((image, i) =>
        image.variants.forEach((v, j) => this.emitFile({ type: 'asset', fileName: v.fileName, source: made[i]![j]! })),
      );
    },
    async writeBundle(options) {
      // Vite has copied public/ as it is: an original the pages show only made to fit is not published.
      if (this.environment.name !== 'client' || !options.dir) return;
      const linked = (await ownerSite()?.linkedPaths()) ?? new Set<string>();
      for (const image of await load()) {
        if (linked.has(image.src)) continue;
        const file = path.join(options.dir, image.src);
        await rm(file, { force: true });
        // Its folder too, once empty (rmdir refuses a folder that is not).
        await rmdir(path.dirname(file)).catch(() => undefined);
      }
    },
    configureServer(server) {
      // A content or public file changed: the pictures are planned again when next asked for.
      server.watcher.on('all', () => {
        planned = undefined;
        for (const id of Object.keys(manifests)) {
          const module = server.environments.client.moduleGraph.getModuleById(`\0${id}`);
          if (module) server.environments.client.moduleGraph.invalidateModule(module);
        }
      });
      // Dev: the same URLs as the build, encoded on first request.
      server.middlewares.use(async (req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!.replace(/^\//, '');
        if (!url.startsWith('assets/img/')) return next();
        for (const image of await load()) {
          const variant = image.variants.find((v) => v.fileName === url);
          if (!variant) continue;
          res.setHeader('content-type', `image/${variant.format}`);
          return res.end((await encode(image, variant, cacheDir)).bytes);
        }
        next();
      });
    },
    api: {
      async fitted() {
        const fitted: Record<string, string> = {};
        for (const image of await load())
          fitted[image.src] = image.variants.findLast((v) => v.format === 'webp')!.fileName;
        return fitted;
      },
    } satisfies ResponsiveImagesApi,
  };
}
