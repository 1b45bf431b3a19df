import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { headTags } from '../generators/headTags.ts';
import { siteImages } from '../content/site/siteImages.ts';
import { requireOwnerSite } from './pluginApis.ts';
import { directionOf } from '../../src/i18n/direction.ts';
import { findAll, findOne, nextNode, parseHtml, serializeHtml, setAttr } from '../html/htmlDocument.ts';
import { defaultTreeAdapter as tree } from 'parse5';

/** index.html with the content's language and direction on <html>, and no hand-written title or description. */
function ownHtml(html: string, locale: string): string {
  const doc = parseHtml(html);
  const root = findOne(doc, 'html element', 'html');
  setAttr(root, 'lang', locale);
  if (directionOf(locale) === 'rtl') setAttr(root, 'dir', 'rtl');
  // The generated <title> and description replace any hand-written ones (with the line break after them).
  for (const el of [...findAll(doc, 'title'), ...findAll(doc, 'meta', { name: 'description' })]) {
    const after = nextNode(el);
    if (after && tree.isTextNode(after) && !after.value.trim()) tree.detachNode(after);
    tree.detachNode(el);
  }
  return serializeHtml(doc);
}

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
          html: ownHtml(html, site.profile.site.locale),
          tags: headTags(site, { faviconSvg: await faviconSvg() }),
        };
      },
    },
  };
}
