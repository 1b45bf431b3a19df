import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { headTags, siteImages } from '../generators/headTags.ts';
import { escapeHtml } from '../content/siteContent.ts';
import { requireOwnerSite } from './pluginApis.ts';
import { htmlLanguage } from '../../src/i18n/direction.ts';

/**
 * index.html's head from the content: the title, description, social tags, icons, feeds and JSON-LD
 * (headTags.ts), in the dev server as in the build. The pages that run no app write theirs from the same
 * tags (publicationPage.ts).
 */
export function siteHead(): Plugin {
  let config: ResolvedConfig;

  async function faviconSvg() {
    const file = join(config.publicDir, siteImages.faviconSvg);
    return existsSync(file) ? readFile(file, 'utf8') : undefined;
  }

  return {
    name: 'site-head',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const site = await requireOwnerSite(config).siteContent();
        if (!site) return html;
        return {
          // The generated <title> and description replace any hand-written ones.
          html: html
            .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
            .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
            .replace(/<html lang="[^"]*"/i, () => `<html ${htmlLanguage(site.profile.site.locale, escapeHtml)}`),
          tags: headTags(site, { faviconSvg: await faviconSvg() }),
        };
      },
    },
  };
}
