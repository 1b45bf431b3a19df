import { relative, sep } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { checkContent, contentLocation, type CheckedContent, type ContentLocation } from '../content/loadContent.ts';
import { siteContentOf, type SiteContent } from '../content/site/siteContent.ts';
import { linkedPaths } from '../content/pictures/pictureUses.ts';
import { publicationsOf } from '../content/store/publications.ts';
import { formatIssue, formatReport, isError, isWarning, type ContentIssue } from '../content/checks/validateContent.ts';
import { buildStop } from '../content/commands/buildStop.ts';
import { findOne, getAttr, parseHtml, serializeHtml, setAttr } from '../html/htmlDocument.ts';
import type { OwnerSiteApi } from './pluginApis.ts';
import type { ResponsiveImagesApi } from './responsiveImages.ts';

export type { OwnerSiteApi } from './pluginApis.ts';

export interface OwnerSiteOptions {
  /** The content folder, relative to the root; default `CONTENT_DIR` or the site folder's content/. */
  contentDir?: string;
}

/** The dev-only script that lists the content warnings in a corner of the page (errors use Vite's overlay). */
const warningsClient = new URL('../../src/dev/contentWarnings.ts', import.meta.url).pathname;
export const warningsEvent = 'owner-site:content-warnings';

const stopped = (errors: number) =>
  `The build stopped: ${errors === 1 ? '1 problem' : `${errors} problems`} in the content, listed above.`;

const errorsIn = (issues: readonly ContentIssue[]) => issues.filter(isError);

/**
 * The owner's content in the build: read and checked once per build (a failed check stops it with the
 * report), and in the dev server read again on every change, its errors in Vite's overlay and its warnings
 * in a corner of the page. The other plugins ask it for the content through its API (pluginApis.ts).
 */
export function ownerSite(options: OwnerSiteOptions = {}): Plugin {
  let config: ResolvedConfig;
  let location: ContentLocation;
  let cached: Promise<CheckedContent> | undefined;
  // Set when `vite build` checked the content before its environments (buildApp), so they do not again.
  let checkedBeforeBuild = false;
  const content = () => (cached ??= checkContent(location));

  function watchContent(server: ViteDevServer) {
    let failing = false;
    let timer: NodeJS.Timeout | undefined;
    const sendIssues = async () => {
      const { issues } = await content();
      const warnings = issues.filter(isWarning).map(formatIssue);
      server.ws.send({ type: 'custom', event: warningsEvent, data: warnings });
      if (errorsIn(issues).length > 0) {
        failing = true;
        const report = formatReport(issues);
        config.logger.error(report, { timestamp: true });
        server.ws.send({ type: 'error', err: { message: report, stack: '', plugin: 'owner-site:content' } });
        return;
      }
      if (warnings.length > 0) config.logger.warn(formatReport(issues), { timestamp: true });
      if (failing) {
        failing = false;
        config.logger.info('Content check passed.', { timestamp: true });
        server.ws.send({ type: 'full-reload' });
      }
    };
    // A browser that connects (or reloads) sees the overlay at once while the content is broken; the
    // warnings panel asks for the warnings when its script has loaded.
    server.ws.on('connection', () => {
      void content().then(({ issues }) => {
        if (errorsIn(issues).length > 0)
          server.ws.send({ type: 'error', err: { message: formatReport(issues), stack: '' } });
      });
    });
    server.ws.on(warningsEvent, (_data, client) => {
      void content().then(({ issues }) => client.send(warningsEvent, issues.filter(isWarning).map(formatIssue)));
    });
    const inside = (dir: string, file: string) => !relative(dir, file).startsWith('..');
    server.watcher.add(location.contentDir);
    // Registered before the other plugins' watchers (contentModules.ts): they read the content afresh.
    server.watcher.on('all', (_event, file) => {
      if (!inside(location.contentDir, file) && !inside(location.publicDir, file)) return;
      cached = undefined;
      // Let Vite's own HMR update land first: it clears any overlay on the page.
      clearTimeout(timer);
      timer = setTimeout(() => void sendIssues(), 200);
    });
    void sendIssues();
  }

  /** The heads link each picture's widest made-to-fit file, never the original (responsiveImages.ts). */
  async function siteContent(): Promise<SiteContent | undefined> {
    const site = siteContentOf(await content());
    const images = config.plugins.find((p) => p.name === 'responsive-images')?.api as ResponsiveImagesApi | undefined;
    return site && { ...site, fittedImages: (await images?.fitted()) ?? {} };
  }

  return {
    name: 'owner-site',
    configResolved(resolved) {
      config = resolved;
      const base = contentLocation(resolved.root, resolved.publicDir);
      location = options.contentDir ? { ...base, contentDir: `${resolved.root}${sep}${options.contentDir}` } : base;
    },
    buildApp: {
      // Before any environment builds (and Vite empties the output folder): a failed check stops
      // `vite build` with the report as its last words, no stack trace.
      order: 'pre',
      async handler() {
        cached = undefined;
        checkedBeforeBuild = true;
        const { issues } = await content();
        const errors = errorsIn(issues).length;
        if (errors > 0) throw buildStop(`${formatReport(issues)}\n${stopped(errors)}`);
        if (issues.length > 0) config.logger.warn(formatReport(issues));
      },
    },
    async buildStart() {
      // Checked once, in the client's build: the other environments (tooling/plugins/prerender.ts) share it.
      if (config.command !== 'build' || this.environment.name !== 'client' || checkedBeforeBuild) return;
      cached = undefined;
      const { issues } = await content();
      if (issues.length === 0) return;
      // The report is printed once, here; the error that stops the build only points back to it.
      const errors = errorsIn(issues).length;
      (errors > 0 ? config.logger.error : config.logger.warn)(formatReport(issues));
      if (errors > 0) this.error(stopped(errors));
    },
    configureServer: watchContent,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (config.command !== 'serve') return html;
        const doc = parseHtml(html);
        const csp = findOne(doc, 'Content-Security-Policy meta', 'meta', { 'http-equiv': 'Content-Security-Policy' });
        // The dev server injects <style> elements (vanilla-extract, the error overlay); the built
        // site's strict style-src would leave dev unstyled. Only the dev page is relaxed.
        const policy = (getAttr(csp, 'content') ?? '').split('; ');
        setAttr(
          csp,
          'content',
          policy.map((d) => (d.startsWith('style-src ') ? `${d} 'unsafe-inline'` : d)).join('; '),
        );
        const client = { type: 'module', src: `/@fs${warningsClient}` };
        return { html: serializeHtml(doc), tags: [{ tag: 'script', attrs: client, injectTo: 'body' as const }] };
      },
    },
    api: {
      content,
      location: () => location,
      siteContent,
      async store() {
        return (await content()).store;
      },
      async pictures() {
        return (await content()).pictures;
      },
      async linkedPaths() {
        const { modules, store } = await content();
        return linkedPaths(modules, publicationsOf(store));
      },
      async contentLabel() {
        return relative(config.root, location.contentDir).split(sep).join('/') || '.';
      },
    } satisfies OwnerSiteApi,
  };
}
