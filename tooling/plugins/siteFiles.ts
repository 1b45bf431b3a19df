import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import type { CheckedContent } from '../content/loadContent.ts';
import { requireOwnerSite } from './pluginApis.ts';
import { devCvs } from './cvPdf.ts';
import { serverEntryFile, type ServerEntry } from './serverEntry.ts';
import { contentFiles, fileType, fileTypes, siteFileList, type ListedFile } from './siteFileList.ts';

/**
 * The files the build writes beside the app, from one list (siteFileList.ts): the build emits those made
 * from the content alone (the prerender writes the rendered ones), and the dev server serves them all.
 */
export function siteFiles(): Plugin {
  let config: ResolvedConfig;
  // The dev server's list, made again when the content changes (ownerSite.ts reads it afresh).
  let listed: { content: CheckedContent; files: Promise<ListedFile[] | undefined> } | undefined;
  let cvs: ReturnType<typeof devCvs> | undefined;

  async function devList(server: ViteDevServer) {
    const api = requireOwnerSite(config);
    const content = await api.content();
    if (listed?.content !== content) {
      const rendering = async () => {
        const entry = (await server.ssrLoadModule(`/${serverEntryFile}`)) as ServerEntry;
        const label = await api.contentLabel();
        // No stylesheet in dev (the app's styles come with its modules) and no theme script: the pages are plain.
        return {
          server: entry,
          themeScript: '',
          cvPdf: (e: ServerEntry, variant?: string) => (cvs ??= devCvs(config.logger))(e, label, variant),
        };
      };
      const files = api
        .siteContent()
        .then((site) => site && siteFileList(site, { publicDir: api.location().publicDir, rendering }))
        // Said once; the app's own modules are still served (this middleware sees every request).
        .catch((error: Error) => {
          config.logger.error(`the site's files could not be made: ${error.message}`, { timestamp: true });
          return undefined;
        });
      listed = { content, files };
    }
    return listed.files;
  }

  return {
    name: 'site-files',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const api = requireOwnerSite(config);
      const site = await api.siteContent();
      if (!site) return;
      for (const file of await contentFiles(site, api.location().publicDir)) {
        const source = await file.source();
        if (source !== undefined) this.emitFile({ type: 'asset', fileName: file.fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // A folder's address is its index.html (publications/, news/); the site's own index.html is Vite's.
        const path = decodeURIComponent((req.url ?? '').split(/[?#]/)[0]!)
          .replace(/^\//, '')
          .replace(/(^|\/)$/, '$1index.html');
        if (path === 'index.html') return next();
        devList(server)
          .then(async (files) => {
            const file = files?.find((f) => f.fileName === path);
            const source = await file?.source();
            if (source === undefined) return next();
            // A CV the dev server could not print is served as its page.
            res.setHeader('Content-Type', file?.cv && typeof source === 'string' ? fileTypes.html! : fileType(path));
            res.end(source);
          })
          .catch(next);
      });
    },
  };
}
