import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import {
  contentModuleSource,
  dataModuleSource,
  hasMarkdownField,
  specOfImport,
} from '../content/forms/contentModule.ts';
import { contentFiles } from '../content/checks/contentSchema.ts';
import { emailKeptOff, generatedModules, publicProfile } from '../content/generatedModules.ts';
import { requireOwnerSite, type OwnerSiteApi } from './pluginApis.ts';
import { catalogueModule, catalogueParts } from '../content/words/messages.ts';

/** The app's `@content/<name>` imports, where the owner's file alone would leave a declared export out. */
const contentPrefix = '\0content-file:';
/** The profile without the address, for a build whose owner keeps it off the site (generatedModules.ts). */
const publicProfileModule = 'virtual:public-profile';
/** The layout's module: it follows the public files too (a picture added or taken away). */
const sitePagesModule = 'virtual:site-pages';
/**
 * A kind read from YAML, JSON or Markdown, or (in a build) a file that had characters no page can carry: the
 * module its TypeScript file would be, as the checked data (contentModule.ts).
 */
const contentDataModule = 'content-data:';
const kindFiles = contentFiles.map((spec) => spec.file);
/** The catalogue's parts (src/i18n/catalogue/), served as the site's language's: the browser gets one language. */
const catalogueDir = new URL('../../src/i18n/catalogue/', import.meta.url).pathname;
const catalogueModuleId = 'virtual:catalogue/';

/**
 * The content as the app imports it: the virtual modules (`virtual:publications`, `virtual:news`, …) and
 * `@content/<name>` where the owner's file cannot serve as it is. In dev, a content change invalidates them.
 */
export function contentModules(): Plugin {
  let config: ResolvedConfig;
  let site: OwnerSiteApi;
  const content = () => site.content();

  /** `site/content/projects` (the alias's path, without its extension) as `projects`. */
  function contentFileOf(id: string) {
    const rel = relative(site.location().contentDir, id);
    return /^[\w-]+$/.test(rel) ? rel : undefined;
  }

  /** The module for `@content/<name>` (contentModule.ts), or undefined where the owner's file serves as it is. */
  async function contentModule(name: string) {
    const spec = specOfImport(name);
    if (!spec) return undefined;
    const file = join(site.location().contentDir, spec.file);
    if (!existsSync(file)) return contentModuleSource(spec, undefined, []);
    // The dev server serves the owner's file itself, for its hot updates: only a build warns of a missing export.
    if (config.command !== 'build') return undefined;
    return contentModuleSource(spec, file, Object.keys((await content()).modules[spec.file] ?? {}));
  }

  function invalidateOnChange(server: ViteDevServer) {
    const { contentDir, publicDir } = site.location();
    const inside = (dir: string, file: string) => !relative(dir, file).startsWith('..');
    // The browser's modules, and the server entry's that render the dev server's pages (siteFiles.ts).
    const invalidate = (id: string) => {
      for (const { moduleGraph } of Object.values(server.environments)) {
        const mod = moduleGraph.getModuleById(`\0${id}`);
        if (mod) moduleGraph.invalidateModule(mod);
      }
    };
    server.watcher.on('all', (_event, file) => {
      if (inside(publicDir, file)) invalidate(sitePagesModule);
      if (!inside(contentDir, file)) return;
      // Any content file may feed the generated modules (a news item cites a paper, the .bib holds talks);
      // a kind read from YAML or Markdown is a generated module too (`@content/projects`).
      const dataIds = kindFiles.map((name) => `${contentDataModule}${name.replace(/\.ts$/, '')}`);
      const catalogueIds = catalogueParts.map((part) => `${catalogueModuleId}${part}`);
      for (const id of [...Object.keys(generatedModules), ...dataIds, ...catalogueIds]) invalidate(id);
      if (file.endsWith('.bib')) server.ws.send({ type: 'full-reload' });
    });
  }

  return {
    name: 'content-modules',
    configResolved(resolved) {
      config = resolved;
      site = requireOwnerSite(resolved);
    },
    resolveId: {
      // Before Vite's own resolvers: a server build would otherwise leave `virtual:` ids to Node.
      order: 'pre',
      async handler(id, importer) {
        if (id in generatedModules) return `\0${id}`;
        const part = /^\.\/catalogue\/(\w+)(?:\.ts)?$/.exec(id)?.[1];
        if (part && importer && join(importer, '..', 'catalogue/') === catalogueDir)
          return `\0${catalogueModuleId}${part}`;
        // The alias has made `@content/profile` a path in the content folder by now.
        const { contentDir } = site.location();
        const profileFile = [join(contentDir, 'profile'), join(contentDir, 'profile.ts')];
        if (config.command === 'build' && profileFile.includes(id) && emailKeptOff(await content()))
          return `\0${publicProfileModule}`;
        // A kind kept as YAML, JSON or Markdown, or a file the check cleaned, is imported as the checked data.
        const name = /^@content\/([\w-]+)$/.exec(id)?.[1] ?? contentFileOf(id);
        if (!name) return undefined;
        // However the profile is imported (its intro is Markdown, so it is data too), a kept-off address stays off.
        if (config.command === 'build' && name === 'profile' && emailKeptOff(await content()))
          return `\0${publicProfileModule}`;
        const { origins, cleanedFiles } = await content();
        const file = `${name}.ts`;
        const spec = specOfImport(name);
        // In a build a kind with a Markdown field is the checked data too: its bodies reach the browser as HTML only.
        const asData = cleanedFiles.includes(file) || (spec !== undefined && hasMarkdownField(spec));
        if (origins[file] || (config.command === 'build' && asData)) return `\0${contentDataModule}${name}`;
        // A content file with a declared export left out (no publicationsLead), or no file at all, is the file
        // and every such export as undefined: the owner may leave them out without a warning of the build's.
        if (await contentModule(name)) return `${contentPrefix}${name}`;
        return undefined;
      },
    },
    async load(id) {
      if (id.startsWith(contentPrefix)) return contentModule(id.slice(contentPrefix.length));
      if (id.startsWith(`\0${contentDataModule}`)) {
        const name = id.slice(contentDataModule.length + 1);
        return dataModuleSource(specOfImport(name), (await content()).modules[`${name}.ts`] ?? {});
      }
      if (id === `\0${publicProfileModule}`) return publicProfile(await content());
      if (id.startsWith(`\0${catalogueModuleId}`))
        return catalogueModule(id.slice(catalogueModuleId.length + 1) as never, await content());
      const make = id.startsWith('\0') ? generatedModules[id.slice(1)] : undefined;
      return make ? make(await content()) : undefined;
    },
    configureServer: invalidateOnChange,
  };
}
